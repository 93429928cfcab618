// Codes in a sale before the code field is opened (web/src/components/PromoCodeEntry.tsx,
// TicketLine.tsx), and the refusal of a code that cannot be one (the sales'
// schemas, callables.ts). A module of its own, importing nothing: the box
// office's and the shop's first download carry these strings only, not the
// field's words (promoCodeField.ts), and pages that load the other input
// messages (functionErrors.ts) do not carry them.
import { messages } from "./compiled/ar/promoCodeEntry.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("promoCodeEntry", messages);
/**
 * What a sale shows of codes before the field is opened: the way to it, and
 * a price a code struck through. Apart from the field's words, which load
 * with the field, and from arPublic, which every page loads.
 */
export const promoCodeEntryMessages = {
  get haveCode() {
    return t("haveCode");
  },
  /** A typed code that cannot be one (callables.ts promoCodeText; the organiser's form too). */
  get invalidCode() {
    return t("invalidCode");
  },
  /** Read out for a price struck through by a promo code. */
  priceBefore: (price: string) => t("priceBefore", { price }),
} as const;
