// Arabic strings of the box-office selling pages (/generate-tickets, the
// category pages, /qasr-ticket-creation): choosing the event, the tickets, the
// buyer and the payment, and the tickets issued. Refusals of the sale itself
// come from the function (functionErrors.ts).
import { catalog } from "./compiled/ar/sales.js";
import { section } from "./i18n.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

export const salesMessages = section("sales", catalog, () => ({
  ticketCount,
  /** The same words as on the tickets and orders. */
  get payment() {
    return ticketsMessages.payments;
  },
}));
