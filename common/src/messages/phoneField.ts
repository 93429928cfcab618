// Arabic strings of the phone field (web/src/components/fields/PhoneField.tsx):
// a country picker beside the number, for the box office and the shop. A
// module of its own, outside `arPublic`: only the chunks that draw the field
// import it, so the shop's first download does not grow (docs/product.md §5).
import { messages } from "./compiled/ar/phoneField.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("phoneField", messages);
export const phoneFieldMessages = {
  /** The country picker's label: a number typed without its code is of this country. */
  get country() {
    return t("country");
  },
  /**
   * Names shorter than the browser's (Intl.DisplayNames) where its name is
   * too long for the picker's narrow box to show the calling code after it.
   */
  shortNames: {
    get SA() {
      return t("shortNames.SA");
    },
    get AE() {
      return t("shortNames.AE");
    },
  } as Readonly<Record<string, string>>,
  /** A number that is no phone number of the chosen country, nor a valid international one. */
  get invalid() {
    return t("invalid");
  },
} as const;
