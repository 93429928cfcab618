// The waiting list of a sold-out ticket type (common/src/waitingListSchemas.ts):
// why a join, a leave, an offer or a purchase with an offer is refused, and
// the e-mail that carries an offer. The functions answer with these; the
// shop's "notify me" form (`shop`), the buyer's lists on /my-tickets
// (`myTickets`) and the organiser's lists (`manager`) show them. Each page
// loads these with a chunk of its own; the few words a page shows before
// (the sold-out type's button, the organiser's action) are in
// waitingListEntry.ts.
import { catalog } from "./compiled/ar/waitingList.js";
import { section } from "./i18n.js";

export const waitingListMessages = section("waitingList", catalog, (t) => ({
  /** The shop's "notify me" form for a sold-out type, and its checkout with an offer. */
  shop: {
    joinedNext: (byMail: boolean) => t("shop.joinedNext", { byMail: byMail ? "yes" : "no" }),
  },
}));
