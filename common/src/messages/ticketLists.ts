// Lists of an event's tickets (/qr-codes, /qasr-assign-ticket) and the event
// and type picker of the staff's ticket pages.
import { catalog } from "./compiled/ar/ticketLists.js";
import { section } from "./i18n.js";

export const ticketListsMessages = section("ticketLists", catalog);
