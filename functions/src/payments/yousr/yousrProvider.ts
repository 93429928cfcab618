// Yousr Pay as a payment provider of the shop. Its checkout is a payment in
// `yousrPayments` (the gateway's own records) and the hosted page
// `/youser-payment?payment=<id>` of the web app, where the payer approves or
// declines; the gateway then notifies paymentWebhook (gateway.ts).
import { COLLECTIONS, type OrderCheckout, type YousrPaymentDoc } from "@bawwaba/common";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { createHash } from "node:crypto";
import { isPreconditionLoss } from "../../shared/transactions.js";
import { WebhookRejected, type CheckoutRequest, type PaymentNotice, type PaymentProvider } from "../provider.js";
import { eventTypeOf, yousrNotificationSchema } from "./notification.js";
import { verifyYousrSignature, YOUSR_SIGNATURE_HEADER } from "./signature.js";

/** The web app's path of the hosted checkout (web/src/auth/access.ts ROUTES.youserPayment). */
export const YOUSR_CHECKOUT_PATH = "/youser-payment";

/** One payment per order, whoever asks: the id is derived from the order's. */
export const yousrPaymentIdFor = (orderId: string) =>
  `yp_${createHash("sha256").update(`yousr\0${orderId}`).digest("base64url").slice(0, 20)}`;

export function yousrProvider(db: Firestore, webhookSecret: string): PaymentProvider {
  const payments = db.collection(COLLECTIONS.yousrPayments);
  return {
    id: "yousr",

    async createCheckout(request: CheckoutRequest) {
      const paymentId = yousrPaymentIdFor(request.orderId);
      const url = `${new URL(request.returnUrl).origin}${YOUSR_CHECKOUT_PATH}?payment=${paymentId}`;
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
      try {
        await payments.doc(paymentId).create(payment);
      } catch (error) {
        // Asked again for the same order: the payment is already there.
        if (!isPreconditionLoss(error)) throw error;
      }
      return { sessionId: paymentId, url };
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

    async refund(checkout: OrderCheckout) {
      await payments.doc(checkout.sessionId).update({ status: "refunded", refundedAt: FieldValue.serverTimestamp() });
    },
  };
}
