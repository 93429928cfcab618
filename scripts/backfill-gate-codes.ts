// Stores the gate code on tickets written before gate codes existed
// (scripts/lib/backfillGateCodes.ts), on the project of the credentials in
// use: `GOOGLE_CLOUD_PROJECT=<id> npx tsx scripts/backfill-gate-codes.ts`
// after the deploy that brought gate codes (docs/deploy.md), or against the
// emulators with FIRESTORE_EMULATOR_HOST set. `npm start` runs it on saved
// demo data by itself.
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { backfillGateCodes } from "./lib/backfillGateCodes";

const db = getFirestore(initializeApp());
const written = await backfillGateCodes(db);
console.log(`Gate codes stored on ${written} tickets.`);
