// Arabic strings of the ticket pages (/ticket/:id, /qr-codes,
// /qasr-assign-ticket, /super-admin-bulk-tickets), the printed tickets and the
// shared words of the WhatsApp messages (whatsApp.ts). Numbers use Latin digits, like formatMoney.
import { catalog } from "./compiled/ar/tickets.js";
import { section } from "./i18n.js";

export const ticketsMessages = section("tickets", catalog, (t) => ({
  print: {
    count: (count: number) => t("ticketCount", { count }),
  },
  details: {
    generation: (generation: number) => t("details.generation", { generation, version: generation + 1 }),
  },
  bulk: {
    /** Column headers of the job's file: its tickets' codes, for printing. */
    get csvHeader() {
      return ["serial", "ticketId", "code", "event", "type", "label"].map((field) => t(`fields.${field}`));
    },
  },
}));

/** "تذكرة واحدة", "تذكرتان", "5 تذاكر", "11 تذكرة", "103 تذاكر": the counted noun agrees with the number. */
export const ticketCount = ticketsMessages.ticketCount;
