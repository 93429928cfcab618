// Saving the organiser's settings (setOrganiserSettings, docs/contracts.md):
// the whole document at once, so a field left blank (the English name, the
// VAT number while invoicing is off, the logo) is removed rather than kept
// from before. Other instances keep what they read for a few seconds
// (organiserSettings.ts); this one forgets it, so its next invoice names the
// seller as saved here. The display settings (Hijri date, digits) are always
// written: the input gives their defaults when a caller left them out.
import type { setOrganiserSettingsInput } from "@bawwaba/common";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import type { z } from "zod/mini";
import { forgetOrganiserSettings, organiserSettingsRef } from "./organiserSettings.js";

export async function saveOrganiserSettings(
  db: Firestore,
  uid: string,
  settings: z.output<typeof setOrganiserSettingsInput>,
): Promise<{ ok: true }> {
  // Blank optional fields are undefined: left out, as the Admin SDK is set to (functions/src/admin.ts).
  await organiserSettingsRef(db).set({
    legalName: settings.legalName,
    legalNameEn: settings.legalNameEn,
    vatNumber: settings.vatNumber,
    address: settings.address,
    country: settings.country,
    currency: settings.currency,
    vatRate: settings.vatRate,
    invoicing: settings.invoicing,
    logo: settings.logo,
    digits: settings.digits,
    hijri: settings.hijri,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: uid,
  });
  forgetOrganiserSettings(db);
  return { ok: true };
}
