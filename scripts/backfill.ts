// Stores on data written before them what later versions derive: order
// references (scripts/lib/backfillOrderReferences.ts), then the tickets'
// gate codes, name search fields and order references
// (scripts/lib/backfillTicketFields.ts). On the project of the credentials
// in use: `GOOGLE_CLOUD_PROJECT=<id> npx tsx scripts/backfill.ts` after a
// deploy that brought such a field (docs/deploy.md), or against the
// emulators with FIRESTORE_EMULATOR_HOST set. `npm start` runs it on saved
// demo data by itself.
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { backfillOrderReferences } from "./lib/backfillOrderReferences";
import { backfillTicketFields } from "./lib/backfillTicketFields";

const db = getFirestore(initializeApp());
console.log(`References given to ${await backfillOrderReferences(db)} orders.`);
console.log(`Gate codes, name search and references stored on ${await backfillTicketFields(db)} tickets.`);
