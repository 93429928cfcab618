// Giving money back at the payment provider, after the order is refunded in
// the shop (its tickets void) by the sales editor or by a payment the shop
// could not honour.
import type { OrderCheckout } from "@bawwaba/common";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import { configuredProviders } from "./providers.js";

/** Gives an online order's payment back through its provider. */
export type RefundAtProvider = (checkout: OrderCheckout, amount: number) => Promise<void>;

/** Refunds through the provider the order was paid with, as configured in this function. */
export const refundThroughProviders =
  (db: Firestore): RefundAtProvider =>
  async (checkout, amount) => {
    const provider = configuredProviders(db).byId(checkout.provider);
    if (!provider) throw new Error(`The payment provider ${checkout.provider} is off`);
    await provider.refund(checkout, amount);
  };

/**
 * Refunds at the provider. A failure is kept on the order (for the sales
 * editor to show) and logged, not thrown: the order's own change is done.
 */
export async function refundOrRecord(
  orderRef: DocumentReference,
  checkout: OrderCheckout,
  amount: number,
  refundAtProvider: RefundAtProvider,
): Promise<void> {
  try {
    await refundAtProvider(checkout, amount);
  } catch (error) {
    logger.error("The refund at the payment provider failed", { orderId: orderRef.id, error: String(error) });
    await orderRef.update({ "checkout.refundError": String(error) });
  }
}
