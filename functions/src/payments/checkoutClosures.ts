// Closing a provider's checkout when its order's hold ends (expired,
// replaced, declined, cancelled): otherwise the payer, still on the
// provider's page, could pay into an ended order and be refunded without
// tickets (docs/security.md, "Buyers"). The order's transaction writes
// `checkoutClosures/{orderId}` (the outbox: orders/paymentRequests.ts); a
// trigger asks the provider to close the checkout after the commit, since a
// provider is not part of a Firestore transaction (the trigger:
// checkoutClosureTrigger.ts). A payment that still arrives is refunded as before.
import { COLLECTIONS } from "@bawwaba/common";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import type { CheckoutClosure } from "../orders/paymentRequests.js";
import type { Providers } from "./providers.js";

/**
 * Asks the order's provider to close its checkout and records the outcome
 * on the closure. A provider that is off here (Stripe on the emulators) is
 * recorded as such: nothing could be paid through it either.
 */
export async function closeCheckout(db: Firestore, providers: Providers, orderId: string, closure: CheckoutClosure): Promise<string> {
  const provider = providers.byId(closure.provider);
  const outcome = provider ? await provider.closeCheckout(closure.sessionId) : "provider-off";
  await db.collection(COLLECTIONS.checkoutClosures).doc(orderId).update({ outcome, closedAt: FieldValue.serverTimestamp() });
  logger.info("Checkout closed for an ended hold", { orderId, provider: closure.provider, outcome });
  return outcome;
}
