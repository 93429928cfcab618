// The organiser's settings every test that issues invoices runs with: one
// fixed document, so test files running at once agree on it (the settings
// are one document for the whole project, common/src/organiserSettings.ts).
import { COLLECTIONS, ORGANISER_SETTINGS_ID } from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import { DEMO_ORGANISER } from "../../scripts/demo/demoData";
import { adminDb } from "./emulators";

/** The demo's organiser (a Saudi company invoicing at 15 %): the tests' too. */
export const TEST_ORGANISER = DEMO_ORGANISER;

/** Writes TEST_ORGANISER as the organiser's settings (the same every time). */
export async function useTestOrganiser(): Promise<void> {
  await adminDb
    .collection(COLLECTIONS.settings)
    .doc(ORGANISER_SETTINGS_ID)
    .set({ ...TEST_ORGANISER, updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 1)), updatedBy: "tests" });
}
