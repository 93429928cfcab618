// Strings of the offer of the English page to a first visit whose browser
// prefers English (docs/product.md § Languages, dates and digits), shown in
// English. A section of its own, which only the offer's chunk imports
// (web/src/app/EnglishOffer.tsx): no page's first files bring its words.
import { catalog } from "./compiled/ar/englishOffer.js";
import { section } from "./i18n.js";

export const englishOfferMessages = section("englishOffer", catalog);
