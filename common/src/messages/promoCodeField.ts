// The code field of the shop's checkout (and the box office's): typing a
// promo or access code, what it did, taking it off. Its own module: the
// field is a chunk loaded when the buyer asks for it, and so are its words.
// Refusals of a code come from the functions (promoCodes.ts `errors`).
import { catalog } from "./compiled/ar/promoCodeField.js";
import { section } from "./i18n.js";

export const promoCodeFieldMessages = section("promoCodeField", catalog);
