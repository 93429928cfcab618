// Questions at checkout (docs/product.md "Questions at checkout"): the one
// check of the answers that the shop and the box office run before sending
// and the functions run again before the sale (functions/src/orders/sale/sell.ts).
// Plain TypeScript, no zod: the shop loads this with its questions' chunk,
// not the schemas' weight; what a question is lives in
// checkoutQuestionBasics.ts, the organiser's definitions are checked by
// checkoutQuestionSchemas.ts.
import { toLatinDigits } from "./digits.js";
import { checkoutQuestionMessages as m } from "./messages/checkoutQuestions.js";
import { personNameText, stripInvisible } from "./plainText.js";
import {
  MAX_ANSWER_LENGTH,
  orderQuestionsFor,
  ticketQuestionsFor,
  ticketsOfSale,
  type AnswerValue,
  type Answers,
  type CheckoutQuestion,
  type OrderLine,
  type SaleAnswers,
  type SaleAnswersInput,
} from "./checkoutQuestionBasics.js";

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


/** Checked answers as stored (documents.ts storedAnswerSchema): in the questions' order, each with its label as asked. */
export function storedAnswers(questions: readonly CheckoutQuestion[], answers: Answers): { questionId: string; label: string; value: AnswerValue; holderName?: boolean }[] {
  return questions
    .filter((question) => Object.hasOwn(answers, question.id))
    .map((question) => ({ questionId: question.id, label: question.label, value: answers[question.id]!, ...(question.holderName ? { holderName: true } : {}) }));
}
