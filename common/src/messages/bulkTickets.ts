// Issuing tickets in bulk and printing them (/super-admin-bulk-tickets).
import { catalog } from "./compiled/ar/bulkTickets.js";
import { section } from "./i18n.js";
import { ticketsMessages } from "./tickets.js";

export const bulkTicketsMessages = section("bulkTickets", catalog, () => ({
  bulk: {
    /** Column headers of the job's file: its tickets' codes, for printing. */
    get csvHeader() {
      const { fields } = ticketsMessages;
      return [fields.serial, fields.ticketId, fields.code, fields.event, fields.type, fields.label];
    },
  },
}));
