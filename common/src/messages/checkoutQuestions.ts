// Questions at checkout (common/src/checkoutQuestions.ts): what a buyer or a
// seller is told of an answer, by the shop, the box office and the functions
// alike. A module of its own, importing nothing: only the pages that ask
// questions load it (docs/performance.md, page budgets).
import { catalog } from "./compiled/ar/checkoutQuestions.js";
import { section } from "./i18n.js";

export const checkoutQuestionMessages = section("checkoutQuestions", catalog);
