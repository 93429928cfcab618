// Seeds the running emulators with the demo data (run by `npm start`).
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { waitForFunctionTriggers } from "./lib/functionsReady";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, seedDemoEvents, waitForDemoClaims } from "./demo/demoData";

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error("Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.");
  process.exit(1);
}

const app = initializeApp({ projectId: "demo-bawwaba" });
const db = getFirestore(app);
const auth = getAuth(app);

async function main() {
  // The claims mirror must be listening before the role documents are written.
  await waitForFunctionTriggers(["mirrorRoleToClaims", "applyRoleOnSignUp"]);
  await seedDemoEvents(db);
  await seedDemoAccounts(db, auth);
  if (!(await waitForDemoClaims(auth))) {
    throw new Error("The demo roles did not reach the accounts' claims: is the functions emulator running?");
  }
  console.log(`  Demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`    ${(account.role ?? "-").padEnd(12)} ${account.email}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
