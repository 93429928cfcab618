// How a yes/no answer to a question at checkout reads (checkoutQuestionBasics.ts
// answerText): a module of its own, so the pages that show answers carry these
// two words, not the answers' refusals.
export const answerWords = {
  yes: "نعم",
  no: "لا",
} as const;
