// An order's answers to its event's questions (docs/product.md "Questions at
// checkout") as the editor shows and corrects them: a pending online order's
// per-ticket answers, which wait on the order until its tickets are issued;
// and the questions a correction of the order's or a ticket's answers asks,
// which are the ones the sale asks for the same scope (checkoutQuestions.ts),
// as correctAnswers checks them.
import {
  orderQuestionsFor,
  ticketQuestionsFor,
  ticketsOfSale,
  type CheckoutQuestion,
  type OrderItem,
  type StoredAnswer,
} from "@bawwaba/common";

/**
 * An event's questions as the editor's view reads them: those shaped enough
 * to tell which orders and tickets they are asked of. They are written only
 * by setEventQuestions, through their schema (storedQuestionsSchema), which
 * the answers dialog runs on its scope's questions before asking them; the
 * view does not load it: the schemas bring the phone library (callables.ts).
 */
export function questionsAsStored(raw: unknown): CheckoutQuestion[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (question): question is CheckoutQuestion =>
      typeof question === "object" &&
      question !== null &&
      typeof question.id === "string" &&
      (question.scope === "order" || question.scope === "ticket") &&
      (question.ticketTypeIds === undefined || Array.isArray(question.ticketTypeIds)),
  );
}

export interface PendingTicketAnswers {
  /** The ticket's place in the order (from 1), in the order of its items. */
  position: number;
  typeName: string;
  answers: StoredAnswer[];
}

/**
 * The per-ticket answers an order holds while it has no tickets (an online
 * order not paid yet), each named by its place and type; tickets answered
 * nothing are left out. None once the tickets are issued: they carry them.
 */
export function pendingTicketAnswers(order: {
  items: readonly Pick<OrderItem, "ticketTypeId" | "ticketTypeName" | "quantity">[];
  ticketIds: readonly string[];
  ticketAnswers?: readonly { answers: StoredAnswer[] }[];
}): PendingTicketAnswers[] {
  if (order.ticketIds.length > 0 || !order.ticketAnswers) return [];
  const typeIds = ticketsOfSale(order.items);
  const names = new Map(order.items.map((item) => [item.ticketTypeId, item.ticketTypeName]));
  return order.ticketAnswers.flatMap((entry, index) =>
    entry.answers.length === 0 ? [] : [{ position: index + 1, typeName: names.get(typeIds[index] ?? "") ?? "", answers: entry.answers }],
  );
}

/** What a correction of answers covers: the order's, or one ticket's (of its type). */
export type AnswersScope = { kind: "order" } | { kind: "ticket"; ticketTypeId: string };

/** The event's current questions a correction of this scope asks (none: nothing to correct). */
export function questionsOfScope(
  questions: readonly CheckoutQuestion[],
  items: readonly Pick<OrderItem, "ticketTypeId" | "quantity">[],
  scope: AnswersScope,
): CheckoutQuestion[] {
  return scope.kind === "order" ? orderQuestionsFor(questions, items) : ticketQuestionsFor(questions, scope.ticketTypeId);
}
