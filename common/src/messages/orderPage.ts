// Arabic strings of what the order's private page offers once paid (a map of
// the venue, a calendar file, wallet passes, sharing, the tax invoice): that page's own chunk imports them,
// so the shop's first download does not. The rest of the page's words are
// the shop's (shop.ts `order`).
import { messages } from "./compiled/ar/orderPage.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("orderPage", messages);
export const orderPageMessages = {
  venueOnMap: (venue: string) => t("venueOnMap", { venue }),
  get addToCalendar() {
    return t("addToCalendar");
  },
  get calendarFailed() {
    return t("calendarFailed");
  },
  /** The calendar entry's description: the reference, and where the tickets are. */
  calendarNote: (reference: string | undefined) => t("calendarNote", { reference: reference ?? "", hasReference: reference ? "yes" : "no" }),
  get share() {
    return t("share");
  },
  /** The link to the order's tax invoice (its page's heading: invoicePage.ts). */
  get invoice() {
    return t("invoice");
  },
  /** A ticket's wallet buttons (docs/product.md "Wallet passes"); `ticket` names it for screen readers ("التذكرة 1 من 2"). */
  get appleWallet() {
    return t("appleWallet");
  },
  appleWalletFor: (ticket: string) => t("appleWalletFor", { ticket }),
  get googleWallet() {
    return t("googleWallet");
  },
  googleWalletFor: (ticket: string) => t("googleWalletFor", { ticket }),
} as const;
