// Questions at checkout (common/src/checkoutQuestions.ts): what a buyer or a
// seller is told of an answer, by the shop, the box office and the functions
// alike. A module of its own, importing nothing: only the pages that ask
// questions load it (docs/performance.md, page budgets).
import { messages } from "./compiled/ar/checkoutQuestions.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("checkoutQuestions", messages);

export const checkoutQuestionMessages = {
  /** A required question left empty. */
  required: (label: string) => t("required", { label }),
  /** Longer than the question's kind allows. */
  tooLong: (label: string, max: number) => t("tooLong", { label, max }),
  /** An answer to a choice that is not one of its options. */
  notOffered: (label: string) => t("notOffered", { label }),
  /** A yes/no question answered with anything else. */
  notYesNo: (label: string) => t("notYesNo", { label }),
  notNumber: (label: string) => t("notNumber", { label }),
  belowMinimum: (label: string, min: number) => t("belowMinimum", { label, min }),
  aboveMaximum: (label: string, max: number) => t("aboveMaximum", { label, max }),
  notDate: (label: string) => t("notDate", { label }),
  /** An answer for no question of the order (a stale form, or a forged request). */
  get unknownQuestion() {
    return t("unknownQuestion");
  },
  /** Per-ticket answers that do not match the order's tickets one for one. */
  get ticketCount() {
    return t("ticketCount");
  },
  /** A per-ticket problem, named by the ticket's place in the order. */
  forTicket: (position: number, typeName: string, message: string) => t("forTicket", { position, typeName, message }),
} as const;
