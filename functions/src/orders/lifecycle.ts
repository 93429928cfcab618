// The order lifecycle: the one module that writes an order's `status`. The
// table of legal changes is common/src/orderLifecycle.ts (the sales editor
// decides from it too); here is one function per change, each run inside
// its caller's transaction and owning the change's side effects (held
// tickets back in the shards, tickets issued or voided, the checkout closed,
// the audit entry). Orders are created only through the sale skeleton
// (sale/sell.ts), which calls createOrder; the hold sweep, the sales editor
// and the payment notices change them through the rest. The lint rule
// bawwaba/lifecycle-writes (eslint-rules/lifecycleWrites.mjs) keeps status
// writes here and order creation in the skeleton. The move to `paid` issues
// the order's invoice, and a refund its credit note (refunds.ts), in the
// same transaction (docs/product.md "Tax and invoices").
import {
  ar,
  canChangeOrderStatus,
  COLLECTIONS,
  jobSchema,
  orderRefund,
  parseDocument,
  refundMethodOf,
  taxOfRefund,
  type InitialOrderStatus,
  type OrderDoc,
  type OrderStatus,
} from "@bawwaba/common";
import type { TicketSigner } from "@bawwaba/common/ticketCode";
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { readShardsIn, returnToShards, typeInventory, type Shard } from "../inventory/inventory.js";
import { invoiceContent, paidFor, type InvoicedOrder } from "../invoices/orderDocuments.js";
import { writeTaxDocument, type TaxDocumentIssue } from "../invoices/taxDocuments.js";
import { planPromoUseRelease } from "../promo/promoCodeRecord.js";
import type { Caller } from "../shared/https.js";
import { planVoiding, ticketsOf, type TicketToVoid } from "../tickets/lifecycle.js";
import { settleOfferEntry } from "../waitingList/offerSale.js";
import { writeAudit } from "./corrections/orderAudit.js";
import { issueOnlineTickets, type PaidOnlineOrder } from "./onlineOrder.js";
import { requestCheckoutClosure } from "./paymentRequests.js";
import { readCreditNoteIssue, recordRefund, refundedTickets } from "./refunds.js";
import { orderReferenceRef } from "./sale/orderReferences.js";

/** An order's fields other than its status, as written (server timestamps allowed). */
export type OrderFields = { [K in Exclude<keyof OrderDoc, "status">]?: OrderDoc[K] | FieldValue } & { status?: never };
/** A new order's fields: every new order has a reference (sale/orderReferences.ts). */
export type NewOrderFields = OrderFields & { reference: string };

/** In `tx`: the order moves from `from` to `to` with `fields`; an illegal change is refused before anything is written. */
function changeStatus(tx: Transaction, orderRef: DocumentReference, from: OrderStatus, to: OrderStatus, fields: OrderFields = {}) {
  if (!canChangeOrderStatus(from, to)) throw new HttpsError("failed-precondition", ar.errors.orderNotOpen);
  tx.update(orderRef, { ...fields, status: to });
}

/** An invoice to issue as an order becomes paid: the series' turn read in the transaction, and when (epoch ms). */
export interface InvoiceToIssue {
  issue: TaxDocumentIssue;
  at: number;
}

/** In `tx`: the invoice of an order becoming paid; answers the order's field that names it. */
function issueInvoice(tx: Transaction, orderRef: DocumentReference, order: InvoicedOrder, invoice: InvoiceToIssue | undefined) {
  if (!invoice) return {};
  return { invoiceNumber: writeTaxDocument(tx, orderRef.firestore, invoice.issue, invoiceContent(orderRef.id, order), invoice.at) };
}

/**
 * In `tx`: a new order, held (`pending`) or `paid`, and the reservation of
 * its reference (drawn free in `tx`, sale/orderReferences.ts): a create, so
 * a concurrent order with the same reference fails its commit. A paid order
 * is invoiced when invoices are on (`invoice`). Only the sale skeleton
 * creates orders (sale/sell.ts).
 */
export function createOrder(tx: Transaction, orderRef: DocumentReference, status: InitialOrderStatus, fields: NewOrderFields, invoice?: InvoiceToIssue): void {
  tx.create(orderReferenceRef(orderRef.firestore, fields.reference), { orderId: orderRef.id });
  // A new order's sale fields are values, never sentinels (sale/sell.ts saleFields).
  const invoiced = status === "paid" ? issueInvoice(tx, orderRef, fields as InvoicedOrder, invoice) : {};
  tx.create(orderRef, { ...fields, ...invoiced, status });
}

/**
 * In `tx`: a held order is paid: its tickets are issued (and the buyer
 * e-mailed) and it is invoiced when invoices are on (`invoice`); bought with
 * a waiting-list offer, its entry is `bought`. Writes only.
 */
export function payHeldOrder(tx: Transaction, db: Firestore, signer: TicketSigner, paid: PaidOnlineOrder, invoice?: InvoiceToIssue): void {
  const issued = issueOnlineTickets(tx, db, signer, paid);
  changeStatus(tx, paid.orderRef, paid.order.status, "paid", { ...issued, ...issueInvoice(tx, paid.orderRef, paid.order, invoice) });
  settleOfferEntry(tx, db, paid.order, "bought");
}

/**
 * Reads (in `tx`) the shards of the order's types; returns the writes that
 * give its held tickets back, to make once all reads are done. Only the move
 * away from `pending` releases a hold, in a transaction that re-read the
 * order, so held tickets go back exactly once.
 */
async function planHoldRelease(tx: Transaction, db: Firestore, order: OrderDoc): Promise<() => void> {
  const shards = new Map<string, Shard[]>();
  for (const item of order.items) shards.set(item.ticketTypeId, await readShardsIn(tx, typeInventory(db, order.eventId, item.ticketTypeId)));
  return () => {
    for (const item of order.items) returnToShards(tx, shards.get(item.ticketTypeId)!, item.quantity);
  };
}

export type HoldEnd = { status: "expired" } | { status: "cancelled"; reason: string };

/**
 * In `tx`, before any other write of the caller: a held order ends (its
 * hold ran out, the payment was declined or could not start, a newer order
 * of the same buyer replaced it) and its tickets go back on sale, its promo
 * code's uses back to the code (promo/promoCodeRecord.ts), its
 * waiting-list entry `lapsed` when it was bought with an offer
 * (waitingList/offerSale.ts). Its checkout at the provider is closed after
 * the commit, so that no one pays into an ended order (paymentRequests.ts).
 * The caller offers the freed tickets to the type's waiting list once it
 * committed (waitingList/offerFreedTickets.ts offerFreed). Reads, then writes.
 */
export async function endHold(tx: Transaction, db: Firestore, orderRef: DocumentReference, order: OrderDoc, end: HoldEnd): Promise<void> {
  const release = await planHoldRelease(tx, db, order);
  const releaseCodeUses = await planPromoUseRelease(tx, db, order);
  if (!canChangeOrderStatus(order.status, end.status)) throw new HttpsError("failed-precondition", ar.errors.orderNotOpen);
  release();
  releaseCodeUses();
  settleOfferEntry(tx, db, order, "lapsed");
  if (order.checkout) requestCheckoutClosure(tx, db, orderRef.id, order.checkout);
  const at = FieldValue.serverTimestamp();
  changeStatus(tx, orderRef, order.status, end.status, end.status === "expired" ? { expiredAt: at } : { cancelledAt: at, cancelReason: end.reason });
}

/** Most tickets one order's end voids: a transaction writes at most 500 documents. */
export const MAX_TICKETS_PER_ORDER_END = 400;

/** What ending an order did: the tickets it voided and how many went back on sale. */
export interface EndedOrder {
  voidedTicketIds: string[];
  returnedToSale: number;
}

/**
 * In `tx`, before any other write of the caller: an order ends by staff or by
 * its provider (cancelled or refunded). Its tickets are voided (refused at
 * the gate; the unused ones back on sale), an unpaid order's hold and a
 * failed bulk job's never-written tickets go back on sale too, its promo
 * code's uses go back to the code, an unpaid order's checkout is closed
 * (and its waiting-list entry `lapsed`), and the audit entry records who
 * and why. The caller offers the freed tickets to the types' waiting lists
 * once it committed (waitingList/offerFreedTickets.ts offerFreed).
 * Reads, then writes.
 */
export async function endOrder(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference,
  order: OrderDoc,
  end: { status: "cancelled" | "refunded"; reason: string; actor: Caller; at?: number },
): Promise<EndedOrder> {
  if (!canChangeOrderStatus(order.status, end.status)) throw new HttpsError("failed-precondition", ar.errors.orderNotOpen);
  const { tickets, unwritten } = await readTicketsOf(tx, db, orderRef, order);
  // A paid order refunded gives back what is still paid for, with a credit note (refunds.ts).
  const refund = end.status === "refunded" ? orderRefund(order, paidFor(order)) : undefined;
  const refunded = refund ? refundedTickets(order, tickets, refund) : undefined;
  const voiding = await planVoiding(tx, db, order.eventId, tickets, unwritten, refunded?.byTicket);
  // An unpaid online order has no tickets yet, only its hold.
  const releaseHold = order.status === "pending" ? await planHoldRelease(tx, db, order) : undefined;
  const releaseCodeUses = await planPromoUseRelease(tx, db, order);
  const creditNote = refund ? await readCreditNoteIssue(db, order, refund.gross) : undefined;

  const refundedAmount =
    refund && refunded
      ? recordRefund(tx, db, orderRef, order, { amount: refund, method: refundMethodOf(order), reason: end.reason, tickets: refunded.tickets }, creditNote, end.at ?? Date.now())
      : undefined;
  voiding.apply(end.reason);
  releaseHold?.();
  releaseCodeUses();
  if (order.status === "pending") settleOfferEntry(tx, db, order, "lapsed");
  changeStatus(tx, orderRef, order.status, end.status, {
    ...(refundedAmount !== undefined ? { refundedAmount } : {}),
    cancelledAt: FieldValue.serverTimestamp(),
    cancelReason: end.reason,
  });
  // An unpaid order ended by staff: its checkout must not take money any more.
  if (order.status === "pending" && order.checkout) requestCheckoutClosure(tx, db, orderRef.id, order.checkout);
  writeAudit(tx, orderRef, end.actor, {
    action: end.status === "refunded" ? "order_refunded" : "order_cancelled",
    reason: end.reason,
    ticketIds: voiding.voided,
    before: { status: order.status },
    after: { status: end.status },
  });
  const heldBack = releaseHold ? order.items.reduce((sum, item) => sum + item.quantity, 0) : 0;
  return { voidedTicketIds: voiding.voided, returnedToSale: voiding.returnedToSale + heldBack };
}

/**
 * The order's tickets, read in `tx`: those it lists, or a bulk order's (which
 * lists none: its tickets carry the job id) together with the tickets its job
 * reserved but never wrote (a failed job). A running job's order cannot end
 * yet; an order of more than MAX_TICKETS_PER_ORDER_END tickets cannot end in
 * one transaction.
 */
async function readTicketsOf(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference,
  order: OrderDoc,
): Promise<{ tickets: TicketToVoid[]; unwritten?: { ticketTypeId: string; count: number } }> {
  const tooLarge = () => new HttpsError("failed-precondition", ar.errors.orderTooLarge(MAX_TICKETS_PER_ORDER_END));
  if (order.jobId) {
    const jobRef = db.collection(COLLECTIONS.jobs).doc(order.jobId);
    const job = parseDocument(jobSchema, jobRef.path, (await tx.get(jobRef)).data());
    if (job.status === "running") throw new HttpsError("failed-precondition", ar.errors.bulkJobRunning);
    if (job.total > MAX_TICKETS_PER_ORDER_END) throw tooLarge();
    const written = (await tx.get(db.collection(COLLECTIONS.tickets).where("orderId", "==", orderRef.id))).docs;
    return { tickets: ticketsOf(written), unwritten: { ticketTypeId: job.ticketTypeId, count: job.total - written.length } };
  }
  if (order.ticketIds.length > MAX_TICKETS_PER_ORDER_END) throw tooLarge();
  const refs = order.ticketIds.map((id) => db.collection(COLLECTIONS.tickets).doc(id));
  return { tickets: ticketsOf(refs.length > 0 ? await tx.getAll(...refs) : []) };
}

/** In `tx`: money came for an order that will not be filled (ended, or never paid); it is recorded as refunded, the caller refunds it. */
export function refundUnfilled(tx: Transaction, orderRef: DocumentReference, order: OrderDoc, checkout: OrderDoc["checkout"], reason: string): void {
  const fields = { cancelReason: reason, checkout };
  if (order.status === "refunded") tx.update(orderRef, fields);
  else changeStatus(tx, orderRef, order.status, "refunded", { ...fields, cancelledAt: FieldValue.serverTimestamp() });
}

/**
 * What an order has had refunded after a provider's notice: the larger of the
 * recorded and the notified amount. A notice carries the running total
 * (Stripe's `amount_refunded`) and notices come in any order, so an older,
 * smaller total never lowers what is recorded.
 */
export function refundedAmountAfter(recorded: number | undefined, notified: number): number {
  return Math.max(recorded ?? 0, notified);
}

/**
 * In `tx`: part of a paid order's money went back at the provider; the order
 * stays paid, its tickets valid. Records the amount only when it grows
 * (refundedAmountAfter), with a credit note for what grew; answers whether it did.
 * Reads, then writes.
 */
export async function recordPartialRefund(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference,
  order: OrderDoc,
  notifiedAmount: number,
  actor: Caller,
): Promise<boolean> {
  const before = order.refundedAmount ?? 0;
  const refundedAmount = refundedAmountAfter(order.refundedAmount, notifiedAmount);
  if (refundedAmount === before) return false;
  const amount = taxOfRefund(refundedAmount - before, paidFor(order));
  const creditNote = await readCreditNoteIssue(db, order, amount.gross);
  const reason = ar.paymentOutcomes.ended.partialRefund;
  recordRefund(tx, db, orderRef, order, { amount, method: "provider", reason, tickets: [] }, creditNote, Date.now());
  tx.update(orderRef, { refundedAmount });
  writeAudit(tx, orderRef, actor, {
    action: "order_partially_refunded",
    reason,
    before: { refundedAmount: before },
    after: { refundedAmount },
  });
  return true;
}
