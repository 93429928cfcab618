// paymentWebhook: where payment providers send their notifications
// (`?provider=yousr` or `?provider=stripe`). Thin: the handler
// (webhookHandler.ts) answers a refused notification before any database
// work and counts it in memory (refusalLog.ts); a verified one goes to
// applyPaymentNotice.
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { accessTokenFor } from "../orders/orderAccess.js";
import { currentSigner, ticketSigningKey } from "../tickets/signingKey.js";
import { configuredProviders, type Providers } from "./providers.js";
import { refundThroughProviders } from "./refunds.js";
import { instanceRefusals } from "./refusalLog.js";
import { orderLinkSecret, PAYMENT_SECRETS } from "./secrets.js";
import { paymentWebhookHandler } from "./webhookHandler.js";

// The secrets do not change while an instance lives: the providers (a Stripe
// client among them) are built once, not per request.
let providers: Providers | undefined;

export const handlePaymentWebhook = paymentWebhookHandler({
  db,
  providers: () => (providers ??= configuredProviders(db)),
  noticeContext: () => {
    const secret = orderLinkSecret.value();
    return { signer: currentSigner(), accessTokenFor: (orderId: string) => accessTokenFor(secret, orderId) };
  },
  refundAtProvider: () => refundThroughProviders(db),
  refusals: instanceRefusals,
});

export const paymentWebhook = onRequest({ secrets: [ticketSigningKey, orderLinkSecret, ...PAYMENT_SECRETS] }, handlePaymentWebhook);
