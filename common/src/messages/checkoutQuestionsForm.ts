// The questions' form of a sale (web/src/components/CheckoutQuestions.tsx),
// in the shop's checkout and at the box office: its headings and choices.
// What an answer is told comes from checkoutQuestions.ts. A module of its
// own: the form is a chunk loaded only for an event with questions, and so
// are its words.
import { catalog } from "./compiled/ar/checkoutQuestionsForm.js";
import { section } from "./i18n.js";

export const checkoutQuestionsFormMessages = section("checkoutQuestionsForm", catalog);
