// Sales editor: void one ticket of an order, with a reason, logged on the
// order; a ticket back on sale goes to its type's waiting list first.
// Voiding a ticket of a paid order refunds its price (common/src/refunds.ts
// ticketRefund) with a credit note (orders/refunds.ts): an online order's
// money goes back through its provider after the commit, a box-office
// order's is handed back at the counter as the credit note records.
import { ar, COLLECTIONS, mayVoidTicket, orderSchema, parseDocument, refundMethodOf, ticketRefund, type SalesCorrectionResult } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { paidFor } from "../../invoices/orderDocuments.js";
import type { Caller } from "../../shared/https.js";
import { retryingPreconditionLoss, runTransaction } from "../../shared/transactions.js";
import { writeAudit } from "./orderAudit.js";
import { planVoiding, ticketsOf } from "../../tickets/lifecycle.js";
import { offerFreed } from "../../waitingList/offerFreedTickets.js";
import { refundOrRecord, type RefundAtProvider } from "../paymentRequests.js";
import { readCreditNoteIssue, recordRefund, refundedTickets } from "../refunds.js";

export async function voidTicket(
  db: Firestore,
  actor: Caller,
  input: { ticketId: string; reason: string },
  refundAtProvider?: RefundAtProvider,
): Promise<SalesCorrectionResult> {
  const ticketRef = db.collection(COLLECTIONS.tickets).doc(input.ticketId);
  // Again with fresh reads when its credit note's series was written meanwhile (orders/refunds.ts).
  const { result, freed, refund } = await retryingPreconditionLoss(() => runTransaction(db, async (tx) => {
    const [found] = ticketsOf([await tx.get(ticketRef)]);
    if (!found) throw new HttpsError("not-found", ar.errors.ticketNotFound);
    if (!mayVoidTicket(found.ticket.status)) throw new HttpsError("failed-precondition", ar.errors.ticketAlreadyVoid);
    const orderRef = db.collection(COLLECTIONS.orders).doc(found.ticket.orderId);
    const orderSnapshot = await tx.get(orderRef);
    const order = orderSnapshot.exists ? parseDocument(orderSchema, orderRef.path, orderSnapshot.data()) : undefined;
    const amount = order ? ticketRefund(order, found.ticket, paidFor(order)) : { gross: 0, vat: 0, net: 0 };
    const refunded = order ? refundedTickets(order, [found], amount) : { tickets: [] };
    const voiding = await planVoiding(tx, db, found.ticket.eventId, [found], undefined, refunded.byTicket);
    const creditNote = order ? await readCreditNoteIssue(db, order, amount.gross) : undefined;

    const method = order ? refundMethodOf(order) : "cash";
    if (order && amount.gross > 0) {
      const refundedAmount = recordRefund(tx, db, orderRef, order, { amount, method, reason: input.reason, tickets: refunded.tickets }, creditNote, Date.now());
      tx.update(orderRef, { refundedAmount });
    }
    voiding.apply(input.reason);
    writeAudit(tx, orderRef, actor, {
      action: "ticket_voided",
      reason: input.reason,
      ticketIds: voiding.voided,
      before: { status: found.ticket.status },
      after: { status: "void", ...(amount.gross > 0 ? { refunded: amount.gross, refundMethod: method } : {}) },
    });
    return {
      result: { orderId: orderRef.id, voidedTicketIds: voiding.voided, returnedToSale: voiding.returnedToSale },
      freed: { eventId: found.ticket.eventId, ticketTypeIds: [found.ticket.ticketTypeId] },
      refund: order?.checkout?.paymentId && method === "provider" && amount.gross > 0 ? { orderRef, checkout: order.checkout, amount: amount.gross } : undefined,
    };
  }));
  if (refund && refundAtProvider) await refundOrRecord(refund.orderRef, refund.checkout, refund.amount, `ticket-${input.ticketId}`, refundAtProvider);
  if (result.returnedToSale > 0) await offerFreed(db, freed);
  return result;
}
