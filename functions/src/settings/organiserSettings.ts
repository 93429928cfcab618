// The organiser's settings (`settings/organiser`, common/src/organiserSettings.ts):
// read by every paid sale for the seller its invoice names, outside the
// sale's transaction, so that a rush's transactions do not lock it
// (docs/capacity.md "Invoices": reads of one document scale; only writes queue).
import { COLLECTIONS, ORGANISER_SETTINGS_ID, organiserSettingsSchema, parseDocument, type OrganiserSettingsDoc } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";

export const organiserSettingsRef = (db: Firestore) => db.collection(COLLECTIONS.settings).doc(ORGANISER_SETTINGS_ID);

/** The settings, or null before the organiser saved any. */
export async function readOrganiserSettings(db: Firestore): Promise<OrganiserSettingsDoc | null> {
  const snapshot = await organiserSettingsRef(db).get();
  return snapshot.exists ? parseDocument(organiserSettingsSchema, snapshot.ref.path, snapshot.data()) : null;
}
