// Strings of the public bar's switch to the page in the other language
// (docs/product.md § Languages, dates and digits), named in that language
// («English», «العربية»). The offer of English to a first visit has its own
// section (englishOffer.ts), loaded only when it is offered.
import { catalog } from "./compiled/ar/languageChoice.js";
import { section } from "./i18n.js";

export const languageChoiceMessages = section("languageChoice", catalog);
