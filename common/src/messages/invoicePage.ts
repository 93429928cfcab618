// Arabic strings of an order's public invoice page (/invoice, invoiceLink.ts):
// the simplified tax invoice, its credit notes and the order's money, on
// screen and printed; and the confirmation e-mail's line that links to it.
// The page's own chunk imports them, so the shop downloads none.
import { catalog } from "./compiled/ar/invoicePage.js";
import { section } from "./i18n.js";

export const invoicePageMessages = section("invoicePage", catalog);
