// paymentWebhook: where payment providers send their notifications
// (`?provider=yousr` or `?provider=stripe`). Thin: the handler
// (webhookHandler.ts) answers a refused notification before any database
// work and counts it in memory (refusalLog.ts); a verified one goes to
// applyPaymentNotice. Its own instance settings keep a flood of junk from
// starving the providers' real notices (docs/capacity.md "The payment webhook").
import type { HttpsOptions } from "firebase-functions/v2/https";
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { accessTokenFor } from "../orders/orderAccess.js";
import { currentSigner, ticketSigningKey } from "../tickets/signingKey.js";
import { configuredProviders, type Providers } from "./providers.js";
import { refundThroughProviders } from "./refunds.js";
import { instanceRefusals } from "./refusalLog.js";
import { orderLinkSecret, PAYMENT_SECRETS } from "./secrets.js";
import { paymentWebhookHandler } from "./webhookHandler.js";

/**
 * Sized in docs/capacity.md "The payment webhook": junk is answered in well
 * under a millisecond of CPU, so one instance takes thousands a second and
 * its 80 slots are held only by verified notices waiting on Firestore; a
 * verified notice that cannot commit within 30 s gives its slot back (the
 * provider retries, and the notice is applied once: it is recorded under its
 * event id). Concurrency above 1 needs a whole CPU.
 */
export const PAYMENT_WEBHOOK_OPTIONS = {
  cpu: 1,
  memory: "512MiB",
  concurrency: 80,
  minInstances: 0,
  maxInstances: 20,
  timeoutSeconds: 30,
} as const satisfies HttpsOptions;

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

export const paymentWebhook = onRequest(
  { ...PAYMENT_WEBHOOK_OPTIONS, secrets: [ticketSigningKey, orderLinkSecret, ...PAYMENT_SECRETS] },
  handlePaymentWebhook,
);
