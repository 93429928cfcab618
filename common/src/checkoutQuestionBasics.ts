// Questions at checkout (docs/product.md "Questions at checkout";
// docs/contracts.md): what a question is, which ones a sale asks (once per
// order, or for each ticket, optionally only for some types), and how an
// answer reads. Apart from the checks of answers (checkoutQuestions.ts) and
// their messages, so the pages that only show questions or answers (the
// sales editor, the tickets table's CSV) and the shop's first download
// carry this little.
import { answerWords } from "./messages/answerWords.js";

export const QUESTION_KINDS = ["text", "longText", "choice", "yesNo", "number", "date"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** `order`: asked once for the order; `ticket`: asked for each ticket (a holder's name, a t-shirt size). */
export const QUESTION_SCOPES = ["order", "ticket"] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];

export const MAX_QUESTIONS_PER_EVENT = 20;
export const MAX_QUESTION_LABEL_LENGTH = 200;
export const MAX_QUESTION_HELP_LENGTH = 300;
export const MAX_CHOICE_OPTIONS = 20;
export const MAX_CHOICE_OPTION_LENGTH = 100;
/** Longest answer of each text kind, in characters after cleaning. */
export const MAX_ANSWER_LENGTH = { text: 200, longText: 2000 } as const;

export interface CheckoutQuestion {
  /** Stable within the event: answers are keyed by it. */
  id: string;
  label: string;
  /** A line under the field (for example the format of an ID number). */
  help?: string;
  kind: QuestionKind;
  required: boolean;
  scope: QuestionScope;
  /** Asked only when the order (or the ticket) is of one of these types; absent: every type. */
  ticketTypeIds?: string[];
  /** A choice's answers, in the order shown. */
  options?: string[];
  /** A number's bounds, inclusive. */
  min?: number;
  max?: number;
  /** A per-ticket text question whose answer is the ticket's holder: printed on it and searched by it. */
  holderName?: boolean;
}

export type AnswerValue = string | number | boolean;
/** Answers by question id; an optional question left empty has no entry. */
export type Answers = Record<string, AnswerValue>;

/** A sale's answers as sent: the order's, and each ticket's in the order of the sale's items (one entry per ticket). */
export interface SaleAnswersInput {
  order?: Record<string, unknown>;
  tickets?: Record<string, unknown>[];
}

/** A sale's answers once checked: cleaned, typed, and only for questions the sale asks. */
export interface SaleAnswers {
  order: Answers;
  tickets: Answers[];
}

/** A sale's line as asked: a type and how many. */
export interface OrderLine {
  ticketTypeId: string;
  quantity: number;
}

const appliesTo = (question: CheckoutQuestion, ticketTypeId: string) =>
  !question.ticketTypeIds || question.ticketTypeIds.length === 0 || question.ticketTypeIds.includes(ticketTypeId);

/** The order's questions for a sale of these lines: those applying to any of its types. */
export const orderQuestionsFor = (questions: readonly CheckoutQuestion[], lines: readonly OrderLine[]) =>
  questions.filter((question) => question.scope === "order" && lines.some((line) => line.quantity > 0 && appliesTo(question, line.ticketTypeId)));

/** The questions asked for one ticket of this type. */
export const ticketQuestionsFor = (questions: readonly CheckoutQuestion[], ticketTypeId: string) =>
  questions.filter((question) => question.scope === "ticket" && appliesTo(question, ticketTypeId));

/** The sale's tickets one by one, in the order of its lines: what `SaleAnswers.tickets` is aligned with. */
export const ticketsOfSale = (lines: readonly OrderLine[]) => lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.ticketTypeId));

/** Whether a sale of these lines asks anything (the shop loads its questions' form only then). */
export const saleAsks = (questions: readonly CheckoutQuestion[] | undefined, lines: readonly OrderLine[]) =>
  !!questions &&
  (orderQuestionsFor(questions, lines).length > 0 || lines.some((line) => line.quantity > 0 && ticketQuestionsFor(questions, line.ticketTypeId).length > 0));

/** The holder's name among a ticket's stored answers, when a holder-name question was answered. */
export function holderNameOf(answers: readonly { value: AnswerValue; holderName?: boolean }[] | undefined): string | undefined {
  const answer = answers?.find((candidate) => candidate.holderName && typeof candidate.value === "string");
  return answer ? (answer.value as string) : undefined;
}

/** An answer as people read it: yes/no in words, others as given. */
export const answerText = (value: AnswerValue) => (typeof value === "boolean" ? (value ? answerWords.yes : answerWords.no) : String(value));
