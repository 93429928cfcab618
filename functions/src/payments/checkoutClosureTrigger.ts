// The trigger that closes a provider's checkout once its order's hold ended
// (checkoutClosures.ts), apart from the service so that the services load
// without the functions' Admin app.
import { COLLECTIONS } from "@bawwaba/common";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { db } from "../admin.js";
import type { CheckoutClosure } from "../orders/paymentRequests.js";
import { closeCheckout } from "./checkoutClosures.js";
import { configuredProviders } from "./providers.js";
import { PAYMENT_SECRETS } from "./secrets.js";

// Retried on failure (a provider's outage): closing an already closed checkout is harmless.
export const closeEndedCheckouts = onDocumentCreated(
  { document: `${COLLECTIONS.checkoutClosures}/{orderId}`, secrets: PAYMENT_SECRETS, retry: true },
  async (event) => {
    const data = event.data?.data() as CheckoutClosure | undefined;
    if (!data) return;
    await closeCheckout(db, configuredProviders(db), event.params.orderId, data);
  },
);
