// Arabic strings of the organiser's display settings (common/src/locale.ts
// DisplaySettings): the /settings page's switch for the Hijri date and its
// choice of digits (`digitStyles`, by DigitStyle), the Hijri date's label
// where it has a field of its own (a wallet pass), and why
// setOrganiserSettings refuses either (docs/product.md § Languages, dates and digits).
import { catalog } from "./compiled/ar/displaySettings.js";
import { section } from "./i18n.js";

export const displaySettingsMessages = section("displaySettings", catalog);
