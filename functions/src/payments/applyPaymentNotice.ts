// What a verified payment notification does to its order, in one
// transaction, exactly once: the notice is recorded under its provider's
// event id, so the same event again (a replay, a retry) changes nothing more.
// A notice for the wrong order, session, amount or currency is refused and
// logged, and changes nothing. Out of order is handled by the order's status:
//  - paid:     pending → paid with its tickets; ended before any payment
//              (expired, declined, cancelled or refunded by staff) →
//              refunded at the provider, never revived; else nothing.
//  - failed:   pending → cancelled, tickets back on sale; else nothing.
//  - refunded: paid, in full → refunded, tickets voided (refused at the
//              gate), unused ones back on sale; in part → the larger amount
//              recorded, tickets stay valid; else nothing.
// Every status change goes through the lifecycle (orders/lifecycle.ts); a
// full refund ends the order there, which voids its tickets (endOrder).
// Tickets back on sale go to their types' waiting lists once the notice's
// transaction committed (waitingList/offerFreedTickets.ts).
import {
  ar,
  COLLECTIONS,
  displaySettingsOf,
  eventSchema,
  isOrderEnded,
  orderSchema,
  parseDocument,
  type EventDoc,
  type OrderCheckout,
  type OrderDoc,
  type PaymentEventOutcome,
} from "@bawwaba/common";
import type { TicketSigner } from "@bawwaba/common/ticketCode";
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { endHold, endOrder, payHeldOrder, recordPartialRefund, refundUnfilled } from "../orders/lifecycle.js";
import { invoiceLinkOf, privateLinkOf } from "../orders/onlineOrder.js";
import { readIssue } from "../invoices/taxDocuments.js";
import { readOrganiserSettings } from "../settings/organiserSettings.js";
import { retryingPreconditionLoss, runTransaction } from "../shared/transactions.js";
import { freedBy, offerFreed, type FreedTickets } from "../waitingList/offerFreedTickets.js";
import type { PaymentNotice } from "./provider.js";
import { logRefusal } from "./refusalLog.js";

const reasons = ar.paymentOutcomes;

export interface NoticeContext {
  signer: TicketSigner;
  accessTokenFor: (orderId: string) => string;
}

export interface AppliedNotice {
  outcome: PaymentEventOutcome;
  reason?: string;
  /** A payment the shop cannot honour: give it back through the provider. */
  refund?: { orderRef: DocumentReference; checkout: OrderCheckout; amount: number };
  /** Tickets the notice put back on sale. */
  freed?: FreedTickets;
}

/** The provider itself, as the author of the audit entry of a refund it made. */
const PROVIDER_ACTOR = (provider: string) => ({ uid: `payment-provider:${provider}`, role: "super_admin" as const });

export async function applyPaymentNotice(db: Firestore, context: NoticeContext, notice: PaymentNotice): Promise<AppliedNotice> {
  const logRef = db.collection(COLLECTIONS.paymentEvents).doc(`${notice.provider}_${notice.eventId}`);
  const orderRef = db.collection(COLLECTIONS.orders).doc(notice.orderId);
  // Again with fresh reads when the invoice's or credit note's series was
  // written meanwhile (invoices/taxDocuments.ts): the log entry makes a
  // notice applied once, however often this runs.
  const applied = await retryingPreconditionLoss(() => runTransaction(db, async (tx): Promise<AppliedNotice> => {
    if ((await tx.get(logRef)).exists) return { outcome: "duplicate", reason: reasons.webhook.duplicate };
    const snapshot = await tx.get(orderRef);
    const order = snapshot.exists ? parseDocument(orderSchema, orderRef.path, snapshot.data()) : null;
    const refusal = refusalOf(order, notice);
    if (refusal) return { outcome: "rejected", reason: refusal };
    const result = await applyTo(tx, db, context, orderRef, order!, notice);
    tx.create(logRef, logEntry(notice, result));
    return result;
  }));
  // Refused and duplicate notices are logged too, each as its own entry: they
  // must not take the event id an applied notice is kept under.
  if (applied.outcome === "rejected") {
    await logRefusal(db, notice.provider, logEntry(notice, applied));
  } else if (applied.outcome === "duplicate") {
    await db.collection(COLLECTIONS.paymentEvents).add(logEntry(notice, applied));
  }
  if (applied.freed) await offerFreed(db, applied.freed);
  return applied;
}

/** Why the notice does not belong to its order, or null when it does. */
function refusalOf(order: OrderDoc | null, notice: PaymentNotice): string | null {
  if (!order) return reasons.webhook.unknownOrder;
  const checkout = order.checkout;
  if (!checkout || checkout.provider !== notice.provider) return reasons.webhook.sessionMismatch;
  if (notice.sessionId !== undefined && notice.sessionId !== checkout.sessionId) return reasons.webhook.sessionMismatch;
  if (notice.type === "refunded" && notice.paymentId !== checkout.paymentId) return reasons.webhook.sessionMismatch;
  if (notice.amount !== order.total || notice.currency.toUpperCase() !== order.currency.toUpperCase()) {
    return reasons.webhook.amountMismatch;
  }
  return null;
}

async function applyTo(
  tx: Transaction,
  db: Firestore,
  context: NoticeContext,
  orderRef: DocumentReference,
  order: OrderDoc,
  notice: PaymentNotice,
): Promise<AppliedNotice> {
  const ignored: AppliedNotice = { outcome: "ignored", reason: reasons.webhook.stale };
  switch (notice.type) {
    case "paid": {
      if (order.status === "pending") {
        const event = await readEvent(tx, db, order);
        const settings = await readOrganiserSettings(db);
        const invoice = await readIssue(db, "invoice", settings);
        const accessToken = context.accessTokenFor(orderRef.id);
        payHeldOrder(
          tx,
          db,
          context.signer,
          {
            orderRef,
            order,
            event,
            paymentId: notice.paymentId,
            privateLink: privateLinkOf(order, orderRef.id, accessToken),
            ...(invoice ? { invoiceLink: invoiceLinkOf(order, orderRef.id, accessToken) } : {}),
            display: displaySettingsOf(settings),
          },
          invoice && { issue: invoice, at: Date.now() },
        );
        return { outcome: "applied" };
      }
      // The order ended before this money came (its hold ran out, the payer
      // declined, staff cancelled or refunded it): an ended order is never
      // revived, since its tickets may be sold to someone else by now, and
      // the payment goes back. An order already paid, or whose payment was
      // already given back, changes no more.
      if (!isOrderEnded(order.status) || order.checkout?.paymentId) return ignored;
      const reason = order.status === "expired" ? reasons.ended.paidAfterExpiry : (order.cancelReason ?? reasons.ended.declined);
      const checkout = { ...order.checkout!, ...(notice.paymentId ? { paymentId: notice.paymentId } : {}) };
      refundUnfilled(tx, orderRef, order, checkout, reason);
      return { outcome: "refunded", reason, refund: { orderRef, checkout, amount: order.total } };
    }
    case "failed": {
      if (order.status !== "pending") return ignored;
      await endHold(tx, db, orderRef, order, { status: "cancelled", reason: reasons.ended.declined });
      return { outcome: "applied", freed: freedBy(order) };
    }
    case "refunded": {
      if (order.status !== "paid") return ignored;
      const refundedAmount = notice.refundedAmount ?? notice.amount;
      // Part of the money back (a goodwill refund, one ticket of several) is
      // recorded as such; only a full refund ends the order. The amount only
      // grows: a notice of an older, smaller total, delivered late, changes
      // nothing (lifecycle.ts refundedAmountAfter).
      if (refundedAmount < order.total) {
        if (!(await recordPartialRefund(tx, db, orderRef, order, refundedAmount, PROVIDER_ACTOR(notice.provider)))) return ignored;
        return { outcome: "applied", reason: reasons.ended.partialRefund };
      }
      await endOrder(tx, db, orderRef, order, {
        status: "refunded",
        reason: reasons.ended.refundedByProvider,
        actor: PROVIDER_ACTOR(notice.provider),
      });
      return { outcome: "applied", freed: freedBy(order) };
    }
  }
}

/** The order's event, read in `tx` before any write (a transaction reads first). */
async function readEvent(tx: Transaction, db: Firestore, order: OrderDoc): Promise<EventDoc & { id: string }> {
  const eventRef = db.collection(COLLECTIONS.events).doc(order.eventId);
  return { id: eventRef.id, ...parseDocument(eventSchema, eventRef.path, (await tx.get(eventRef)).data()) };
}

function logEntry(notice: PaymentNotice, result: AppliedNotice) {
  return {
    provider: notice.provider,
    providerEventId: notice.eventId,
    type: notice.type,
    orderId: notice.orderId,
    outcome: result.outcome,
    ...(result.reason ? { reason: result.reason } : {}),
    receivedAt: FieldValue.serverTimestamp(),
  };
}
