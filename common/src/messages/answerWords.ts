// How a yes/no answer to a question at checkout reads (checkoutQuestionBasics.ts
// answerText): a module of its own, so the pages that show answers carry these
// two words, not the answers' refusals.
import { catalog } from "./compiled/ar/answerWords.js";
import { section } from "./i18n.js";

export const answerWords = section("answerWords", catalog);
