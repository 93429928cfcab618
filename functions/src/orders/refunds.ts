// Money going back on a paid order (docs/product.md "Refunds and credit
// notes"), whoever gives it: the sales editor voiding a ticket or refunding
// the order, or the payment provider's notice of a refund made at its end.
// In the transaction that records it, the order's `refundedAmount` grows by
// the refund, never past what was paid (common/src/refunds.ts), and a
// credit note referencing the order's invoice is issued from a credit-note
// series (invoices/taxDocuments.ts). An online order's money is then given
// back at its provider after the commit (paymentRequests.ts refundOrRecord);
// a box-office order's is handed back at the counter, as the credit note says.
import { mayVoidTicket, refundMessages, stillPaid, type OrderDoc, type TaxedAmount } from "@bawwaba/common";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { creditNoteContent, type Refund } from "../invoices/orderDocuments.js";
import { readIssue, writeTaxDocument, type TaxDocumentIssue } from "../invoices/taxDocuments.js";
import { readOrganiserSettings } from "../settings/organiserSettings.js";
import type { TicketToVoid } from "../tickets/lifecycle.js";

/** A refund to record: its amount, why, how, and the tickets it is for (none: an amount). */
export type RefundToRecord = Omit<Refund, "invoiceNumber">;

/**
 * The credit-note series a refund of `order` will take its number from, read
 * afresh for each attempt of the refund's transaction (which then runs in
 * retryingPreconditionLoss, shared/transactions.ts); undefined when the
 * order has no invoice (invoices off when it was paid) or nothing goes back.
 */
export async function readCreditNoteIssue(db: Firestore, order: OrderDoc, amount: number): Promise<TaxDocumentIssue | undefined> {
  if (!order.invoiceNumber || amount === 0) return undefined;
  return readIssue(db, "credit_note", await readOrganiserSettings(db));
}

/**
 * In `tx`, after its reads: the credit note of `refund`; answers the order's
 * `refundedAmount` after it, for the caller to write with its own change of
 * the order (undefined when nothing goes back). Refused, before anything is
 * written, when it would give back more than is still paid.
 */
export function recordRefund(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference,
  order: OrderDoc,
  refund: RefundToRecord,
  issue: TaxDocumentIssue | undefined,
  at: number,
): number | undefined {
  if (refund.amount.gross === 0) return undefined;
  if (order.status !== "paid") throw new HttpsError("failed-precondition", refundMessages.errors.notPaid);
  if (refund.amount.gross > stillPaid(order)) {
    throw new HttpsError("failed-precondition", refundMessages.errors.overPaid(stillPaid(order), order.currency));
  }
  if (issue && order.invoiceNumber) {
    writeTaxDocument(tx, db, issue, creditNoteContent(orderRef.id, order, { ...refund, invoiceNumber: order.invoiceNumber }), at);
  }
  return (order.refundedAmount ?? 0) + refund.amount.gross;
}

/**
 * The tickets a refund of `refund` gives back, each with its price and VAT:
 * the order's tickets still to void, when their prices make up the refund
 * (the credit note lists them and the sales stats count each one's money
 * back); otherwise none (an amount: an earlier partial refund left a sum
 * no set of tickets makes).
 */
export function refundedTickets(
  order: OrderDoc,
  tickets: readonly TicketToVoid[],
  refund: TaxedAmount,
): { tickets: RefundToRecord["tickets"]; byTicket?: Map<string, TaxedAmount> } {
  const rateOf = (typeId: string) => order.items.find((item) => item.ticketTypeId === typeId)?.vatRate ?? 0;
  const paidTickets = tickets
    .filter(({ ticket }) => mayVoidTicket(ticket.status) && ticket.price > 0)
    .map(({ id, ticket }) => ({ id, ticketTypeId: ticket.ticketTypeId, ticketTypeName: ticket.ticketTypeName, price: ticket.price, vat: ticket.vat ?? 0, vatRate: rateOf(ticket.ticketTypeId) }));
  if (paidTickets.reduce((sum, ticket) => sum + ticket.price, 0) !== refund.gross) return { tickets: [] };
  return {
    tickets: paidTickets,
    byTicket: new Map(paidTickets.map((ticket) => [ticket.id, { gross: ticket.price, vat: ticket.vat, net: ticket.price - ticket.vat }])),
  };
}
