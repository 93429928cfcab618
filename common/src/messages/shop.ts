// Arabic strings of the public shop (/buy-tickets): the events on sale, one
// event's tickets and the buyer's details, paying, and the order's private
// page with its tickets. Refusals of the purchase itself come from the
// function (functionErrors.ts).
import { catalog } from "./compiled/ar/shop.js";
import { section } from "./i18n.js";
import { salesMessages } from "./sales.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

export const shopMessages = section("shop", catalog, () => ({
  get ticketsHeading() {
    return salesMessages.ticketsHeading;
  },
  get noTypesOnSale() {
    return salesMessages.noTypesOnSale;
  },
  get emptyCart() {
    return salesMessages.emptyCart;
  },
  get total() {
    return salesMessages.orderTotal;
  },
  ticketCount,
  get notEnoughTitle() {
    return salesMessages.notEnoughTitle;
  },
  order: {
    get retry() {
      return ticketsMessages.load.retry;
    },
  },
}));

/** "دقيقة واحدة", "دقيقتان", "5 دقائق", "15 دقيقة": the counted noun agrees with the number. */
export const minuteCount = shopMessages.minuteCount;
