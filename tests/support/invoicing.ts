// The organiser's settings every test that issues invoices runs with: one
// fixed document, so test files running at once agree on it (the settings
// are one document for the whole project, common/src/organiserSettings.ts).
import { COLLECTIONS, ORGANISER_SETTINGS_ID, type OrganiserSettingsDoc } from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import { adminDb } from "./emulators";

export const TEST_ORGANISER = {
  legalName: "شركة بوابة للفعاليات",
  legalNameEn: "Bawwaba Events Co.",
  vatNumber: "310122393500003",
  address: "الرياض، حي العليا، طريق الملك فهد",
  country: "SA",
  currency: "SAR",
  vatRate: 1500,
  invoicing: true,
} as const satisfies Partial<OrganiserSettingsDoc>;

/** Writes TEST_ORGANISER as the organiser's settings (the same every time). */
export async function useTestOrganiser(): Promise<void> {
  await adminDb
    .collection(COLLECTIONS.settings)
    .doc(ORGANISER_SETTINGS_ID)
    .set({ ...TEST_ORGANISER, updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1)), updatedBy: "tests" });
}
