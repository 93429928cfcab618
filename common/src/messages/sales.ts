// Arabic strings of the box-office selling pages (/generate-tickets, the
// category pages, /qasr-ticket-creation): choosing the event, the tickets, the
// buyer and the payment, and the tickets issued. Refusals of the sale itself
// come from the function (functionErrors.ts).
import { messages } from "./compiled/ar/sales.js";
import { arabicSection } from "./i18n.js";
import { ticketCount, ticketsMessages } from "./tickets.js";

const t = arabicSection("sales", messages);

export const salesMessages = {
  get intro() {
    return t("intro");
  },
  get empty() {
    return t("empty");
  },

  get search() {
    return t("search");
  },
  get searchHint() {
    return t("searchHint");
  },
  noMatch: (query: string) => t("noMatch", { query }),
  get chooseEvent() {
    return t("chooseEvent");
  },
  get eventGone() {
    return t("eventGone");
  },
  get changeEvent() {
    return t("changeEvent");
  },

  get ticketsHeading() {
    return t("ticketsHeading");
  },
  /** What is left of a type, for the staff (the shop only says "few left"). */
  left: (count: number) => t("left", { count }),
  perOrderLimit: (limit: number) => t("perOrderLimit", { limit }),
  get increase() {
    return t("increase");
  },
  get decrease() {
    return t("decrease");
  },
  get noTypesOnSale() {
    return t("noTypesOnSale");
  },
  maxPerSale: (max: number) => t("maxPerSale", { max }),
  get fixQuantities() {
    return t("fixQuantities");
  },
  get orderTotal() {
    return t("orderTotal");
  },
  get emptyCart() {
    return t("emptyCart");
  },
  ticketCount,

  get buyerHeading() {
    return t("buyerHeading");
  },
  get buyerName() {
    return t("buyerName");
  },
  get buyerPhone() {
    return t("buyerPhone");
  },
  get buyerPhoneHint() {
    return t("buyerPhoneHint");
  },

  get paymentHeading() {
    return t("paymentHeading");
  },
  /** The same words as on the tickets and orders. */
  payment: ticketsMessages.payments,

  get issue() {
    return t("issue");
  },
  get issuing() {
    return t("issuing");
  },
  get notEnoughTitle() {
    return t("notEnoughTitle");
  },
  /** After a timeout or a lost connection the sale may have gone through. */
  get retrySameSale() {
    return t("retrySameSale");
  },

  get issuedHeading() {
    return t("issuedHeading");
  },
  orderId: (orderId: string) => t("orderId", { orderId }),
  issuedSummary: (count: number, total: string, payment: string) => t("issuedSummary", { count, total, payment }),
  ticketOf: (position: number, count: number) => t("ticketOf", { position, count }),
  get newSale() {
    return t("newSale");
  },
} as const;
