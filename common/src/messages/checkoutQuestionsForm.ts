// The questions' form of a sale (web/src/components/CheckoutQuestions.tsx),
// in the shop's checkout and at the box office: its headings and choices.
// What an answer is told comes from checkoutQuestions.ts. A module of its
// own: the form is a chunk loaded only for an event with questions, and so
// are its words.
import { messages } from "./compiled/ar/checkoutQuestionsForm.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("checkoutQuestionsForm", messages);

export const checkoutQuestionsFormMessages = {
  get heading() {
    return t("heading");
  },
  /** Names a ticket's questions: its place in the order, as the answers' messages name it, and its type. */
  ticketHeading: (position: number, typeName: string) => t("ticketHeading", { position, typeName }),
  /** A choice's empty option in its list. */
  get choose() {
    return t("choose");
  },
} as const;
