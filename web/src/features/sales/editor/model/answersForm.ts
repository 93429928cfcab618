// The correction of answers as a form (the answers dialog's chunk): one field
// per question of the scope, filled with the answers as stored, all checked
// as correctAnswers checks them (checkAnswerSet), so a mistake shows beside
// its field in the function's words; and what is sent is what the function
// keeps (cleaned text, numbers as numbers, yes/no as booleans).
import { checkAnswerSet, type Answers, type CheckoutQuestion, type StoredAnswer } from "@bawwaba/common";
import { answerOfField, fieldValueOf } from "../../../../lib/questionFieldValue";
import { parseReason } from "./correctionForms";

/** Each question's field as typed, by question id: a yes/no question's is "yes", "no" or "" (no answer). */
export type AnswersDraft = Record<string, string>;

/** The form filled with the stored answers (a question not answered: empty). */
export function answersDraft(questions: readonly CheckoutQuestion[], stored: readonly StoredAnswer[]): AnswersDraft {
  return Object.fromEntries(
    questions.map((question) => [question.id, fieldValueOf(question, stored.find((answer) => answer.questionId === question.id)?.value)]),
  );
}

export type ParsedAnswersCorrection =
  | { ok: true; answers: Answers; reason: string }
  | { ok: false; errors: Record<string, string>; reasonError?: string };

/** The corrected answers as correctAnswers will store them, or each field's error (by question id) and the reason's. */
export function parseAnswersCorrection(questions: readonly CheckoutQuestion[], draft: AnswersDraft, reason: string): ParsedAnswersCorrection {
  const raw = Object.fromEntries(questions.map((question) => [question.id, answerOfField(question, draft[question.id] ?? "")]));
  const { answers, problems } = checkAnswerSet(questions, raw);
  // Every field is one of the questions: each problem names its question.
  const errors: Record<string, string> = {};
  for (const problem of problems) if (problem.questionId) errors[problem.questionId] ??= problem.message;
  const parsedReason = parseReason(reason);
  if (Object.keys(errors).length > 0 || !parsedReason.ok) {
    return { ok: false, errors, ...(parsedReason.ok ? {} : { reasonError: parsedReason.error }) };
  }
  return { ok: true, answers, reason: parsedReason.reason };
}

/** Whether storing `answers` would change what is stored: an answer added, changed or taken away. */
export function changesAnswers(stored: readonly StoredAnswer[], answers: Answers): boolean {
  const ids = Object.keys(answers);
  return ids.length !== stored.length || stored.some((answer) => !Object.hasOwn(answers, answer.questionId) || answers[answer.questionId] !== answer.value);
}

/** Stored answers to questions the scope no longer asks: a correction drops them (it stores the current questions' answers only). */
export function droppedAnswers(questions: readonly CheckoutQuestion[], stored: readonly StoredAnswer[]): StoredAnswer[] {
  return stored.filter((answer) => !questions.some((question) => question.id === answer.questionId));
}
