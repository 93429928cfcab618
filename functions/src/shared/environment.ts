// Where the functions run: the Firebase Emulator Suite or production. It
// decides App Check (config.ts, orders/callables.ts), whether invitation
// links are handed back (roles/invite.ts), where a payer returns
// (shared/urls.ts) and whether the test gateway may run (payments/secrets.ts),
// so it must not be something a deploy can set by mistake.
//
// FUNCTIONS_EMULATOR alone is an ordinary variable: a line in functions/.env
// deploys it to production (the Firebase CLI refuses neither it nor
// FIRESTORE_EMULATOR_HOST), and it used to turn App Check off there. So:
//  - the emulator is FUNCTIONS_EMULATOR=true together with
//    FIREBASE_EMULATOR_HUB, which the Functions emulator always sets (its hub
//    always runs) and a deploy cannot: the CLI refuses any FIREBASE_* key in
//    a .env file ("reserved prefix", firebase-tools functions/env.ts);
//  - and never where Cloud Run runs the function: it sets K_CONFIGURATION on
//    every 2nd-gen function, which the emulator does not set (it does set
//    K_SERVICE and K_REVISION="1", so those cannot tell) and the CLI refuses
//    in a .env file too.
// The metadata server would also tell, but only by a network call at start;
// the variables are enough and keep this a pure function (unit-tested in
// functions/test/unit/environment.test.ts). The deploy preflight refuses
// emulator variables besides (scripts/deploy/preflight.ts,
// docs/deploy.md).

/** Whether `env` (process.env) is the Firebase Emulator Suite's. */
export function isEmulatorEnvironment(env: Record<string, string | undefined>): boolean {
  if (env.K_CONFIGURATION) return false;
  return env.FUNCTIONS_EMULATOR === "true" && Boolean(env.FIREBASE_EMULATOR_HUB);
}
