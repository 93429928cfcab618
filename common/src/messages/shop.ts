// Arabic strings of the public shop (/buy-tickets): the events on sale, one
// event's tickets and the buyer's details, paying, and the order's private
// page with its tickets. Refusals of the purchase itself come from the
// function (functionErrors.ts). The cart's words are also the staff sale
// form's (sales.json): the shop keeps its own copy, so that its first files
// do not bring the whole sales section (docs/performance.md).
import { catalog } from "./compiled/ar/shop.js";
import { section } from "./i18n.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

export const shopMessages = section("shop", catalog, () => ({
  ticketCount,
  order: {
    get retry() {
      return ticketsMessages.load.retry;
    },
  },
}));

/** "دقيقة واحدة", "دقيقتان", "5 دقائق", "15 دقيقة": the counted noun agrees with the number. */
export const minuteCount = shopMessages.minuteCount;
