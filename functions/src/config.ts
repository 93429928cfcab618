// Options every function shares, set once before any function is defined.
import { FUNCTIONS_REGION } from "@bawwaba/common";
import { setGlobalOptions } from "firebase-functions/v2";

/** True inside the Firebase Emulator Suite, where App Check cannot run. */
export const inEmulator = process.env.FUNCTIONS_EMULATOR === "true";

setGlobalOptions({
  region: FUNCTIONS_REGION,
  maxInstances: 20,
  // Callables refuse requests without a valid App Check token in production.
  enforceAppCheck: !inEmulator,
});
