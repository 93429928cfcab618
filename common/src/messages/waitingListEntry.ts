// The waiting list's words a page shows before its own chunk loads: the
// sold-out type's button in the shop's checkout, the organiser's action
// beside an event and the event form's check of the offer's minutes (the
// events pages check drafts with eventForm.ts). A module of its own,
// importing nothing, so that no page downloads the rest (waitingList.ts)
// until it is opened.
import { catalog } from "./compiled/ar/waitingListEntry.js";
import { section } from "./i18n.js";

export const waitingListEntryMessages = section("waitingListEntry", catalog);
