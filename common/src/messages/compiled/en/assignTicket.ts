// Compiled from catalogs/en/assignTicket.json by scripts/messages.mjs: edit the catalog, not this file.
import type { Words } from "../../words.js";

/** The section's messages in the order of its Arabic catalog's (words.ts). */
export const words: Words = JSON.parse("[\"Choose a ticket for a Qasr event, then enter the guest's name. Every assignment is recorded in the ticket's history.\",\"Search by ticket number or holder name\",\"No loaded ticket matches your search. Load more or change the search.\",\"Select\",\"Selected ticket\",\"Holder already checked in\",\"Void\",\"Guest name\",\"Guest phone (optional)\",\"Issue a new code (the old code will be refused at the gate)\",\"Assign ticket\",\"Assigning…\",[\"Ticket assigned to “\",[\"name\"],\"”.\"],\"A new code was issued for this ticket; the old code is no longer valid. Send the new code to the guest.\",\"View ticket and history\",\"No Qasr events have issued tickets yet.\"]");
