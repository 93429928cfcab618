// Seeds the running emulators with the demo data (run by `npm start`): the
// accounts, the events and their history, once. A start with saved data
// (.emulator-data) finds the marker written last and changes nothing, so
// what was done in the app since (a role removed, an event edited) stays.
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { backfillOrderReferences } from "./lib/backfillOrderReferences";
import { backfillTicketFields } from "./lib/backfillTicketFields";
import { waitForFunctionTriggers } from "./lib/functionsReady";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, seedDemoEvents, seedDemoSettings, waitForDemoClaims } from "./demo/demoData";
import { DEMO_EXTRA_SELLERS, DEMO_SEEDED_MARKER, seedDemoHistory, TRY_EVENT_ID } from "./demo/demoHistory";

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error("Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.");
  process.exit(1);
}

const PROJECT_ID = "demo-bawwaba";
const app = initializeApp({ projectId: PROJECT_ID });
const db = getFirestore(app);
// The demo's history is written by the functions' own services, which leave
// optional fields undefined and rely on this setting, as their Admin SDK
// sets it (functions/src/admin.ts).
db.settings({ ignoreUndefinedProperties: true });
const auth = getAuth(app);
const seededMarker = db.collection(DEMO_SEEDED_MARKER.collection).doc(DEMO_SEEDED_MARKER.id);

async function main() {
  if ((await seededMarker.get()).exists) {
    console.log("  The demo data is there from an earlier start: kept as it is.");
    // Saved before references, gate codes or word search existed, its orders
    // get references and its tickets their gate codes (typed at the gate),
    // holders' search fields and orders' references.
    const referenced = await backfillOrderReferences(db);
    if (referenced > 0) console.log(`  References given to ${referenced} orders saved before them.`);
    const backfilled = await backfillTicketFields(db);
    if (backfilled > 0) console.log(`  Gate codes, name search and references stored on ${backfilled} tickets saved before them.`);
  } else {
    // The claims mirror must be listening before the role documents are written.
    await waitForFunctionTriggers(["mirrorRoleToClaims", "applyRoleOnSignUp"]);
    await seedDemoEvents(db);
    await seedDemoAccounts(db, auth);
    if (!(await waitForDemoClaims(auth))) {
      throw new Error("The demo roles did not reach the accounts' claims: is the functions emulator running?");
    }
    // Before the history's sales: each paid order is invoiced from the settings.
    await seedDemoSettings(db, auth);
    const started = Date.now();
    const history = await seedDemoHistory(db, auth, {
      functionsHost: process.env.FUNCTIONS_EMULATOR_HOST ?? "127.0.0.1:5001",
      projectId: PROJECT_ID,
    });
    await seededMarker.set({ at: Timestamp.now(), ...history });
    console.log(
      `  Demo history: ${history.tickets} tickets in ${history.orders} orders, ${history.checkIns} entries at the gates (${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
  }
  console.log(`  Demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
  for (const account of [...DEMO_ACCOUNTS, ...DEMO_EXTRA_SELLERS]) console.log(`    ${(account.role ?? "-").padEnd(12)} ${account.email}`);
  console.log(`  Tickets to try the scanner with: sign in as super_admin, open /qr-codes and choose the event «تجربة البوابة» (${TRY_EVENT_ID}).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
