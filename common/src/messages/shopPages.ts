// The shop's pages as a link shows them before it is opened
// (functions/src/catalogue/shopPage/: the title, description and link
// previews of `/buy-tickets` and of an event's checkout), never shown inside
// the app. An order's private page has the same words for every order, none
// of the buyer's.
import { catalog } from "./compiled/ar/shopPages.js";
import { section } from "./i18n.js";

export const shopPagesMessages = section("shopPages", catalog, (t) => ({
  /** "الخميس، 31 ديسمبر 2026 في 8:00 م · ملعب الملك فهد · ابتداءً من 50 ر.س." */
  eventDescription: (date: string, venue: string, fromPrice: string | undefined) =>
    t("eventDescription", { date, venue, fromPrice: fromPrice ?? "", hasPrice: fromPrice === undefined ? "no" : "yes" }),
}));
