// A ticket's and its order's details as the staff's pages show them
// (/ticket/:id, the sales editor, the tickets table, the dashboard), and its
// history. The staff's other ticket pages have their own sections
// (ticketLists.ts, assignTicket.ts, bulkTickets.ts), so that each page
// downloads only its words, and the public none of them.
import { catalog } from "./compiled/ar/ticketPages.js";
import { section } from "./i18n.js";

export const ticketPagesMessages = section("ticketPages", catalog, (t) => ({
  details: {
    generation: (generation: number) => t("details.generation", { generation, version: generation + 1 }),
  },
}));
