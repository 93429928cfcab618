// Arabic strings the box office's own pages add to the selling words
// (sales.ts, shared with the shop): the seller's recent sales and a sale
// opened again. Staff pages only, so the shop does not download them.
import { messages } from "./compiled/ar/boxOffice.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("boxOffice", messages);

export const boxOfficeMessages = {
  get recentSales() {
    return t("recentSales");
  },
  /** A hidden type's mark (sold only with a code naming it, or by staff), beside the public ones. */
  get invitationOnly() {
    return t("invitationOnly");
  },
  get today() {
    return t("today");
  },
  get lastWeek() {
    return t("lastWeek");
  },
  get noSales() {
    return t("noSales");
  },
  get loadFailed() {
    return t("loadFailed");
  },
  /** One sale in the list: when, its reference, the event, how many tickets, the total. */
  saleLine: (time: string, eventTitle: string, count: number, total: string) => t("saleLine", { time, eventTitle, count, total }),
  openSale: (reference: string) => t("openSale", { reference }),
  get saleNotFound() {
    return t("saleNotFound");
  },
  get saleLoadFailed() {
    return t("saleLoadFailed");
  },
} as const;
