// The English words of events and ticket types (localizedText.ts): the event
// form's optional "in English" fields, and the refusal of a purchase or a
// waiting-list join naming a language the product does not speak
// (callables.ts `buyerLanguage`).
import { catalog } from "./compiled/ar/englishContent.js";
import { section } from "./i18n.js";

export const englishContentMessages = section("englishContent", catalog);
