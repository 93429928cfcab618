// Arabic strings of an order's private page (/buy-tickets?order=): its
// status and summary, its private link, and what it offers once paid (a map
// of the venue, a calendar file, wallet passes, sharing, the tax invoice).
// That page's own chunk imports them, so the shop's first download does not;
// the buyer's orders (/my-tickets) show its statuses and summary.
import { catalog } from "./compiled/ar/orderPage.js";
import { section } from "./i18n.js";

export const orderPageMessages = section("orderPage", catalog, (t) => ({
  /** The calendar entry's description: the reference, and where the tickets are. */
  calendarNote: (reference: string | undefined) => t("calendarNote", { reference: reference ?? "", hasReference: reference ? "yes" : "no" }),
}));
