// The waiting list's words a page shows before its own chunk loads: the
// sold-out type's button in the shop's checkout, the organiser's action
// beside an event and the event form's check of the offer's minutes (the
// events pages check drafts with eventForm.ts). A module of its own,
// importing nothing, so that no page downloads the rest (waitingList.ts)
// until it is opened.
import { messages } from "./compiled/ar/waitingListEntry.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("waitingListEntry", messages);
export const waitingListEntryMessages = {
  /** In place of a sold-out type's quantity stepper. */
  get notifyMe() {
    return t("notifyMe");
  },
  notifyMeLabel: (typeName: string) => t("notifyMeLabel", { typeName }),
  /** A sold-out type whose list the organiser paused. */
  get paused() {
    return t("paused");
  },
  /** The events manager's action that opens an event's lists. */
  get managerAction() {
    return t("managerAction");
  },
  /** The event's `waitingListOfferMinutes` refused by the event form (eventForm.ts; the rules refuse it too). */
  get offerMinutes() {
    return t("offerMinutes");
  },
} as const;
