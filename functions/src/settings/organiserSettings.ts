// The organiser's settings (`settings/organiser`, common/src/organiserSettings.ts):
// read by every paid sale for the seller its invoice names, outside the
// sale's transaction, so that a rush's transactions do not lock it
// (docs/capacity.md "Invoices": reads of one document scale; only writes
// queue). Saved settings are kept for a few seconds per instance: a rush of
// 50 sales a second reads them once in that time instead of 50 times a
// second, and a change reaches new invoices within it. Absent settings are
// read again each time, so the first save takes effect at once.
import {
  COLLECTIONS,
  displaySettingsOf,
  ORGANISER_SETTINGS_ID,
  organiserSettingsSchema,
  parseDocument,
  type DisplaySettings,
  type OrganiserSettingsDoc,
} from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";

/** How long an instance keeps the settings it read. */
export const SETTINGS_KEPT_MS = 5_000;

const kept = new WeakMap<Firestore, { at: number; settings: OrganiserSettingsDoc }>();

export const organiserSettingsRef = (db: Firestore) => db.collection(COLLECTIONS.settings).doc(ORGANISER_SETTINGS_ID);

/** The settings, or null before the organiser saved any. */
export async function readOrganiserSettings(db: Firestore, now = Date.now()): Promise<OrganiserSettingsDoc | null> {
  const known = kept.get(db);
  if (known && now - known.at < SETTINGS_KEPT_MS) return known.settings;
  const snapshot = await organiserSettingsRef(db).get();
  if (!snapshot.exists) return null;
  const settings = parseDocument(organiserSettingsSchema, snapshot.ref.path, snapshot.data());
  kept.set(db, { at: now, settings });
  return settings;
}

/** Forgets what this instance kept: the instance that saved new settings issues with them at once. */
export function forgetOrganiserSettings(db: Firestore): void {
  kept.delete(db);
}

/**
 * What the public's pages and messages show dates and numbers with (the
 * Hijri date, the digits): the only part of the settings the public gets
 * (docs/security.md), the defaults where none were saved. Kept as the
 * settings are, so a crowd of orders reads them once in that time.
 */
export async function readDisplaySettings(db: Firestore, now = Date.now()): Promise<DisplaySettings> {
  return displaySettingsOf(await readOrganiserSettings(db, now));
}
