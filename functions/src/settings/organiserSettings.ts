// The organiser's settings (`settings/organiser`, common/src/organiserSettings.ts):
// read by every paid sale for the seller an invoice names. Read outside the
// sale's transaction and kept for a minute per instance: the settings change
// rarely, and a rush must not queue on one document (docs/capacity.md).
import { COLLECTIONS, ORGANISER_SETTINGS_ID, organiserSettingsSchema, parseDocument, type OrganiserSettingsDoc } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";

/** How long an instance trusts the settings it read: a change reaches new invoices within this. */
export const SETTINGS_CACHE_MS = 60_000;

let cached: { db: Firestore; at: number; settings: OrganiserSettingsDoc | null } | undefined;

export const organiserSettingsRef = (db: Firestore) => db.collection(COLLECTIONS.settings).doc(ORGANISER_SETTINGS_ID);

/** The settings, or null before the organiser saved any. */
export async function readOrganiserSettings(db: Firestore, now = Date.now()): Promise<OrganiserSettingsDoc | null> {
  if (cached && cached.db === db && now - cached.at < SETTINGS_CACHE_MS) return cached.settings;
  const snapshot = await organiserSettingsRef(db).get();
  const settings = snapshot.exists ? parseDocument(organiserSettingsSchema, snapshot.ref.path, snapshot.data()) : null;
  cached = { db, at: now, settings };
  return settings;
}

/** Forgets what was read: the instance that saved new settings issues with them at once. */
export function forgetOrganiserSettings(): void {
  cached = undefined;
}
