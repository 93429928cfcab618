// The public page of an online order's tax invoice and credit notes
// (getOrderInvoices): the order's private link (orderLink.ts) on its own
// path, with the same query and fragment, so the access token stays in the
// fragment and never reaches a server log or a Referer header. A module of
// its own: the shop's first view imports orderLink.ts and needs none of this.
import { orderLinkPath, SHOP_PATH, type OrderLink } from "./orderLink.js";

/** The invoice page's path (web/src/auth/access.ts ROUTES.invoice, checked by a unit test). */
export const INVOICE_PATH = "/invoice";

/** The invoice page of an order, relative to the app's origin: `/invoice?order=<id>#token=<token>`. */
export function invoiceLinkPath(link: OrderLink): string {
  // The order link's own query and fragment, so the page reads them with parseOrderLink.
  return `${INVOICE_PATH}${orderLinkPath(link).slice(SHOP_PATH.length)}`;
}
