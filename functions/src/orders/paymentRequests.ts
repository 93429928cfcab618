// What an order asks of its payment provider, in the order domain's terms:
// opening a checkout (purchaseTickets), closing it once the order's hold
// ended, and giving money back. The providers (payments/) implement these;
// orders never import payments, since payments apply their notices to
// orders through the lifecycle (the domains' direction:
// eslint-rules/functionsDomains.mjs).
import { COLLECTIONS, type OrderCheckout, type PaymentProviderId } from "@bawwaba/common";
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";

export interface CheckoutRequest {
  orderId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** What is paid for, as the checkout page shows it. */
  description: string;
  lines: readonly { name: string; quantity: number; unitPrice: number }[];
  buyerEmail?: string;
  /** Where the payer comes back to after paying or not: the order's private page. */
  returnUrl: string;
  /** When the tickets stop being held for this payment. */
  holdExpiresAt: Date;
}

export interface Checkout {
  sessionId: string;
  url: string;
}

/** A provider as a purchase sees it (payments/provider.ts PaymentProvider). */
export interface CheckoutOpener {
  id: PaymentProviderId;
  /** The shortest hold its checkouts allow: a checkout must never outlive the hold it pays for. */
  minHoldMinutes?: number;
  /** Idempotent per order: asking again for the same order gives the same checkout. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
}

/**
 * `checkoutClosures/{orderId}`: a checkout to close because its order's hold
 * ended (expired, replaced, declined, cancelled); otherwise the payer, still
 * on the provider's page, could pay into an ended order and be refunded
 * without tickets (docs/security.md, "Buyers"). An outbox: the order's
 * transaction writes it exactly when the hold ends, and a trigger asks the
 * provider to close the checkout after the commit, since a provider is not
 * part of a Firestore transaction (payments/checkoutClosureTrigger.ts).
 */
export interface CheckoutClosure {
  provider: PaymentProviderId;
  sessionId: string;
}

/** In `tx`: the order's checkout is to be closed once the transaction commits. */
export function requestCheckoutClosure(tx: Transaction, db: Firestore, orderId: string, checkout: OrderCheckout): void {
  const closure: CheckoutClosure = { provider: checkout.provider, sessionId: checkout.sessionId };
  tx.set(db.collection(COLLECTIONS.checkoutClosures).doc(orderId), { ...closure, requestedAt: FieldValue.serverTimestamp() });
}

/** Gives an online order's payment, or `amount` of it, back through its provider; `key` names the refund (a retry with it gives nothing more). */
export type RefundAtProvider = (checkout: OrderCheckout, amount: number, key: string) => Promise<void>;

/**
 * Refunds at the provider, after the order is refunded in the shop (its
 * tickets void) by the sales editor or by a payment the shop could not
 * honour. A failure is kept on the order (for the sales editor to show) and
 * logged, not thrown: the order's own change is done.
 */
export async function refundOrRecord(
  orderRef: DocumentReference,
  checkout: OrderCheckout,
  amount: number,
  key: string,
  refundAtProvider: RefundAtProvider,
): Promise<void> {
  try {
    await refundAtProvider(checkout, amount, key);
  } catch (error) {
    logger.error("The refund at the payment provider failed", { orderId: orderRef.id, error: String(error) });
    await orderRef.update({ "checkout.refundError": String(error) });
  }
}
