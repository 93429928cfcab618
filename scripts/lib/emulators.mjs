// Building the app for the emulators and the firebase-tools invocation that
// both `npm start` and `npm test` use.
import path from "node:path";
import { firestoreEmulatorEnv } from "./firestore-emulator.mjs";
import { repoRoot } from "./paths.mjs";
import { run } from "./run.mjs";
import { ensureLocalSecrets } from "./localSecrets.mjs";

export const PROJECT_ID = "demo-bawwaba";
export const EMULATORS = "auth,firestore,functions,hosting";
export const HOSTING_URL = "http://127.0.0.1:5000";
export const firebaseBin = path.join(repoRoot, "node_modules", ".bin", "firebase");

/**
 * The functions bundle and the web app, built to talk to the emulators. Vite
 * says only what needs reading (warnings, errors): its list of every output
 * file and the PWA plugin's summary are for `npm run build` in web/.
 */
export async function buildForEmulators() {
  ensureLocalSecrets();
  await run("npm", ["run", "build", "--workspace", "@bawwaba/functions"]);
  await run("npm", ["run", "build", "--workspace", "@bawwaba/web", "--", "--logLevel", "warn"], {
    env: { ...process.env, VITE_USE_EMULATORS: "true" },
  });
}

/**
 * Environment for firebase-tools: the offline Firestore emulator where
 * needed, and more time for a function worker to load. The Functions
 * emulator starts one worker process per concurrent request, and an on-sale
 * rush (50 at once in the tests) loads fifty of them together on two cores,
 * which takes longer than the default 30 s.
 */
export function emulatorEnv() {
  return { ...process.env, ...firestoreEmulatorEnv(), FUNCTIONS_DISCOVERY_TIMEOUT: "180" };
}
