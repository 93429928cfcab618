// Sales editor: correct the answers to the questions at checkout (a misspelt
// holder's name, a wrong size): the order's, or one ticket's, all of that
// scope at once, checked against the event's questions as they are now
// (common/src/checkoutQuestions.ts), with an audit entry of before and after.
// A corrected holder-name answer renames the ticket's holder too.
import {
  ar,
  checkAnswerSet,
  COLLECTIONS,
  holderNameOf,
  orderQuestionsFor,
  orderSchema,
  parseDocument,
  questionsOfEvent,
  storedAnswers,
  ticketQuestionsFor,
  ticketSchema,
  type CheckoutQuestion,
} from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { Caller } from "../../shared/https.js";
import { runTransaction } from "../../shared/transactions.js";
import { holderUpdate } from "../../tickets/holder.js";
import { updateTicketFields } from "../../tickets/lifecycle.js";
import { writeAudit } from "./orderAudit.js";

export interface CorrectAnswersRequest {
  orderId: string;
  ticketId?: string;
  answers: Record<string, unknown>;
  reason: string;
}

export async function correctAnswers(db: Firestore, actor: Caller, input: CorrectAnswersRequest): Promise<{ ok: true }> {
  const orderRef = db.collection(COLLECTIONS.orders).doc(input.orderId);
  return runTransaction(db, async (tx) => {
    const orderSnapshot = await tx.get(orderRef);
    if (!orderSnapshot.exists) throw new HttpsError("not-found", ar.errors.orderNotFound);
    const order = parseDocument(orderSchema, orderRef.path, orderSnapshot.data());
    const ticketRef = input.ticketId ? db.collection(COLLECTIONS.tickets).doc(input.ticketId) : undefined;
    const [event, ticketSnapshot] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.events).doc(order.eventId)),
      ticketRef ? tx.get(ticketRef) : undefined,
    ]);
    const questions = event.exists ? questionsOfEvent(event.ref.path, event.data()) : [];
    // All of the scope's questions at once, as the sale asked them.
    const check = (asked: CheckoutQuestion[]) => {
      const { answers, problems } = checkAnswerSet(asked, input.answers);
      if (problems.length > 0) throw new HttpsError("invalid-argument", problems[0]!.message, problems[0]!.questionId ? { questionId: problems[0]!.questionId } : undefined);
      return storedAnswers(asked, answers);
    };

    if (!ticketRef) {
      const after = check(orderQuestionsFor(questions, order.items));
      tx.update(orderRef, { answers: after });
      writeAudit(tx, orderRef, actor, { action: "answers_corrected", reason: input.reason, before: { answers: order.answers ?? [] }, after: { answers: after } });
      return { ok: true as const };
    }

    if (!ticketSnapshot?.exists) throw new HttpsError("not-found", ar.errors.ticketNotFound);
    const ticket = parseDocument(ticketSchema, ticketSnapshot.ref.path, ticketSnapshot.data());
    if (ticket.orderId !== orderRef.id) throw new HttpsError("not-found", ar.errors.ticketNotFound);
    const after = check(ticketQuestionsFor(questions, ticket.ticketTypeId));
    const holderName = holderNameOf(after);
    updateTicketFields(tx, ticketRef, {
      answers: after,
      // The holder follows a corrected holder-name answer; the phone was the buyer's.
      ...(holderName !== undefined && holderName !== ticket.holderName ? holderUpdate({ holderName }) : {}),
    });
    writeAudit(tx, orderRef, actor, {
      action: "answers_corrected",
      reason: input.reason,
      ticketIds: [ticketRef.id],
      before: { answers: ticket.answers ?? [] },
      after: { answers: after },
    });
    return { ok: true as const };
  });
}
