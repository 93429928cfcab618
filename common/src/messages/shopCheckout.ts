// Arabic strings of an event's checkout in the public shop (/buy-tickets?event=):
// its tickets and cart, the buyer's details, paying. The checkout's chunk
// imports them, so the shop's list does not download them (shop.ts). The
// cart's words are also the staff sale form's (sales.json): the checkout
// keeps its own copy, so that it does not bring the whole sales section.
import { catalog } from "./compiled/ar/shopCheckout.js";
import { section } from "./i18n.js";
import { ticketCount } from "./tickets.js";

export const shopCheckoutMessages = section("shopCheckout", catalog, () => ({ ticketCount }));
