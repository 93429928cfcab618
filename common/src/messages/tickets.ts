// A ticket's words wherever it shows: its fields and statuses, the printed
// tickets, loading them, and the shared words of the WhatsApp messages
// (whatsApp.ts). The staff's ticket pages have theirs in ticketPages.ts.
import { catalog } from "./compiled/ar/tickets.js";
import { section } from "./i18n.js";

export const ticketsMessages = section("tickets", catalog, (t) => ({
  print: {
    count: (count: number) => t("ticketCount", { count }),
  },
}));

/** "تذكرة واحدة", "تذكرتان", "5 تذاكر", "11 تذكرة", "103 تذاكر": the counted noun agrees with the number. */
export const ticketCount = ticketsMessages.ticketCount;
