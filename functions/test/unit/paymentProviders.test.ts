// The providers' notification checks, with no network: Stripe's through the
// official library (its own test signatures), Yousr Pay's HMAC, and which
// providers the secrets turn on.
import type { Firestore } from "firebase-admin/firestore";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { WebhookRejected } from "../../src/payments/provider.js";
import { providersWith } from "../../src/payments/providers.js";
import { isTestGatewayAllowed } from "../../src/payments/secrets.js";
import { isStripeConfigured, stripeProvider } from "../../src/payments/stripe/stripeProvider.js";
import { signYousrNotification, verifyYousrSignature } from "../../src/payments/yousr/signature.js";
import { yousrProvider } from "../../src/payments/yousr/yousrProvider.js";

const WHSEC = "whsec_test_secret";
const client = new Stripe("sk_test_unused");
const stripe = stripeProvider("sk_test_unused", WHSEC, client);

function stripeEvent(type: string, object: Record<string, unknown>) {
  return JSON.stringify({ id: `evt_${type}`, object: "event", type, data: { object } });
}
const signed = (payload: string, secret = WHSEC) => ({ "stripe-signature": client.webhooks.generateTestHeaderString({ payload, secret }) });

const session = {
  id: "cs_test_1",
  object: "checkout.session",
  client_reference_id: "order1",
  metadata: { orderId: "order1" },
  amount_total: 24000,
  currency: "sar",
  payment_status: "paid",
  payment_intent: "pi_1",
};

describe("Stripe notifications", () => {
  it("reads a paid checkout session as paid, in the shop's terms", () => {
    const payload = stripeEvent("checkout.session.completed", session);
    expect(stripe.verifyWebhook(Buffer.from(payload), signed(payload))).toEqual({
      provider: "stripe",
      eventId: "evt_checkout.session.completed",
      type: "paid",
      orderId: "order1",
      sessionId: "cs_test_1",
      paymentId: "pi_1",
      amount: 24000,
      currency: "SAR",
    });
  });

  it("waits for a delayed payment method, and reads an expired session as failed", () => {
    const unpaid = stripeEvent("checkout.session.completed", { ...session, payment_status: "unpaid" });
    expect(stripe.verifyWebhook(Buffer.from(unpaid), signed(unpaid))).toBeNull();
    const expired = stripeEvent("checkout.session.expired", { ...session, payment_status: "unpaid", payment_intent: null });
    expect(stripe.verifyWebhook(Buffer.from(expired), signed(expired))).toMatchObject({ type: "failed", sessionId: "cs_test_1" });
  });

  it("reads a refunded charge by its payment and the order in its metadata", () => {
    const charge = stripeEvent("charge.refunded", { id: "ch_1", object: "charge", amount: 24000, currency: "sar", payment_intent: "pi_1", metadata: { orderId: "order1" } });
    expect(stripe.verifyWebhook(Buffer.from(charge), signed(charge))).toMatchObject({ type: "refunded", orderId: "order1", paymentId: "pi_1" });
  });

  it("ignores events the shop does not act on", () => {
    const other = stripeEvent("customer.created", { id: "cus_1", object: "customer" });
    expect(stripe.verifyWebhook(Buffer.from(other), signed(other))).toBeNull();
  });

  it("refuses a wrong signature, an altered body and a missing header", () => {
    const payload = stripeEvent("checkout.session.completed", session);
    expect(() => stripe.verifyWebhook(Buffer.from(payload), signed(payload, "whsec_other"))).toThrow(WebhookRejected);
    const altered = payload.replace("24000", "1");
    expect(() => stripe.verifyWebhook(Buffer.from(altered), signed(payload))).toThrow(WebhookRejected);
    expect(() => stripe.verifyWebhook(Buffer.from(payload), {})).toThrow(WebhookRejected);
  });
});

describe("Yousr Pay signatures", () => {
  const body = JSON.stringify({ id: "evt_1" });
  const now = Date.UTC(2026, 10, 22, 12);

  it("verify the body they signed, recently, under the same secret only", () => {
    const header = signYousrNotification("secret", body, now);
    expect(verifyYousrSignature("secret", Buffer.from(body), header, now + 60_000)).toBe(true);
    expect(verifyYousrSignature("other", Buffer.from(body), header, now)).toBe(false);
    expect(verifyYousrSignature("secret", Buffer.from(`${body} `), header, now)).toBe(false);
    expect(verifyYousrSignature("secret", Buffer.from(body), header, now + 10 * 60_000)).toBe(false);
    expect(verifyYousrSignature("secret", Buffer.from(body), undefined, now)).toBe(false);
    expect(verifyYousrSignature("secret", Buffer.from(body), "t=abc,v1=00", now)).toBe(false);
  });

  it("refuse a notification that is not one, even when signed", () => {
    const provider = yousrProvider({ collection: () => ({}) } as unknown as Firestore, "secret");
    const junk = "{\"id\":1}";
    expect(() => provider.verifyWebhook(Buffer.from(junk), { "yousr-signature": signYousrNotification("secret", junk) })).toThrow(WebhookRejected);
  });
});

describe("which providers are on", () => {
  const db = { collection: () => ({}) } as unknown as Firestore;
  const off = { yousrEnabled: false, yousrWebhookSecret: "s", stripeSecretKey: "off", stripeWebhookSecret: "off" };

  it("Stripe only with both its secrets; it takes new checkouts before Yousr Pay", () => {
    expect(isStripeConfigured("off", "off")).toBe(false);
    expect(isStripeConfigured("sk_live_x", "")).toBe(false);
    expect(providersWith(db, off).checkout).toBeNull();
    expect(providersWith(db, { ...off, yousrEnabled: true }).checkout?.id).toBe("yousr");
    const both = providersWith(db, { ...off, yousrEnabled: true, stripeSecretKey: "sk_test_x", stripeWebhookSecret: WHSEC });
    expect(both.checkout?.id).toBe("stripe");
    expect(both.byId("yousr")?.id).toBe("yousr");
    expect(both.byId("paypal")).toBeNull();
  });
});

describe("the test gateway (Yousr Pay) runs only on a test project with its switch on", () => {
  it.each([
    [true, "demo-bawwaba", false, true],
    [true, "bawwaba-prod", true, true],
    [true, "bawwaba-prod", false, false],
    [true, undefined, false, false],
    [false, "demo-bawwaba", true, false],
  ] as const)("switch %s, project %s, emulator %s → %s", (switchOn, projectId, inEmulator, allowed) => {
    expect(isTestGatewayAllowed(switchOn, projectId, inEmulator)).toBe(allowed);
  });
});

it("reads a partial Stripe refund as such", () => {
  const charge = stripeEvent("charge.refunded", {
    id: "ch_2",
    object: "charge",
    amount: 24000,
    amount_refunded: 5000,
    refunded: false,
    currency: "sar",
    payment_intent: "pi_1",
    metadata: { orderId: "order1" },
  });
  expect(stripe.verifyWebhook(Buffer.from(charge), signed(charge))).toMatchObject({ type: "refunded", amount: 24000, refundedAmount: 5000 });
});
