// The English words of events and ticket types (localizedText.ts): the event
// form's optional "in English" fields, and the refusal of a purchase or a
// waiting-list join naming a language the product does not speak
// (callables.ts `buyerLanguage`).
import { messages } from "./compiled/ar/englishContent.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("englishContent", messages);

export const englishContentMessages = {
  /** The event form's section (web/src/features/events/components/EnglishFields.tsx) and the ticket type's field. */
  form: {
    get heading() {
      return t("form.heading");
    },
    get hint() {
      return t("form.hint");
    },
    get titleEn() {
      return t("form.titleEn");
    },
    get descriptionEn() {
      return t("form.descriptionEn");
    },
    get venueEn() {
      return t("form.venueEn");
    },
    get nameEn() {
      return t("form.nameEn");
    },
  },
  /** A purchase or a join whose `language` is neither "ar" nor "en". */
  get languageInvalid() {
    return t("languageInvalid");
  },
} as const;
