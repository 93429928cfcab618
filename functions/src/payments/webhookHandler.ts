// paymentWebhook's request handler, apart from its onRequest wrapper
// (webhook.ts), so that it runs in-process on a Firestore stand-in.
//
// A refused notification (an unknown provider, a provider that is off, a bad
// signature, a malformed body) is answered before any database work and
// never waits on a transaction: anyone can POST here, and a flood of junk
// that waited on Firestore would fill the webhook's instances until the
// provider's real notice is answered 429 (docs/capacity.md "The payment
// webhook"). It is then counted in this instance's memory (refusalLog.ts).
// Only a notice whose signature verified reads and writes: applyPaymentNotice
// records it, refused or applied, in `paymentEvents`.
import { ar, PAYMENT_PROVIDERS } from "@bawwaba/common";
import type { Response } from "express";
import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import type { Request } from "firebase-functions/v2/https";
import { refundOrRecord, type RefundAtProvider } from "../orders/paymentRequests.js";
import { applyPaymentNotice, type NoticeContext } from "./applyPaymentNotice.js";
import { WebhookRejected } from "./provider.js";
import type { Providers } from "./providers.js";
import type { RefusalKind, RefusalTally } from "./refusalLog.js";

const webhookReasons = ar.paymentOutcomes.webhook;

/** What a refusal says (the answer's `reason`) and its HTTP status: 404 for a provider that is off, 400 otherwise. */
const REFUSALS: Record<Exclude<RefusalKind, "unlogged">, { reason: string; status: number }> = {
  unknownProvider: { reason: webhookReasons.unknownProvider, status: 400 },
  providerOff: { reason: webhookReasons.providerOff, status: 404 },
  signature: { reason: webhookReasons.badSignature, status: 400 },
  malformed: { reason: webhookReasons.malformed, status: 400 },
};

export interface WebhookDeps {
  db: Firestore;
  /** The providers as this function's secrets configure them. */
  providers: () => Providers;
  /** What applying a verified notice needs (the signer, the private links' tokens). */
  noticeContext: () => NoticeContext;
  refundAtProvider: () => RefundAtProvider;
  /** Where refusals are counted: this instance's tally (refusalLog.ts instanceRefusals). */
  refusals: RefusalTally;
}

export function paymentWebhookHandler(deps: WebhookDeps) {
  const { db, refusals } = deps;
  /** Answers first; only then counts, in memory, and writes a minute's counts when due (not awaited). */
  const refuse = (response: Response, provider: string, kind: keyof typeof REFUSALS) => {
    const { reason, status } = REFUSALS[kind];
    response.status(status).json({ outcome: "rejected", reason });
    refusals.count(provider, kind);
    void refusals.flushIfDue(db);
  };

  return async (request: Request, response: Response): Promise<void> => {
    if (request.method !== "POST") {
      response.status(405).send("POST only");
      return;
    }
    const providerId = String(request.query.provider ?? "");
    if (!(PAYMENT_PROVIDERS as readonly string[]).includes(providerId)) return refuse(response, providerId, "unknownProvider");
    const provider = deps.providers().byId(providerId);
    if (!provider) return refuse(response, providerId, "providerOff");

    let notice;
    try {
      notice = provider.verifyWebhook(request.rawBody, request.headers);
    } catch (error) {
      if (!(error instanceof WebhookRejected)) throw error;
      return refuse(response, providerId, error.message === "signature" ? "signature" : "malformed");
    }
    // An event the shop does not act on: acknowledged so the provider stops sending it.
    if (!notice) {
      response.status(200).json({ outcome: "ignored" });
      return;
    }

    const applied = await applyPaymentNotice(db, deps.noticeContext(), notice);
    if (applied.refund) {
      const { orderRef, checkout, amount } = applied.refund;
      await refundOrRecord(orderRef, checkout, amount, `unfilled-${orderRef.id}`, deps.refundAtProvider());
    }
    if (applied.outcome === "rejected") logger.warn("Refused a payment notification", { ...notice, reason: applied.reason });
    response.status(applied.outcome === "rejected" ? 400 : 200).json({ outcome: applied.outcome, reason: applied.reason });
    void refusals.flushIfDue(db);
  };
}
