// One interface for every payment provider: the shop creates a checkout
// through it (what a purchase asks of it, CheckoutOpener, is the order
// domain's: orders/paymentRequests.ts), paymentWebhook verifies the
// provider's notifications through it, and refunds go back through it.
import type { OrderCheckout, PaymentEventType, PaymentProviderId } from "@bawwaba/common";
import type { IncomingHttpHeaders } from "node:http";
import type { CheckoutOpener } from "../orders/paymentRequests.js";

/** A verified notification from a provider, in the shop's terms. */
export interface PaymentNotice {
  provider: PaymentProviderId;
  /** The provider's id of this event: the same event again has the same id. */
  eventId: string;
  type: PaymentEventType;
  orderId: string;
  /** The checkout session it concerns; absent on a refund, which names the payment. */
  sessionId?: string;
  /** The provider's payment: set on `paid` and `refunded`. */
  paymentId?: string;
  /** What was charged, in minor units: checked against the order's total. */
  amount: number;
  currency: string;
  /** A refund: how much of `amount` went back (all of it when absent). */
  refundedAmount?: number;
}

/** A notification whose signature does not verify, or that cannot be read. */
export class WebhookRejected extends Error {}

export interface PaymentProvider extends CheckoutOpener {
  /**
   * The notice in a notification's raw body, after verifying its signature;
   * null for an event the shop does not act on. WebhookRejected otherwise.
   */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentNotice | null;
  /**
   * Gives the payer `amount` (minor units) of their money back: all of it or
   * part (one ticket's price). `key` names this refund: asking again with it
   * gives nothing more (a retry), another key is another refund.
   */
  refund(checkout: OrderCheckout, amount: number, key: string): Promise<void>;
  /**
   * Closes an open checkout, so that nothing more can be paid into it
   * (its order's hold ended). Answers "closed", or "already-ended" when the
   * checkout was no longer open (paid, expired, declined).
   */
  closeCheckout(sessionId: string): Promise<"closed" | "already-ended">;
}
