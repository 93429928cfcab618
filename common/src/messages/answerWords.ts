// How a yes/no answer to a question at checkout reads (checkoutQuestionBasics.ts
// answerText): a module of its own, so the pages that show answers carry these
// two words, not the answers' refusals.
import { messages } from "./compiled/ar/answerWords.js";
import { arabicSection } from "./i18n.js";

const t = arabicSection("answerWords", messages);
export const answerWords = {
  get yes() {
    return t("yes");
  },
  get no() {
    return t("no");
  },
} as const;
