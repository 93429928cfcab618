// Strings of the public pages' language choice (docs/product.md § Languages,
// dates and digits): the switch to the page in the other language, named in
// that language («English», «العربية»), and the offer of the English page to
// a first visit whose browser prefers English, which is shown in English.
import { catalog } from "./compiled/ar/languageChoice.js";
import { section } from "./i18n.js";

export const languageChoiceMessages = section("languageChoice", catalog);
