// A sale's answers from the draft (lib/answersDraft.ts) to the sale's input:
// each ticket's answers found by its type and place, checked with the
// functions' own check (common/src/checkoutQuestions.ts checkSaleAnswers),
// so a refusal shows beside its field before anything is sent, in the words
// the function would use. Loaded with the form's check (the shop's
// checkoutValidation.ts, the box office's saleChecks.ts) and with the
// questions' form: never in a page's first download.
import {
  checkSaleAnswers,
  orderQuestionsFor,
  saleAsks,
  ticketQuestionsFor,
  ticketsOfSale,
  type CheckoutQuestion,
  type OrderLine,
  type SaleAnswersInput,
} from "@bawwaba/common";
import { answerField, emptyAnswers, type AnswerField, type AnswersDraft, type QuestionLine, type RawAnswer } from "./answersDraft";

/** The sale's lines as the shared check takes them. */
export const orderLinesOf = (lines: readonly QuestionLine[]): OrderLine[] => lines.map((line) => ({ ticketTypeId: line.type.id, quantity: line.quantity }));

/** The name of a ticket type of the sale. */
export const typeNameIn = (lines: readonly QuestionLine[]) => (ticketTypeId: string) => lines.find((line) => line.type.id === ticketTypeId)?.type.name ?? "";

/** One ticket of the sale: its type, its place in the sale (from 0) and among its type's tickets. */
export interface SaleTicket {
  ticketTypeId: string;
  index: number;
  nth: number;
}

/** The sale's tickets in ticketsOfSale's order, the order the answers are sent in. */
export function saleTickets(lines: readonly OrderLine[]): SaleTicket[] {
  const seen = new Map<string, number>();
  return ticketsOfSale(lines).map((ticketTypeId, index) => {
    const nth = seen.get(ticketTypeId) ?? 0;
    seen.set(ticketTypeId, nth + 1);
    return { ticketTypeId, index, nth };
  });
}

/** The answers typed for one ticket. */
export const ticketAnswers = (draft: AnswersDraft | undefined, ticket: SaleTicket) => draft?.byType[ticket.ticketTypeId]?.[ticket.nth] ?? {};

/** `draft` with one answer changed: the order's (no ticket) or a ticket's. */
export function withAnswer(draft: AnswersDraft | undefined, questionId: string, value: RawAnswer, ticket?: SaleTicket): AnswersDraft {
  const current = draft ?? emptyAnswers;
  if (!ticket) return { ...current, order: { ...current.order, [questionId]: value } };
  // No holes: a stored draft is JSON, where a hole would come back as null.
  const sets = Array.from({ length: Math.max(ticket.nth + 1, current.byType[ticket.ticketTypeId]?.length ?? 0) }, (_, nth) => current.byType[ticket.ticketTypeId]?.[nth] ?? {});
  sets[ticket.nth] = { ...sets[ticket.nth], [questionId]: value };
  return { ...current, byType: { ...current.byType, [ticket.ticketTypeId]: sets } };
}

/** Only the answers to `asked`: a question no longer asked (its type taken off) keeps its answer in the draft, not in the sale. */
const pick = (answers: Record<string, RawAnswer>, asked: readonly CheckoutQuestion[]) =>
  Object.fromEntries(asked.filter((question) => Object.hasOwn(answers, question.id)).map((question) => [question.id, answers[question.id]]));

export type AnswersCheck =
  | { ok: true; answers?: SaleAnswersInput }
  | { ok: false; errors: Partial<Record<AnswerField | "form", string>> };

/**
 * The sale's answers as its input takes them (`tickets` only when a ticket
 * question applies; nothing when the sale asks nothing), or each problem
 * beside its field.
 */
export function checkAnswersDraft(questions: readonly CheckoutQuestion[] | undefined, saleLines: readonly QuestionLine[], draft: AnswersDraft | undefined): AnswersCheck {
  const lines = orderLinesOf(saleLines);
  if (!questions || !saleAsks(questions, lines)) return { ok: true };
  const order = pick(draft?.order ?? {}, orderQuestionsFor(questions, lines));
  const tickets = saleTickets(lines).map((ticket) => pick(ticketAnswers(draft, ticket), ticketQuestionsFor(questions, ticket.ticketTypeId)));
  const asksTickets = lines.some((line) => line.quantity > 0 && ticketQuestionsFor(questions, line.ticketTypeId).length > 0);
  const checked = checkSaleAnswers(questions, lines, { order, ...(asksTickets && { tickets }) }, typeNameIn(saleLines));
  if ("problems" in checked) {
    const errors: Partial<Record<AnswerField | "form", string>> = {};
    for (const problem of checked.problems) errors[problem.questionId ? answerField(problem.questionId, problem.ticket) : "form"] ??= problem.message;
    return { ok: false, errors };
  }
  const { order: orderAnswers, tickets: ticketSets } = checked.answers;
  const answered = Object.keys(orderAnswers).length > 0;
  if (!answered && !asksTickets) return { ok: true };
  return { ok: true, answers: { ...(answered && { order: orderAnswers }), ...(asksTickets && { tickets: ticketSets }) } };
}
