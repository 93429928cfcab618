// paymentWebhook: where payment providers send their notifications
// (`?provider=yousr` or `?provider=stripe`). Thin: the provider verifies the
// signature over the raw body, applyPaymentNotice does the rest. An unknown
// provider is answered 400 with nothing written; refused notifications of a
// known provider are logged in `paymentEvents`, a bounded number a minute
// (refusalLog.ts), and answered 400.
import { ar, PAYMENT_PROVIDERS, type PaymentProviderId } from "@bawwaba/common";
import { logger } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../admin.js";
import { accessTokenFor } from "../orders/orderAccess.js";
import { currentSigner, ticketSigningKey } from "../tickets/signingKey.js";
import { applyPaymentNotice } from "./applyPaymentNotice.js";
import { WebhookRejected } from "./provider.js";
import { configuredProviders } from "./providers.js";
import { refundOrRecord, refundThroughProviders } from "./refunds.js";
import { logRefusal } from "./refusalLog.js";
import { orderLinkSecret, PAYMENT_SECRETS } from "./secrets.js";

const webhookReasons = ar.paymentOutcomes.webhook;

export const paymentWebhook = onRequest({ secrets: [ticketSigningKey, orderLinkSecret, ...PAYMENT_SECRETS] }, async (request, response) => {
  if (request.method !== "POST") {
    response.status(405).send("POST only");
    return;
  }
  const providerId = String(request.query.provider ?? "");
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(providerId)) {
    response.status(400).json({ outcome: "rejected", reason: webhookReasons.unknownProvider });
    return;
  }
  const provider = configuredProviders(db).byId(providerId);
  const refuse = async (reason: string, status: number) => {
    logger.warn("Refused a payment notification", { provider: providerId, reason });
    await logRefusal(db, providerId as PaymentProviderId, { outcome: "rejected", reason });
    response.status(status).json({ outcome: "rejected", reason });
  };
  if (!provider) return refuse(webhookReasons.providerOff, 404);

  let notice;
  try {
    notice = provider.verifyWebhook(request.rawBody, request.headers);
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    return refuse(error.message === "signature" ? webhookReasons.badSignature : webhookReasons.malformed, 400);
  }
  // An event the shop does not act on: acknowledged so the provider stops sending it.
  if (!notice) {
    response.status(200).json({ outcome: "ignored" });
    return;
  }

  const secret = orderLinkSecret.value();
  const applied = await applyPaymentNotice(db, { signer: currentSigner(), accessTokenFor: (orderId) => accessTokenFor(secret, orderId) }, notice);
  if (applied.refund) {
    const { orderRef, checkout, amount } = applied.refund;
    await refundOrRecord(orderRef, checkout, amount, refundThroughProviders(db));
  }
  if (applied.outcome === "rejected") logger.warn("Refused a payment notification", { ...notice, reason: applied.reason });
  response.status(applied.outcome === "rejected" ? 400 : 200).json({ outcome: applied.outcome, reason: applied.reason });
});
