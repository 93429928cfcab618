// An answer as its field holds it (components/QuestionField.tsx): text, whatever
// the question's kind, a yes/no's buttons "yes" or "no" ("" while neither is
// chosen). The shop's and the box office's drafts keep yes/no as booleans
// (answersDraft.ts RawAnswer), the sales editor's correction keeps the
// fields' text and stores booleans (its model/answersForm.ts): both turn
// answers into fields and back with these two. Imported by the lazily loaded
// forms only, not by the pages' first download.
import type { AnswerValue, CheckoutQuestion } from "@bawwaba/common";
import type { RawAnswer } from "./answersDraft";

/** The values of a yes/no's two buttons. */
export const YES_FIELD = "yes";
export const NO_FIELD = "no";

/** What a question's field shows of an answer: a yes/no's as "yes" or "no", a number as its digits, no answer as "". */
export function fieldValueOf(question: Pick<CheckoutQuestion, "kind">, answer: AnswerValue | undefined): string {
  if (question.kind === "yesNo") return answer === true ? YES_FIELD : answer === false ? NO_FIELD : "";
  return answer === undefined || typeof answer === "boolean" ? "" : String(answer);
}

/** The answer a question's field holds: a yes/no's as a boolean (undefined while neither is chosen), any other as typed. */
export function answerOfField(question: Pick<CheckoutQuestion, "kind">, field: string): RawAnswer | undefined {
  if (question.kind !== "yesNo") return field;
  return field === YES_FIELD ? true : field === NO_FIELD ? false : undefined;
}
