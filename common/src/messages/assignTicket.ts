// Assigning a ticket to its holder (/qasr-assign-ticket).
import { catalog } from "./compiled/ar/assignTicket.js";
import { section } from "./i18n.js";

export const assignTicketMessages = section("assignTicket", catalog);
