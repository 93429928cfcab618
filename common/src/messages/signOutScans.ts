// Arabic strings of signing out with the scanner's scans of this account not
// sent yet (web/src/features/checkin/components/UnsentScansDialog.tsx, shown
// by the staff bar, web/src/app/useStaffSignOut.ts). A module of its own, outside `checkinMessages`: only the
// dialog's chunk, loaded when a sign-out needs it, imports it, so the scanner
// page's first download does not carry these words (its budget:
// tests/browser/bundleBudget.test.ts). Counts come as figures after the noun
// ("…: 3"): the words need no agreement with the number, nor checkin.ts's
// scanCount.
import { catalog } from "./compiled/ar/signOutScans.js";
import { section } from "./i18n.js";

export const signOutScansMessages = section("signOutScans", catalog);
