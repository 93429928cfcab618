// Yousr Pay's own side, the part a real gateway runs on its servers: the
// payer's decision on the hosted checkout, and the signed notification it
// then sends to the shop's paymentWebhook over HTTP. The console may replay
// a notification (the same event again) or force a decline.
import {
  ar,
  COLLECTIONS,
  parseDocument,
  yousrPaymentSchema,
  type PaymentEventType,
  type YousrDecision,
  type YousrPayCheckoutResult,
  type YousrPayDecideResult,
  type YousrPaymentDoc,
} from "@bawwaba/common";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import { HttpsError } from "firebase-functions/v2/https";
import { randomBytes } from "node:crypto";
import { runTransaction } from "../../shared/transactions.js";
import { YOUSR_EVENT_TYPES, type YousrNotification } from "./notification.js";
import { signYousrNotification, YOUSR_SIGNATURE_HEADER } from "./signature.js";

export interface Gateway {
  db: Firestore;
  webhookSecret: string;
  /** paymentWebhook's URL for Yousr Pay's notifications. */
  webhookUrl: () => Promise<string>;
  /** Whether the test gateway may run here at all (secrets.ts isTestGatewayAllowed). */
  enabled: boolean;
}

/** Refuses everything where the test gateway is off: anyone may approve a test payment. */
function assertEnabled(gateway: Pick<Gateway, "enabled">): void {
  if (!gateway.enabled) throw new HttpsError("failed-precondition", ar.errors.testGatewayOff);
}

const paymentRef = (db: Firestore, paymentId: string) => db.collection(COLLECTIONS.yousrPayments).doc(paymentId);

/**
 * What the hosted checkout shows: asked through a function, not read from
 * Firestore, so that no payment is readable by id and the page says plainly
 * when the test gateway is off here.
 */
export async function checkoutOf(
  gateway: Pick<Gateway, "db" | "enabled">,
  paymentId: string,
): Promise<YousrPayCheckoutResult> {
  assertEnabled(gateway);
  const ref = paymentRef(gateway.db, paymentId);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError("not-found", ar.errors.paymentNotFound);
  const { amount, currency, description, status, returnUrl } = parseDocument(yousrPaymentSchema, ref.path, snapshot.data());
  return { paymentId, amount, currency, description, status, returnUrl };
}

/**
 * Records the payer's decision on an open payment, then notifies the shop.
 * Deciding again as before answers the same; the other way is refused.
 */
export async function decidePayment(gateway: Gateway, paymentId: string, decision: YousrDecision): Promise<YousrPayDecideResult> {
  assertEnabled(gateway);
  const ref = paymentRef(gateway.db, paymentId);
  const status = decision === "approve" ? ("approved" as const) : ("declined" as const);
  const { payment, changed } = await runTransaction(gateway.db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new HttpsError("not-found", ar.errors.paymentNotFound);
    const current = parseDocument(yousrPaymentSchema, ref.path, snapshot.data());
    if (current.status === status) return { payment: current, changed: false };
    if (current.status === "closed") throw new HttpsError("failed-precondition", ar.payments.checkout.decided.closed);
    if (current.status !== "open") throw new HttpsError("failed-precondition", ar.errors.paymentDecided);
    tx.update(ref, { status, decidedAt: FieldValue.serverTimestamp() });
    return { payment: current, changed: true };
  });
  if (changed) await deliver(gateway, paymentId, payment, status === "approved" ? "paid" : "failed", newEventId());
  return { status, returnUrl: payment.returnUrl };
}

/** Sends the payment's last notification again, as the same event: the console's replay. */
export async function replayNotification(gateway: Gateway, paymentId: string): Promise<{ httpStatus: number }> {
  assertEnabled(gateway);
  const ref = paymentRef(gateway.db, paymentId);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError("not-found", ar.errors.paymentNotFound);
  const payment = parseDocument(yousrPaymentSchema, ref.path, snapshot.data());
  if (!payment.lastDelivery) throw new HttpsError("failed-precondition", ar.errors.paymentNoWebhook);
  return { httpStatus: await deliver(gateway, paymentId, payment, payment.lastDelivery.type, payment.lastDelivery.eventId) };
}

const newEventId = () => `evt_${randomBytes(12).toString("base64url")}`;

/** POSTs one signed notification to paymentWebhook and records how it answered. */
async function deliver(
  gateway: Gateway,
  paymentId: string,
  payment: YousrPaymentDoc,
  type: PaymentEventType,
  eventId: string,
): Promise<number> {
  const notification: YousrNotification = {
    id: eventId,
    type: YOUSR_EVENT_TYPES[type],
    created: Math.floor(Date.now() / 1000),
    data: { paymentId, orderId: payment.orderId, amount: payment.amount, currency: payment.currency },
  };
  const body = JSON.stringify(notification);
  let httpStatus = 0;
  try {
    const response = await fetch(await gateway.webhookUrl(), {
      method: "POST",
      headers: { "content-type": "application/json", [YOUSR_SIGNATURE_HEADER]: signYousrNotification(gateway.webhookSecret, body) },
      body,
    });
    httpStatus = response.status;
  } catch (error) {
    // 0 in the console: the shop could not be reached. A replay sends it again.
    logger.error("Yousr Pay could not deliver a notification", { paymentId, eventId, error: String(error) });
  }
  await paymentRef(gateway.db, paymentId).update({
    lastDelivery: { eventId, type, at: FieldValue.serverTimestamp(), httpStatus },
    deliveries: FieldValue.increment(1),
  });
  return httpStatus;
}
