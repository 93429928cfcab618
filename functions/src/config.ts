// Options every function shares, set once before any function is defined.
import { appCheckEnforced, FUNCTIONS_REGION } from "@bawwaba/common";
import { setGlobalOptions } from "firebase-functions/v2";

/** True inside the Firebase Emulator Suite, where App Check cannot run. */
export const inEmulator = process.env.FUNCTIONS_EMULATOR === "true";

setGlobalOptions({
  region: FUNCTIONS_REGION,
  maxInstances: 20,
  // Callables refuse requests without a valid App Check token in production,
  // unless the project's ENFORCE_APP_CHECK parameter says "false" (the deploy
  // preflight refuses enforcement without the web app's site key).
  enforceAppCheck: !inEmulator && appCheckEnforced(process.env),
});
