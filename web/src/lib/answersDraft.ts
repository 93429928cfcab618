// A sale's answers to the event's questions as typed (docs/product.md
// "Questions at checkout"), kept in the shop's and the box office's drafts,
// and where their messages go. What the pages load at first: the form
// (components/CheckoutQuestions.tsx) and the check (lib/saleAnswers.ts) are
// chunks of their own.
import { isRecord } from "./storedValue";

/** An answer as typed: text (a number or a date as typed too), or yes / no. */
export type RawAnswer = string | boolean;

/**
 * The answers typed so far: the order's, and each ticket's by its type and
 * its place among that type's tickets (the 1st, 2nd… «بالغ»), so that
 * changing another type's quantity leaves them where they were, and taking a
 * ticket off and back brings its answers back.
 */
export interface AnswersDraft {
  order: Record<string, RawAnswer>;
  byType: Record<string, Record<string, RawAnswer>[]>;
}

export const emptyAnswers: AnswersDraft = { order: {}, byType: {} };

/** A sale's line as the questions see it (lib/cart.ts SaleLine is one): its type, whose name heads its tickets' questions, and how many. */
export interface QuestionLine {
  type: { id: string; name: string };
  quantity: number;
}

/** Where a question's message goes in a form's errors: the order's, or a ticket's by its place in the sale (from 0, ticketsOfSale's order). */
export type AnswerField = `answers.${string}`;

export const answerField = (questionId: string, ticket?: number): AnswerField =>
  ticket === undefined ? `answers.order.${questionId}` : `answers.${ticket}.${questionId}`;

const isAnswerField = (key: string): key is AnswerField => key.startsWith("answers.");

/** The answers' messages among a form's errors: a ticket's place changes with the quantities, so they go when a quantity does. */
export const answerFieldsIn = (errors: object): AnswerField[] => Object.keys(errors).filter(isAnswerField);

/**
 * The field a sale's refusal names (the functions' invalid-argument with
 * `details: { questionId, ticket }`, docs/contracts.md), if it names one.
 */
export function refusedAnswerField(details: unknown): AnswerField | undefined {
  if (!isRecord(details) || typeof details.questionId !== "string") return undefined;
  const { ticket } = details;
  if (ticket !== undefined && !Number.isInteger(ticket)) return undefined;
  return answerField(details.questionId, ticket as number | undefined);
}
