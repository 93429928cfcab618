// Arabic strings of what the order's private page offers once paid (a map of
// the venue, a calendar file, wallet passes, sharing, the tax invoice): that page's own chunk imports them,
// so the shop's first download does not. The rest of the page's words are
// the shop's (shop.ts `order`).
import { catalog } from "./compiled/ar/orderPage.js";
import { section } from "./i18n.js";

export const orderPageMessages = section("orderPage", catalog, (t) => ({
  /** The calendar entry's description: the reference, and where the tickets are. */
  calendarNote: (reference: string | undefined) => t("calendarNote", { reference: reference ?? "", hasReference: reference ? "yes" : "no" }),
}));
