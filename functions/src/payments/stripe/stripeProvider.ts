// Stripe Checkout as a payment provider (the official `stripe` package).
// Notifications are verified with the library against the endpoint's signing
// secret; the order id travels as the session's client_reference_id and in
// the payment's metadata (refund notifications name the payment, not the
// session).
import type { OrderCheckout } from "@bawwaba/common";
import Stripe from "stripe";
import type { CheckoutRequest } from "../../orders/paymentRequests.js";
import { WebhookRejected, type PaymentNotice, type PaymentProvider } from "../provider.js";

/**
 * Stripe keeps a Checkout session open at least 30 minutes, so its orders
 * hold their tickets that long (plus a minute for the call): the session
 * expires with the hold, and a paid session never outlives it.
 */
const MIN_SESSION_SECONDS = 30 * 60 + 60;

/** True when the secrets configure Stripe; anything else ("off", empty) leaves it off. */
export function isStripeConfigured(secretKey: string, webhookSecret: string): boolean {
  return /^(sk|rk)_/.test(secretKey) && webhookSecret.startsWith("whsec_");
}

export function stripeProvider(secretKey: string, webhookSecret: string, client: Stripe = new Stripe(secretKey)): PaymentProvider {
  return {
    id: "stripe",
    minHoldMinutes: MIN_SESSION_SECONDS / 60,

    async createCheckout(request: CheckoutRequest) {
      const expiresAt = Math.max(Math.floor(request.holdExpiresAt.getTime() / 1000), Math.floor(Date.now() / 1000) + MIN_SESSION_SECONDS);
      const session = await client.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          payment_intent_data: { metadata: { orderId: request.orderId } },
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: request.currency.toLowerCase(), unit_amount: line.unitPrice, product_data: { name: line.name } },
          })),
          customer_email: request.buyerEmail,
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
          expires_at: expiresAt,
        },
        // Asking again for the same order gives the same session.
        { idempotencyKey: `checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe gave no checkout URL for session ${session.id}`);
      return { sessionId: session.id, url: session.url };
    },

    verifyWebhook(rawBody, headers): PaymentNotice | null {
      const signature = headers["stripe-signature"];
      if (!signature) throw new WebhookRejected("signature");
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw new WebhookRejected("signature");
      }
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const session = event.data.object;
          // A delayed method (bank transfer) completes unpaid and succeeds later.
          if (session.payment_status !== "paid") return null;
          return sessionNotice(event, session, "paid");
        }
        case "checkout.session.async_payment_failed":
        case "checkout.session.expired":
          return sessionNotice(event, event.data.object, "failed");
        case "charge.refunded": {
          const charge = event.data.object;
          const orderId = charge.metadata?.orderId;
          const paymentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
          if (!orderId || !paymentId) throw new WebhookRejected("malformed");
          return {
            provider: "stripe",
            eventId: event.id,
            type: "refunded",
            orderId,
            paymentId,
            amount: charge.amount,
            currency: charge.currency.toUpperCase(),
            // charge.refunded also comes for a partial refund: say how much went back.
            refundedAmount: charge.amount_refunded ?? charge.amount,
          };
        }
        default:
          return null;
      }
    },

    async closeCheckout(sessionId: string) {
      try {
        await client.checkout.sessions.expire(sessionId);
        return "closed";
      } catch (error) {
        // Stripe refuses to expire a session that is not open (complete or expired already).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return "already-ended";
        throw error;
      }
    },

    async refund(checkout: OrderCheckout, amount: number, key: string) {
      if (!checkout.paymentId) throw new Error(`Stripe session ${checkout.sessionId} has no payment to refund`);
      await client.refunds.create({ payment_intent: checkout.paymentId, amount }, { idempotencyKey: `refund-${checkout.paymentId}-${key}` });
    },
  };
}

function sessionNotice(event: Stripe.Event, session: Stripe.Checkout.Session, type: "paid" | "failed"): PaymentNotice {
  const orderId = session.client_reference_id ?? session.metadata?.orderId;
  if (!orderId || session.amount_total === null || !session.currency) throw new WebhookRejected("malformed");
  const paymentId = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  return {
    provider: "stripe",
    eventId: event.id,
    type,
    orderId,
    sessionId: session.id,
    ...(paymentId ? { paymentId } : {}),
    amount: session.amount_total,
    currency: session.currency.toUpperCase(),
  };
}
