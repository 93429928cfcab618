// Arabic strings of the organiser's display settings (common/src/locale.ts
// DisplaySettings): the /settings page's switch for the Hijri date and its
// choice of digits, and why setOrganiserSettings refuses either
// (docs/product.md § Languages, dates and digits).
import type { DigitStyle } from "../locale.js";
import { messages } from "./compiled/ar/displaySettings.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("displaySettings", messages);
export const displaySettingsMessages = {
  get heading() {
    return t("heading");
  },
  get hijri() {
    return t("hijri");
  },
  get hijriHelp() {
    return t("hijriHelp");
  },
  get digits() {
    return t("digits");
  },
  get digitsHelp() {
    return t("digitsHelp");
  },
  /** The label of the Hijri date where it has a field of its own (a wallet pass). */
  get hijriDate() {
    return t("hijriDate");
  },
  /** Each choice of digits, with its ten digits as a sample. */
  digitStyle: (style: DigitStyle) => t(`digitStyles.${style}`),
  errors: {
    get hijri() {
      return t("errors.hijri");
    },
    get digits() {
      return t("errors.digits");
    },
  },
};
