// Sales editor: cancel or refund a whole order, with a reason. The lifecycle
// ends it (lifecycle.ts endOrder): its tickets are voided (refused at the
// gate), the unused ones go back on sale with an unpaid order's hold or a
// failed bulk job's unwritten tickets, and the change is logged on the
// order, all in one transaction; then the tickets back on sale go to their
// types' waiting lists. A paid order refunded here gets a credit note for
// what was still paid for (lifecycle.ts endOrder), and an online one's money
// goes back at its payment provider too.
import { ar, COLLECTIONS, mayCloseOrder, orderSchema, parseDocument, stillPaid, type SalesCorrectionResult } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { Caller } from "../../shared/https.js";
import { retryingPreconditionLoss, runTransaction } from "../../shared/transactions.js";
import { freedBy, offerFreed } from "../../waitingList/offerFreedTickets.js";
import { endOrder } from "../lifecycle.js";
import { refundOrRecord, type RefundAtProvider } from "../paymentRequests.js";

export async function cancelOrder(
  db: Firestore,
  actor: Caller,
  input: { orderId: string; reason: string; refund: boolean },
  refundAtProvider?: RefundAtProvider,
): Promise<SalesCorrectionResult> {
  const orderRef = db.collection(COLLECTIONS.orders).doc(input.orderId);
  // Again with fresh reads when its credit note's series was written meanwhile (orders/refunds.ts).
  const { result, paidOnline, ended } = await retryingPreconditionLoss(() => runTransaction(db, async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw new HttpsError("not-found", ar.errors.orderNotFound);
    const order = parseDocument(orderSchema, orderRef.path, snapshot.data());
    if (!mayCloseOrder(order.status)) throw new HttpsError("failed-precondition", ar.errors.orderNotOpen);
    const ended = await endOrder(tx, db, orderRef, order, { status: input.refund ? "refunded" : "cancelled", reason: input.reason, actor });
    return {
      ended: order,
      result: { orderId: orderRef.id, ...ended },
      // What is still paid for: tickets voided before gave theirs back already.
      paidOnline: input.refund && order.status === "paid" && order.checkout?.paymentId && stillPaid(order) > 0 ? { checkout: order.checkout, amount: stillPaid(order) } : null,
    };
  }));
  // The tickets back on sale go to their types' waiting lists first.
  await offerFreed(db, freedBy(ended));
  if (paidOnline && refundAtProvider) await refundOrRecord(orderRef, paidOnline.checkout, paidOnline.amount, `order-${orderRef.id}`, refundAtProvider);
  return result;
}
