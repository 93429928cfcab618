// Options every function shares, set once before any function is defined.
import { appCheckEnforced, FUNCTIONS_REGION } from "@bawwaba/common";
// Every English catalog, registered once: a buyer who bought on the English
// pages gets their messages in English (the order's `language`, written
// within inDisplayLocale; docs/product.md § Languages, dates and digits).
import "@bawwaba/common/messages/en";
import { setGlobalOptions } from "firebase-functions/v2";
import { isEmulatorEnvironment } from "./shared/environment.js";

/**
 * True inside the Firebase Emulator Suite, where App Check cannot run; never
 * in production, whatever a deploy's .env file says (shared/environment.ts).
 */
export const inEmulator = isEmulatorEnvironment(process.env);

setGlobalOptions({
  region: FUNCTIONS_REGION,
  maxInstances: 20,
  // Callables refuse requests without a valid App Check token in production,
  // unless the project's ENFORCE_APP_CHECK parameter says "false" (the deploy
  // preflight refuses enforcement without the web app's site key).
  enforceAppCheck: !inEmulator && appCheckEnforced(process.env),
});
