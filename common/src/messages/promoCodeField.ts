// The code field of the shop's checkout (and the box office's): typing a
// promo or access code, what it did, taking it off. Its own module: the
// field is a chunk loaded when the buyer asks for it, and so are its words.
// Refusals of a code come from the functions (promoCodes.ts `errors`).
import { messages } from "./compiled/ar/promoCodeField.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("promoCodeField", messages);

export const promoCodeFieldMessages = {
  get label() {
    return t("label");
  },
  get apply() {
    return t("apply");
  },
  get applying() {
    return t("applying");
  },
  get empty() {
    return t("empty");
  },
  get verifyFirst() {
    return t("verifyFirst");
  },
  /** Followed by the code, left to right. */
  get applied() {
    return t("applied");
  },
  get discounted() {
    return t("discounted");
  },
  unlocked: (names: string) => t("unlocked", { names }),
  perOrderLimit: (limit: number) => t("perOrderLimit", { limit }),
  get remove() {
    return t("remove");
  },
} as const;
