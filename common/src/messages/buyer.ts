// Arabic strings of the buyer's own account: the phone step of the checkout
// (a one-time code to the buyer's phone), and `/my-tickets`, every order of
// that phone on any device. A module of its own, outside `arPublic`: only
// the chunks that sign a buyer in import it, so the shop's first download
// does not grow (docs/product.md §5).
import { catalog } from "./compiled/ar/buyer.js";
import { section } from "./i18n.js";

export const buyerMessages = section("buyer", catalog);
