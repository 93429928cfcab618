// Arabic strings of the public shop's list (/buy-tickets): the events on
// sale, their availability, the page's title over an order, and the device's
// recent orders. An event's checkout has its own section (shopCheckout.ts),
// an order's page its own (orderPage.ts): their chunks import them, so the
// list's first files carry neither (docs/performance.md § Chunk splitting).
// Refusals of the purchase itself come from the function (functionErrors.ts).
import { catalog } from "./compiled/ar/shop.js";
import { section } from "./i18n.js";

export const shopMessages = section("shop", catalog);
