// The order lifecycle: the one module that writes an order's `status`. A
// table of the legal changes, and one function per change, each run inside
// its caller's transaction and owning the change's side effects (held
// tickets back in the shards, tickets issued or voided, the audit entry).
// purchaseTickets, the hold sweep, the sales editor, bulk jobs, the box
// office and the payment notices all change orders through it; a unit test
// checks that no other file writes a status.
//
//   pending ─ paid (payment, or free at once)      paid ─ cancelled / refunded (sales editor, provider)
//           ─ expired (hold ran out)               expired / cancelled ─ refunded (money that came too late goes back)
//           ─ cancelled (declined, replaced, staff)
//           ─ refunded (staff)
import { ar, type OrderDoc, type OrderStatus } from "@bawwaba/common";
import type { TicketSigner } from "@bawwaba/common/ticketCode";
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { Caller } from "../shared/https.js";
import { writeAudit } from "./corrections/orderAudit.js";
import { requestCheckoutClosure } from "../payments/checkoutClosures.js";
import { planHoldRelease } from "./holds.js";
import { issueOnlineTickets, type PaidOnlineOrder } from "./onlineOrder.js";

/** Every legal change of an order's status; anything else is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["paid", "expired", "cancelled", "refunded"],
  paid: ["cancelled", "refunded"],
  // Money that arrives for an ended order is given back: the order records it.
  expired: ["refunded"],
  cancelled: ["refunded"],
  refunded: [],
};

/** The statuses an order is created in: held (online, unpaid) or paid (box office, bulk, a free online order). */
export const INITIAL_STATUSES = ["pending", "paid"] as const satisfies readonly OrderStatus[];
export type InitialStatus = (typeof INITIAL_STATUSES)[number];

export const canChangeStatus = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** In `tx`: the order moves from `from` to `to` with `fields`; an illegal change is refused before anything is written. */
function changeStatus(tx: Transaction, orderRef: DocumentReference, from: OrderStatus, to: OrderStatus, fields: Record<string, unknown> = {}) {
  if (!canChangeStatus(from, to)) throw new HttpsError("failed-precondition", ar.errors.orderNotOpen);
  tx.update(orderRef, { ...fields, status: to });
}

/** In `tx`: a new order, held (`pending`) or `paid` (whatever status `fields` carries). */
export function createOrder(tx: Transaction, orderRef: DocumentReference, status: InitialStatus, fields: Record<string, unknown>): void {
  tx.create(orderRef, { ...fields, status });
}

/** In `tx`: a held order is paid: its tickets are issued (and the buyer e-mailed). Writes only. */
export function payHeldOrder(tx: Transaction, db: Firestore, signer: TicketSigner, paid: PaidOnlineOrder): void {
  changeStatus(tx, paid.orderRef, paid.order.status, "paid", issueOnlineTickets(tx, db, signer, paid));
}

/** In `tx`: a new online order that costs nothing, paid at once with its tickets. */
export function createFreeOrder(tx: Transaction, db: Firestore, signer: TicketSigner, paid: PaidOnlineOrder, fields: Record<string, unknown>): void {
  createOrder(tx, paid.orderRef, "paid", { ...fields, ...issueOnlineTickets(tx, db, signer, paid) });
}

export type HoldEnd = { status: "expired" } | { status: "cancelled"; reason: string };

/**
 * In `tx`, before any other write of the caller: a held order ends (its
 * hold ran out, the payment was declined or could not start, a newer order
 * of the same buyer replaced it) and its tickets go back on sale. Its
 * checkout at the provider is closed after the commit, so that no one pays
 * into an ended order (payments/checkoutClosures.ts). Reads, then writes.
 */
export async function endHold(tx: Transaction, db: Firestore, orderRef: DocumentReference, order: OrderDoc, end: HoldEnd): Promise<void> {
  const release = await planHoldRelease(tx, db, order);
  if (!canChangeStatus(order.status, end.status)) throw new HttpsError("failed-precondition", ar.errors.orderNotOpen);
  release();
  if (order.checkout) requestCheckoutClosure(tx, db, orderRef.id, order.checkout);
  const at = FieldValue.serverTimestamp();
  changeStatus(tx, orderRef, order.status, end.status, end.status === "expired" ? { expiredAt: at } : { cancelledAt: at, cancelReason: end.reason });
}

/**
 * In `tx`: an order ends by staff or by its provider (cancelled or refunded),
 * after the caller voided its tickets and gave back its hold. The audit
 * entry records who and why.
 */
export function endOrder(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference,
  order: OrderDoc,
  end: { status: "cancelled" | "refunded"; reason: string; actor: Caller; ticketIds: string[] },
): void {
  changeStatus(tx, orderRef, order.status, end.status, { cancelledAt: FieldValue.serverTimestamp(), cancelReason: end.reason });
  // An unpaid order ended by staff: its checkout must not take money any more.
  if (order.status === "pending" && order.checkout) requestCheckoutClosure(tx, db, orderRef.id, order.checkout);
  writeAudit(tx, orderRef, end.actor, {
    action: end.status === "refunded" ? "order_refunded" : "order_cancelled",
    reason: end.reason,
    ticketIds: end.ticketIds,
    before: { status: order.status },
    after: { status: end.status },
  });
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
 * (refundedAmountAfter); answers whether it did.
 */
export function recordPartialRefund(tx: Transaction, orderRef: DocumentReference, order: OrderDoc, notifiedAmount: number, actor: Caller): boolean {
  const before = order.refundedAmount ?? 0;
  const refundedAmount = refundedAmountAfter(order.refundedAmount, notifiedAmount);
  if (refundedAmount === before) return false;
  tx.update(orderRef, { refundedAmount });
  writeAudit(tx, orderRef, actor, {
    action: "order_partially_refunded",
    reason: ar.paymentOutcomes.ended.partialRefund,
    before: { refundedAmount: before },
    after: { refundedAmount },
  });
  return true;
}
