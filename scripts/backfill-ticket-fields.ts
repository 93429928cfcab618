// Stores the gate code and the holder's search fields on tickets written
// before them (scripts/lib/backfillTicketFields.ts), on the project of the
// credentials in use: `GOOGLE_CLOUD_PROJECT=<id> npx tsx
// scripts/backfill-ticket-fields.ts` after a deploy that brought such a field
// (docs/deploy.md), or against the emulators with FIRESTORE_EMULATOR_HOST
// set. `npm start` runs it on saved demo data by itself.
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { backfillTicketFields } from "./lib/backfillTicketFields";

const db = getFirestore(initializeApp());
const written = await backfillTicketFields(db);
console.log(`Search fields stored on ${written} tickets.`);
