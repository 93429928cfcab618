// Promo and access codes (common/src/promoCodes.ts): why a code is refused,
// what its creation asks for. The functions answer with these; the shop's
// code field and the organiser's codes dialog show them. `manager` is the
// dialog's own words (web/src/features/events/promoCodes), which only it loads.
import { catalog } from "./compiled/ar/promoCodes.js";
import { section } from "./i18n.js";
import { promoCodeEntryMessages } from "./promoCodeEntry.js";

export const promoCodeMessages = section("promoCodes", catalog, () => ({
  input: {
    /** The same words as a sale's code field (promoCodeEntry.ts). */
    get code() {
      return promoCodeEntryMessages.invalidCode;
    },
  },
}));
