// Questions at checkout (docs/product.md "Questions at checkout";
// docs/contracts.md): an event's questions, asked once per order or for each
// ticket, optionally only for some ticket types; and the one check of the
// answers that the shop and the box office run before sending and the
// functions run again before the sale (functions/src/orders/sale/sell.ts).
// Plain TypeScript, no zod: the shop loads this with its questions' chunk,
// not the schemas' weight; the organiser's definitions are checked by
// checkoutQuestionSchemas.ts.
import { toLatinDigits } from "./digits.js";
import { checkoutQuestionMessages as m } from "./messages/checkoutQuestions.js";
import { personNameText, stripInvisible } from "./plainText.js";

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

const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === "string" && stripInvisible(raw).trim() === "");

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isCalendarDate = (text: string) => {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A number as typed (Arabic or Latin digits, «٫» or "." as the decimal point) or as sent. */
function numberOf(raw: unknown): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  const text = toLatinDigits(stripInvisible(raw)).trim().replace("٫", ".");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/**
 * One answer, checked against its question: `{ value }` (undefined for an
 * optional question left empty) or `{ error }` in Arabic, naming the question.
 */
export function checkAnswer(question: CheckoutQuestion, raw: unknown): { value?: AnswerValue; error?: string } {
  const { label } = question;
  if (isBlank(raw)) return question.required ? { error: m.required(label) } : {};
  switch (question.kind) {
    case "text":
    case "longText": {
      if (typeof raw !== "string") return { error: m.required(label) };
      // A short answer is one line (it may be printed as a holder's name); a long one keeps its lines.
      const value = question.kind === "text" ? personNameText(raw) : stripInvisible(raw).replace(/\r\n?/g, "\n").trim();
      const max = MAX_ANSWER_LENGTH[question.kind];
      return value.length > max ? { error: m.tooLong(label, max) } : { value };
    }
    case "choice": {
      const value = typeof raw === "string" ? raw.trim() : undefined;
      return value !== undefined && question.options?.includes(value) ? { value } : { error: m.notOffered(label) };
    }
    case "yesNo":
      return typeof raw === "boolean" ? { value: raw } : { error: m.notYesNo(label) };
    case "number": {
      const value = numberOf(raw);
      if (value === undefined) return { error: m.notNumber(label) };
      if (question.min !== undefined && value < question.min) return { error: m.belowMinimum(label, question.min) };
      if (question.max !== undefined && value > question.max) return { error: m.aboveMaximum(label, question.max) };
      return { value };
    }
    case "date": {
      const value = typeof raw === "string" ? toLatinDigits(raw).trim() : "";
      return isCalendarDate(value) ? { value } : { error: m.notDate(label) };
    }
  }
}

/** A refused answer: its message, its question and, for a ticket's, the ticket's place in the sale (from 0). */
export interface AnswerProblem {
  message: string;
  questionId?: string;
  ticket?: number;
}

/**
 * One set of answers (an order's, or one ticket's) checked against the
 * questions asked of it: every problem, and the answers that passed. An
 * answer to a question not asked is a problem (a stale form, or a forged request).
 */
export function checkAnswerSet(asked: readonly CheckoutQuestion[], raw: Record<string, unknown> | undefined): { answers: Answers; problems: AnswerProblem[] } {
  const given = raw ?? {};
  const problems: AnswerProblem[] = [];
  if (Object.keys(given).some((id) => !asked.some((question) => question.id === id) && !isBlank(given[id]))) {
    problems.push({ message: m.unknownQuestion });
  }
  const answers: Answers = {};
  for (const question of asked) {
    const { value, error } = checkAnswer(question, Object.hasOwn(given, question.id) ? given[question.id] : undefined);
    if (error) problems.push({ message: error, questionId: question.id });
    else if (value !== undefined) answers[question.id] = value;
  }
  return { answers, problems };
}

/**
 * Every answer of a sale checked against the event's questions: each
 * question the sale asks answered as its kind requires, none for a question
 * it does not ask, one set of answers per ticket. `typeName` names a ticket's
 * type in a ticket's message. Answers `{ answers }` or every problem found.
 */
export function checkSaleAnswers(
  questions: readonly CheckoutQuestion[],
  lines: readonly OrderLine[],
  input: SaleAnswersInput | undefined,
  typeName: (ticketTypeId: string) => string,
): { answers: SaleAnswers } | { problems: AnswerProblem[] } {
  const problems: AnswerProblem[] = [];
  const checkSet = (asked: readonly CheckoutQuestion[], raw: Record<string, unknown> | undefined, onProblem: (problem: AnswerProblem) => void) => {
    const checked = checkAnswerSet(asked, raw);
    checked.problems.forEach(onProblem);
    return checked.answers;
  };

  const order = checkSet(orderQuestionsFor(questions, lines), input?.order, (problem) => problems.push(problem));
  const tickets = ticketsOfSale(lines);
  const sent = input?.tickets ?? [];
  const anyTicketQuestion = tickets.some((typeId) => ticketQuestionsFor(questions, typeId).length > 0);
  if (sent.length > 0 && sent.length !== tickets.length) return { problems: [...problems, { message: m.ticketCount }] };
  const ticketAnswers = anyTicketQuestion
    ? tickets.map((typeId, index) =>
        checkSet(ticketQuestionsFor(questions, typeId), sent[index], (problem) =>
          problems.push({ ...problem, ticket: index, message: m.forTicket(index + 1, typeName(typeId), problem.message) }),
        ),
      )
    : [];
  if (!anyTicketQuestion && sent.some((answers) => Object.values(answers ?? {}).some((value) => !isBlank(value)))) {
    problems.push({ message: m.unknownQuestion });
  }
  return problems.length > 0 ? { problems } : { answers: { order, tickets: ticketAnswers } };
}

/** An answer as people read it: yes/no in words, others as given. */
export const answerText = (value: AnswerValue) => (typeof value === "boolean" ? (value ? m.yes : m.no) : String(value));

/** Checked answers as stored (documents.ts storedAnswerSchema): in the questions' order, each with its label as asked. */
export function storedAnswers(questions: readonly CheckoutQuestion[], answers: Answers): { questionId: string; label: string; value: AnswerValue; holderName?: boolean }[] {
  return questions
    .filter((question) => Object.hasOwn(answers, question.id))
    .map((question) => ({ questionId: question.id, label: question.label, value: answers[question.id]!, ...(question.holderName ? { holderName: true } : {}) }));
}
