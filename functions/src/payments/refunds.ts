// Giving money back at the payment provider, after the order is refunded in
// the shop (its tickets void) by the sales editor or by a payment the shop
// could not honour (orders/paymentRequests.ts refundOrRecord).
import type { Firestore } from "firebase-admin/firestore";
import type { RefundAtProvider } from "../orders/paymentRequests.js";
import { configuredProviders } from "./providers.js";

/** Refunds through the provider the order was paid with, as configured in this function. */
export const refundThroughProviders =
  (db: Firestore): RefundAtProvider =>
  async (checkout, amount, key) => {
    const provider = configuredProviders(db).byId(checkout.provider);
    if (!provider) throw new Error(`The payment provider ${checkout.provider} is off`);
    await provider.refund(checkout, amount, key);
  };
