// Money safety, as an attacker tries it against the emulators: a
// payment taken or declined by whoever knows an order id, a phone holding an
// event's whole stock, junk filling the payment log, money paid for an order
// already refunded, a partial refund voiding tickets, and the test gateway
// approving where its switch is off.
import { CALLABLES, COLLECTIONS, PAYMENT_PROVIDERS, type SalesCorrectionResult } from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import { createHash } from "node:crypto";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { applyPaymentNotice } from "../../functions/src/payments/applyPaymentNotice";
import { stripeProvider } from "../../functions/src/payments/stripe/stripeProvider";
import { checkoutOf, decidePayment } from "../../functions/src/payments/yousr/gateway";
import { callerWithRole, callOk, type Caller } from "../support/callables";
import { adminDb, localSigner, publishLocalSigningKey } from "../support/emulators";
import {
  approveDeliveredLate,
  buy,
  buyInProcess,
  gateway,
  newBuyerPhone,
  orderOf,
  paymentIdOf,
  paymentOf,
  purchase,
  shopContext,
  WEBHOOK_URL,
} from "../support/payments";
import { createEventWithType, inventoryTotalsOf } from "../support/salesFixtures";

let visitor: Caller;
let owner: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [visitor, owner] = await Promise.all([callerWithRole(null), callerWithRole("super_admin")]);
});

/** How the payment id used to follow from the order id: what an attacker knowing an order id computes. */
const derivedPaymentId = (orderId: string) => `yp_${createHash("sha256").update(`yousr\0${orderId}`).digest("base64url").slice(0, 20)}`;

describe("an order id alone opens nothing", () => {
  it("a signed-out reader cannot read a document holding the order's token, nor decline its payment", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buy(purchase(eventId, ticketTypeId, 2));

    expect(await visitor.readDocument(`${COLLECTIONS.yousrPayments}/${derivedPaymentId(answer.orderId)}`)).not.toBe(200);
    // Not even the payment the buyer was sent to holds the private link's token.
    expect(JSON.stringify(await paymentOf(answer.paymentId))).not.toContain(answer.accessToken);
    expect(answer.checkoutUrl).not.toContain(answer.accessToken);

    const declined = await visitor.call(CALLABLES.yousrPayDecide, { paymentId: derivedPaymentId(answer.orderId), decision: "decline" });
    expect(declined.ok).toBe(false);
    expect((await orderOf(answer.orderId)).status).toBe("pending");
  });

  it("the hosted checkout shows the payer its payment through a function; no payment is readable by id", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buy(purchase(eventId, ticketTypeId, 1));
    const paymentId = new URL(answer.checkoutUrl!).searchParams.get("payment")!;

    expect(await visitor.readDocument(`${COLLECTIONS.yousrPayments}/${paymentId}`)).not.toBe(200);
    const shown = await callOk<{ paymentId: string; amount: number; status: string; returnUrl: string }>(visitor, CALLABLES.yousrPayCheckout, { paymentId });
    const stored = await paymentOf(paymentId);
    expect(shown).toMatchObject({ paymentId, amount: stored.amount, currency: stored.currency, status: "open" });
    expect(JSON.stringify(shown)).not.toContain(answer.accessToken);

    const unknown = await visitor.call(CALLABLES.yousrPayCheckout, { paymentId: "yp_unknown" });
    expect(unknown).toMatchObject({ ok: false, code: "not-found" });
  });
});

describe("holds are bounded per buyer", () => {
  it("six orders of 4 from one phone leave at most 4 tickets held, and another buyer can still buy", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 8, perOrderLimit: 4 });
    const phone = newBuyerPhone();
    for (let order = 0; order < 6; order++) {
      await buyInProcess(purchase(eventId, ticketTypeId, 4), shopContext(), phone);
    }
    const pending = await adminDb.collection(COLLECTIONS.orders).where("eventId", "==", eventId).where("status", "==", "pending").get();
    expect(pending.docs.reduce((sum, doc) => sum + (doc.get("items") as { quantity: number }[])[0]!.quantity, 0)).toBeLessThanOrEqual(4);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 4, remaining: 4 });

    const other = await buyInProcess(purchase(eventId, ticketTypeId, 4));
    expect(other.status).toBe("pending");
  });

  it("a phone gets one free order per event: free tickets are issued for good", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 20, price: 0, perOrderLimit: 4 });
    const phone = newBuyerPhone();
    expect((await buyInProcess(purchase(eventId, ticketTypeId, 4), shopContext(), phone)).status).toBe("paid");
    await expect(buyInProcess(purchase(eventId, ticketTypeId, 4), shopContext(), phone)).rejects.toMatchObject({
      code: "resource-exhausted",
    });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 4 });
  });
});

describe("paymentWebhook writes nothing for junk", () => {
  // Three at a time: the Functions emulator starts a worker process per
  // concurrent call, and 30 at once on one core took longer than the test's
  // minute (a one-core run, docs/benchmarks/2026-11.md). The flood itself is
  // webhookFlood.test.ts's; this one is about what junk leaves behind.
  it("30 POSTs naming an unknown 3,000-character provider write no document", { timeout: 180_000 }, async () => {
    const startedAt = Timestamp.now();
    const provider = "x".repeat(3000);
    const url = WEBHOOK_URL.replace("provider=yousr", `provider=${provider}`);
    const post = async () => (await fetch(url, { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).status;
    const statuses: number[] = [];
    for (let sent = 0; sent < 30; sent += 3) statuses.push(...(await Promise.all([post(), post(), post()])));
    expect(statuses).toEqual(new Array(30).fill(400));
    const logged = await adminDb.collection(COLLECTIONS.paymentEvents).where("receivedAt", ">=", startedAt).get();
    expect(logged.docs.filter((entry) => !(PAYMENT_PROVIDERS as readonly string[]).includes(entry.get("provider")))).toEqual([]);
  });
});

describe("money always ends somewhere", () => {
  it("a pending order refunded in the sales editor and then paid is refunded at the provider", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buy(purchase(eventId, ticketTypeId, 2));
    await approveDeliveredLate(answer.paymentId, () =>
      callOk<SalesCorrectionResult>(owner, CALLABLES.cancelOrder, { orderId: answer.orderId, reason: "طلب المشتري", refund: true }),
    );
    expect((await paymentOf(answer.paymentId)).status).toBe("refunded");
    const order = await orderOf(answer.orderId);
    expect(order.ticketIds).toEqual([]);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0 });
  });

  it("a partial Stripe refund voids no ticket", async () => {
    const { orderId, deliver } = await paidStripeOrder();
    const paymentIntent = `pi_${orderId}`;
    expect((await orderOf(orderId)).status).toBe("paid");

    const refund = await deliver(`evt_refunded_${orderId}`, "charge.refunded", {
      id: `ch_${orderId}`,
      object: "charge",
      amount: 24000,
      amount_refunded: 5000,
      refunded: false,
      currency: "sar",
      payment_intent: paymentIntent,
      metadata: { orderId },
    });
    expect(refund.outcome).toBe("applied");
    const order = await orderOf(orderId);
    expect(order.status).toBe("paid");
    expect(order.refundedAmount).toBe(5000);
    for (const ticketId of order.ticketIds) {
      expect((await adminDb.collection(COLLECTIONS.tickets).doc(ticketId).get()).get("status")).toBe("valid");
    }
  });

  // Stripe's charge.refunded carries the running total refunded
  // (amount_refunded), and Stripe does not promise to deliver events in order.
  it.each([
    ["in order", [5000, 8000]],
    ["out of order", [8000, 5000]],
  ] as const)("two partial Stripe refunds delivered %s leave the larger amount", async (_order, totals) => {
    const { orderId, deliver } = await paidStripeOrder();
    for (const [index, amountRefunded] of totals.entries()) {
      const refund = await deliver(`evt_refund_${index}_${orderId}`, "charge.refunded", {
        id: `ch_${orderId}`,
        object: "charge",
        amount: 24000,
        amount_refunded: amountRefunded,
        refunded: false,
        currency: "sar",
        payment_intent: `pi_${orderId}`,
        metadata: { orderId },
      });
      // The older, smaller total changes nothing.
      expect(refund.outcome).toBe(index === 1 && amountRefunded < totals[0] ? "ignored" : "applied");
    }
    const order = await orderOf(orderId);
    expect(order.status).toBe("paid");
    expect(order.refundedAmount).toBe(8000);
    for (const ticketId of order.ticketIds) {
      expect((await adminDb.collection(COLLECTIONS.tickets).doc(ticketId).get()).get("status")).toBe("valid");
    }
  });
});

/**
 * An order of two tickets at 120 SAR paid through Stripe (its API answering
 * offline), and a way to deliver it more of Stripe's events, test-signed, in
 * this process.
 */
async function paidStripeOrder() {
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5, price: 12000 });
  const webhookSecret = "whsec_test_refunds";
  const stripeApi = Stripe.createFetchHttpClient(async () =>
    Response.json({ id: "cs_test_refunds", object: "checkout.session", url: "https://checkout.stripe.com/c/cs_test_refunds" }),
  );
  const client = new Stripe("sk_test_offline", { httpClient: stripeApi });
  const stripe = stripeProvider("sk_test_offline", webhookSecret, client);
  const answer = await buyInProcess(purchase(eventId, ticketTypeId, 2), shopContext({ provider: stripe }));
  const context = { signer: localSigner(), accessTokenFor: shopContext().accessTokenFor };
  const deliver = (stripeEventId: string, type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({ id: stripeEventId, object: "event", type, data: { object } });
    const headers = { "stripe-signature": client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
    return applyPaymentNotice(adminDb, context, stripe.verifyWebhook(Buffer.from(payload), headers)!);
  };
  const paid = await deliver(`evt_paid_${answer.orderId}`, "checkout.session.completed", {
    id: "cs_test_refunds",
    object: "checkout.session",
    client_reference_id: answer.orderId,
    amount_total: 24000,
    currency: "sar",
    payment_status: "paid",
    payment_intent: `pi_${answer.orderId}`,
  });
  expect(paid.outcome).toBe("applied");
  return { orderId: answer.orderId, deliver };
}

describe("the test gateway stays off where its switch is off", () => {
  it("yousrPayDecide refuses, and changes nothing", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buyInProcess(purchase(eventId, ticketTypeId, 1));
    await expect(decidePayment({ ...gateway, enabled: false }, paymentIdOf(answer), "approve")).rejects.toMatchObject({
      code: "failed-precondition",
    });
    expect((await paymentOf(paymentIdOf(answer))).status).toBe("open");
    expect((await orderOf(answer.orderId)).status).toBe("pending");
  });

  it("the hosted checkout says so instead of showing the payment", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buyInProcess(purchase(eventId, ticketTypeId, 1));
    await expect(checkoutOf({ ...gateway, enabled: false }, paymentIdOf(answer))).rejects.toMatchObject({
      code: "failed-precondition",
    });
  });
});
