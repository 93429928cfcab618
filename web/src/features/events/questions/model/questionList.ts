// The event's list of questions in the dialog: changed question by question
// (added, edited, removed, moved), then sent whole to setEventQuestions,
// checked first with its schema (setEventQuestionsInput); and each question
// as the list describes it. No Firebase imports, so unit tests can load it.
import {
  checkoutQuestionsEditorMessages,
  randomReadable,
  setEventQuestionsInput,
  type CheckoutQuestion,
} from "@bawwaba/common";
import type { z } from "zod/mini";
import type { ManagedTicketType } from "../../../../data/managedEvents";

const m = checkoutQuestionsEditorMessages.manager;

export type SetEventQuestionsRequest = z.output<typeof setEventQuestionsInput>;
export type RandomBytes = Parameters<typeof randomReadable>[1];

/** Six characters of 31 give about 887 million ids: a clash with the event's twenty at most is drawn again. */
const QUESTION_ID_LENGTH = 6;

const webRandomBytes: RandomBytes = (size) => crypto.getRandomValues(new Uint8Array(size));

/**
 * A new question's id: short lowercase letters and digits (what the schema
 * allows), none of `taken`. `taken` holds every id the event's questions had
 * since the dialog opened, removed ones too: answers already stored under a
 * removed question's id must never be read as another question's.
 */
export function newQuestionId(taken: ReadonlySet<string>, randomBytes: RandomBytes = webRandomBytes): string {
  for (;;) {
    const id = randomReadable(QUESTION_ID_LENGTH, randomBytes).toLowerCase();
    if (!taken.has(id)) return id;
  }
}

/** The list with `question` in place of the one with its id, or added at the end. */
export function withQuestion(questions: readonly CheckoutQuestion[], question: CheckoutQuestion): CheckoutQuestion[] {
  const index = questions.findIndex((other) => other.id === question.id);
  return index < 0 ? [...questions, question] : questions.map((other, at) => (at === index ? question : other));
}

export const withoutQuestion = (questions: readonly CheckoutQuestion[], id: string): CheckoutQuestion[] =>
  questions.filter((question) => question.id !== id);

/** The list with the question at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function movedQuestion(questions: readonly CheckoutQuestion[], index: number, offset: -1 | 1): CheckoutQuestion[] {
  const target = index + offset;
  if (index < 0 || index >= questions.length || target < 0 || target >= questions.length) return [...questions];
  const moved = [...questions];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** Whether the list differs from the one stored (both as the schema gives them, keys in its order). */
export const questionsChanged = (questions: readonly CheckoutQuestion[], stored: readonly CheckoutQuestion[]) =>
  JSON.stringify(questions) !== JSON.stringify(stored);

/** The request that stores the list, or the schema's first refusal (too many, two holders' names…). */
export function validateQuestionList(
  eventId: string,
  questions: readonly CheckoutQuestion[],
): { ok: true; input: SetEventQuestionsRequest } | { ok: false; message: string } {
  const parsed = setEventQuestionsInput.safeParse({ eventId, questions });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

/** A question as the list shows it: its kind, when it is asked, whether it must be answered, for which types, and its details. */
export interface QuestionSummary {
  kind: string;
  scope: string;
  required: string;
  holderName: boolean;
  types: string;
  /** A choice's answers, a number's bounds. */
  details?: string;
}

/**
 * Names listed in a line, each isolated in its own direction (FSI … PDI):
 * Latin answers ("S، M، L") would otherwise run together left to right and
 * read backwards in the Arabic line.
 */
export const listedNames = (names: readonly string[]) => names.map((name) => `\u2068${name}\u2069`).join("، ");

export function describeQuestion(question: CheckoutQuestion, ticketTypes: readonly Pick<ManagedTicketType, "id" | "name">[]): QuestionSummary {
  const typeName = (id: string) => ticketTypes.find((type) => type.id === id)?.name ?? m.removedType;
  const bounded = question.min !== undefined || question.max !== undefined;
  return {
    kind: m.kinds[question.kind],
    scope: m.scopes[question.scope],
    required: question.required ? m.required : m.optional,
    holderName: question.holderName === true,
    types: question.ticketTypeIds && question.ticketTypeIds.length > 0 ? m.forTypes(listedNames(question.ticketTypeIds.map(typeName))) : m.allTypes,
    details:
      question.kind === "choice" && question.options
        ? m.options(listedNames(question.options))
        : question.kind === "number" && bounded
          ? m.bounds(question.min, question.max)
          : undefined,
  };
}
