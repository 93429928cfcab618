// Yousr Pay as a payment provider of the shop. Its checkout is a payment in
// `yousrPayments` (the gateway's own records) and the hosted page
// `/youser-payment?payment=<id>` of the web app, where the payer approves or
// declines; the gateway then notifies paymentWebhook (gateway.ts).
import {
  COLLECTIONS,
  languageOfPath,
  parseDocument,
  pathInLanguage,
  yousrPaymentSchema,
  type OrderCheckout,
  type YousrPaymentDoc,
} from "@bawwaba/common";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { randomBytes } from "node:crypto";
import { runTransaction } from "../../shared/transactions.js";
import type { CheckoutRequest } from "../../orders/paymentRequests.js";
import { WebhookRejected, type PaymentNotice, type PaymentProvider } from "../provider.js";
import { eventTypeOf, yousrNotificationSchema } from "./notification.js";
import { verifyYousrSignature, YOUSR_SIGNATURE_HEADER } from "./signature.js";

/** The web app's path of the hosted checkout (web/src/auth/access.ts ROUTES.youserPayment). */
export const YOUSR_CHECKOUT_PATH = "/youser-payment";

/**
 * A new payment's id: random, so that knowing an order's id tells nothing
 * of its payment (the hosted checkout opens by payment id, and deciding needs it).
 */
const newPaymentId = () => `yp_${randomBytes(16).toString("base64url")}`;

export function yousrProvider(db: Firestore, webhookSecret: string): PaymentProvider {
  const payments = db.collection(COLLECTIONS.yousrPayments);
  return {
    id: "yousr",

    async createCheckout(request: CheckoutRequest) {
      // In the buyer's language: the page they return to is in it (onlineOrder.ts).
      const back = new URL(request.returnUrl);
      const checkoutPath = pathInLanguage(YOUSR_CHECKOUT_PATH, languageOfPath(back.pathname));
      const checkoutUrl = (paymentId: string) => `${back.origin}${checkoutPath}?payment=${paymentId}`;
      // Asked again for the same order (its first answer was lost): the same payment.
      const existing = await payments.where("orderId", "==", request.orderId).limit(1).get();
      if (!existing.empty) return { sessionId: existing.docs[0]!.id, url: checkoutUrl(existing.docs[0]!.id) };
      const paymentId = newPaymentId();
      const payment: Omit<YousrPaymentDoc, "createdAt" | "expiresAt"> & Record<string, unknown> = {
        orderId: request.orderId,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        status: "open",
        returnUrl: request.returnUrl,
        deliveries: 0,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromDate(request.holdExpiresAt),
      };
      await payments.doc(paymentId).create(payment);
      return { sessionId: paymentId, url: checkoutUrl(paymentId) };
    },

    verifyWebhook(rawBody, headers): PaymentNotice {
      const header = headers[YOUSR_SIGNATURE_HEADER];
      if (!verifyYousrSignature(webhookSecret, rawBody, Array.isArray(header) ? header[0] : header)) {
        throw new WebhookRejected("signature");
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString("utf8"));
      } catch {
        throw new WebhookRejected("malformed");
      }
      const parsed = yousrNotificationSchema.safeParse(body);
      if (!parsed.success) throw new WebhookRejected("malformed");
      const { id, type, data } = parsed.data;
      return {
        provider: "yousr",
        eventId: id,
        type: eventTypeOf(type),
        orderId: data.orderId,
        sessionId: data.paymentId,
        paymentId: data.paymentId,
        amount: data.amount,
        currency: data.currency,
      };
    },

    async closeCheckout(sessionId: string) {
      const ref = payments.doc(sessionId);
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists || snapshot.get("status") !== "open") return "already-ended" as const;
        tx.update(ref, { status: "closed", closedAt: FieldValue.serverTimestamp() });
        return "closed" as const;
      });
    },

    // Part of a payment back leaves it approved; all of it makes it refunded. A key already used gives nothing more.
    async refund(checkout: OrderCheckout, amount: number, key: string) {
      const ref = payments.doc(checkout.sessionId);
      await runTransaction(db, async (tx) => {
        const payment = parseDocument(yousrPaymentSchema, ref.path, (await tx.get(ref)).data());
        if (payment.refundKeys?.includes(key)) return;
        const refundedAmount = Math.min(payment.amount, (payment.refundedAmount ?? 0) + amount);
        tx.update(ref, {
          refundedAmount,
          refundKeys: FieldValue.arrayUnion(key),
          ...(refundedAmount === payment.amount ? { status: "refunded", refundedAt: FieldValue.serverTimestamp() } : {}),
        });
      });
    },
  };
}
