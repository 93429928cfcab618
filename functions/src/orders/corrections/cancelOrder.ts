// Sales editor: cancel or refund a whole order, with a reason. Its tickets
// are voided (refused at the gate), the unused ones go back on sale, and the
// change is logged on the order, all in one transaction. A bulk order also
// gives back the tickets its job reserved but never wrote (a failed job), an
// unpaid online order its held tickets; a paid online order refunded here is
// refunded at its payment provider too.
import {
  ar,
  COLLECTIONS,
  jobSchema,
  orderSchema,
  parseDocument,
  type SalesCorrectionResult,
} from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { refundOrRecord, type RefundAtProvider } from "../../payments/refunds.js";
import { planHoldRelease } from "../holds.js";
import { endOrder } from "../lifecycle.js";
import type { Caller } from "../../shared/https.js";
import { runTransaction } from "../../shared/transactions.js";
import { planVoiding, ticketsOf } from "./voidTickets.js";

/** Most tickets one cancellation voids: a transaction writes at most 500 documents. */
export const MAX_TICKETS_PER_CANCELLATION = 400;

export async function cancelOrder(
  db: Firestore,
  actor: Caller,
  input: { orderId: string; reason: string; refund: boolean },
  refundAtProvider?: RefundAtProvider,
): Promise<SalesCorrectionResult> {
  const orderRef = db.collection(COLLECTIONS.orders).doc(input.orderId);
  const { result, paidOnline } = await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw new HttpsError("not-found", ar.errors.orderNotFound);
    const order = parseDocument(orderSchema, orderRef.path, snapshot.data());
    if (order.status !== "paid" && order.status !== "pending") {
      throw new HttpsError("failed-precondition", ar.errors.orderNotOpen);
    }

    let unwritten: { ticketTypeId: string; count: number } | undefined;
    let ticketSnapshots;
    if (order.jobId) {
      const jobRef = db.collection(COLLECTIONS.jobs).doc(order.jobId);
      const job = parseDocument(jobSchema, jobRef.path, (await tx.get(jobRef)).data());
      if (job.status === "running") throw new HttpsError("failed-precondition", ar.errors.bulkJobRunning);
      if (job.total > MAX_TICKETS_PER_CANCELLATION) {
        throw new HttpsError("failed-precondition", ar.errors.orderTooLarge(MAX_TICKETS_PER_CANCELLATION));
      }
      ticketSnapshots = (await tx.get(db.collection(COLLECTIONS.tickets).where("orderId", "==", orderRef.id))).docs;
      unwritten = { ticketTypeId: job.ticketTypeId, count: job.total - ticketSnapshots.length };
    } else {
      if (order.ticketIds.length > MAX_TICKETS_PER_CANCELLATION) {
        throw new HttpsError("failed-precondition", ar.errors.orderTooLarge(MAX_TICKETS_PER_CANCELLATION));
      }
      const refs = order.ticketIds.map((id) => db.collection(COLLECTIONS.tickets).doc(id));
      ticketSnapshots = refs.length > 0 ? await tx.getAll(...refs) : [];
    }

    const voiding = await planVoiding(tx, db, order.eventId, ticketsOf(ticketSnapshots), unwritten);
    // An unpaid online order has no tickets yet, only its hold.
    const releaseHold = order.status === "pending" ? await planHoldRelease(tx, db, order) : undefined;
    voiding.apply(input.reason);
    releaseHold?.();
    endOrder(tx, db, orderRef, order, {
      status: input.refund ? "refunded" : "cancelled",
      reason: input.reason,
      actor,
      ticketIds: voiding.voided,
    });
    const heldBack = releaseHold ? order.items.reduce((sum, item) => sum + item.quantity, 0) : 0;
    return {
      result: { orderId: orderRef.id, voidedTicketIds: voiding.voided, returnedToSale: voiding.returnedToSale + heldBack },
      paidOnline: input.refund && order.status === "paid" && order.checkout?.paymentId ? { checkout: order.checkout, total: order.total } : null,
    };
  });
  if (paidOnline && refundAtProvider) await refundOrRecord(orderRef, paidOnline.checkout, paidOnline.total, refundAtProvider);
  return result;
}
