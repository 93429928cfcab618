// The public shop against the emulators: purchaseTickets with holds under a
// rush, holds that expire, Yousr Pay's notifications to paymentWebhook
// (replayed, forged, wrong, late), the private link, and refunds.
import {
  CALLABLES,
  COLLECTIONS,
  type OrderTicketsResult,
  type PurchaseTicketsResult,
  type SalesCorrectionResult,
} from "@bawwaba/common";
import { verifyTicketCode } from "@bawwaba/common/ticketCode";
import { beforeAll, describe, expect, it } from "vitest";
import { expireOverdueHolds } from "../../functions/src/orders/holds";
import { decidePayment } from "../../functions/src/payments/yousr/gateway";
import { callerWithRole, callOk, newRequestId, type Caller } from "../support/callables";
import { adminDb, publishLocalSigningKey } from "../support/emulators";
import {
  buy,
  buyInProcess,
  gateway,
  localSecret,
  loggedOutcomes,
  notification,
  orderOf,
  paymentOf,
  postNotification,
  paymentIdOf,
  purchase,
  shopContext,
  WEBHOOK_URL,
  newBuyer,
  approveDeliveredLate,
} from "../support/payments";
import { countWhere, createEventWithType, inventoryTotalsOf, keyRing } from "../support/salesFixtures";

let visitor: Caller;
let owner: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [visitor, owner] = await Promise.all([callerWithRole(null), callerWithRole("super_admin")]);
});

const MINUTE = 60_000;

const approve = (paymentId: string) => callOk(visitor, CALLABLES.yousrPayDecide, { paymentId, decision: "approve" });

async function orderTickets(orderId: string, accessToken: string) {
  return visitor.call<OrderTicketsResult>(CALLABLES.getOrderTickets, { orderId, accessToken });
}

describe("a rush of 200 buyers for 50 tickets", () => {
  it("holds at most 50, sells exactly 50 once paid, and refuses the rest", { timeout: 600_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 50, perOrderLimit: 4 });
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, () => buyInProcess(purchase(eventId, ticketTypeId))));

    const answers: Record<string, number> = {};
    for (const outcome of outcomes) {
      const answer = outcome.status === "fulfilled" ? outcome.value.status : ((outcome.reason as { code?: string }).code ?? String(outcome.reason));
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
    expect(answers).toEqual({ pending: 50, "resource-exhausted": 150 });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 50, sold: 50, remaining: 0 });
    expect(await countWhere(COLLECTIONS.orders, "eventId", eventId)).toBe(50);

    // Every held order paid, ten payers at a time, through the real notifications.
    const held = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    for (let start = 0; start < held.length; start += 10) {
      await Promise.all(held.slice(start, start + 10).map((answer) => decidePayment(gateway, paymentIdOf(answer), "approve")));
    }
    const orders = await adminDb.collection(COLLECTIONS.orders).where("eventId", "==", eventId).get();
    expect(orders.docs.map((order) => order.get("status"))).toEqual(new Array(50).fill("paid"));
    expect(await countWhere(COLLECTIONS.tickets, "eventId", eventId)).toBe(50);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 50, sold: 50, remaining: 0 });

    // A buyer after the rush is refused too.
    await expect(buyInProcess(purchase(eventId, ticketTypeId))).rejects.toMatchObject({ code: "resource-exhausted" });
  });

  it("holds through the callable too: 30 visitors for 10 tickets", { timeout: 300_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10 });
    // Thirty buyers, each signed in with a phone of their own.
    const buyers = await Promise.all(Array.from({ length: 30 }, () => newBuyer()));
    const outcomes = await Promise.all(
      buyers.map((buyer) => buyer.call<PurchaseTicketsResult>(CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId))),
    );
    const answers: Record<string, number> = {};
    for (const outcome of outcomes) {
      const answer = outcome.ok ? outcome.data.status : outcome.code;
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
    expect(answers).toEqual({ pending: 10, "resource-exhausted": 20 });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 10, sold: 10, remaining: 0 });
  });
});

describe("holds", () => {
  it("expire when unpaid: the order is expired and its tickets go back on sale", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buyInProcess(purchase(eventId, ticketTypeId, 3), shopContext({ now: Date.now() - 16 * MINUTE }));
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 3 });

    expect(await expireOverdueHolds(adminDb, { eventId })).toBe(1);
    expect((await orderOf(answer.orderId)).status).toBe("expired");
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0, remaining: 5 });
    // Once only.
    expect(await expireOverdueHolds(adminDb, { eventId })).toBe(0);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0 });
  });

  it("of an unpaid order past its time do not stop the next buyer, who gets the tickets at once", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 2 });
    const overdue = await buyInProcess(purchase(eventId, ticketTypeId, 2), shopContext({ now: Date.now() - 16 * MINUTE }));
    const answer = await buy(purchase(eventId, ticketTypeId, 2));
    expect(answer.status).toBe("pending");
    expect((await orderOf(overdue.orderId)).status).toBe("expired");
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 2, remaining: 0 });
  });

  it("show as expired on the order's private page once past their time", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buyInProcess(purchase(eventId, ticketTypeId), shopContext({ now: Date.now() - 16 * MINUTE }));
    const page = await orderTickets(answer.orderId, answer.accessToken);
    expect(page.ok && page.data.status).toBe("expired");
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0 });
  });
});

describe("paying through Yousr Pay", () => {
  it("issues the tickets once paid, opens them by the private link, and e-mails the link", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, price: 12000 });
    const answer = await buy(purchase(eventId, ticketTypeId, 2, { buyer: { name: "ليلى حسن", email: "Layla@Example.com" } }));
    expect(answer.checkoutUrl).toMatch(/\/youser-payment\?payment=yp_/);
    expect(await paymentOf(answer.paymentId)).toMatchObject({ orderId: answer.orderId, amount: 24000, currency: "SAR", status: "open" });
    const before = await orderTickets(answer.orderId, answer.accessToken);
    expect(before.ok && before.data).toMatchObject({ status: "pending", tickets: [], total: 24000, checkoutUrl: answer.checkoutUrl });

    expect(await approve(answer.paymentId)).toMatchObject({ status: "approved" });
    const page = await orderTickets(answer.orderId, answer.accessToken);
    if (!page.ok) throw new Error(page.message);
    expect(page.data.status).toBe("paid");
    expect(page.data.tickets).toHaveLength(2);
    const ring = await keyRing();
    for (const ticket of page.data.tickets) {
      expect(verifyTicketCode(ticket.code, ring)).toMatchObject({ ok: true, payload: { eventId, ticketId: ticket.ticketId } });
      const stored = (await adminDb.collection(COLLECTIONS.tickets).doc(ticket.ticketId).get()).data()!;
      expect(stored).toMatchObject({ status: "valid", channel: "online", orderId: answer.orderId, holderName: "ليلى حسن", price: 12000 });
    }
    expect((await orderOf(answer.orderId)).checkout).toMatchObject({ provider: "yousr", paymentId: answer.paymentId });
    const mail = (await adminDb.collection(COLLECTIONS.mail).doc(`order-${answer.orderId}`).get()).data()!;
    expect(mail.to).toBe("layla@example.com");
    expect(mail.message.text).toContain(`/buy-tickets?order=${answer.orderId}&about=${eventId}#token=${answer.accessToken}`);
    expect(await loggedOutcomes(answer.orderId)).toEqual({ applied: 1 });
  });

  it("issues one set of tickets when the notification is replayed 20 times", { timeout: 120_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10 });
    const answer = await buy(purchase(eventId, ticketTypeId, 3));
    await approve(answer.paymentId);
    const replays = await Promise.all(
      Array.from({ length: 20 }, () => callOk<{ httpStatus: number }>(owner, CALLABLES.yousrPayReplay, { paymentId: answer.paymentId })),
    );
    expect(replays.map((replay) => replay.httpStatus)).toEqual(new Array(20).fill(200));
    expect(await countWhere(COLLECTIONS.tickets, "orderId", answer.orderId)).toBe(3);
    expect((await orderOf(answer.orderId)).ticketIds).toHaveLength(3);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 3 });
    expect(await loggedOutcomes(answer.orderId)).toEqual({ applied: 1, duplicate: 20 });
    expect((await paymentOf(answer.paymentId)).deliveries).toBe(21);
  });

  it("cancels the order and puts the tickets back on sale when the payer declines", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10 });
    const answer = await buy(purchase(eventId, ticketTypeId, 4));
    expect(await callOk(visitor, CALLABLES.yousrPayDecide, { paymentId: answer.paymentId, decision: "decline" })).toMatchObject({
      status: "declined",
    });
    const page = await orderTickets(answer.orderId, answer.accessToken);
    expect(page.ok && page.data).toMatchObject({ status: "cancelled", tickets: [] });
    expect(page.ok && page.data.endReason).toBeTruthy();
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0, remaining: 10 });
    // Approving after declining is refused: the payment is decided.
    const again = await visitor.call(CALLABLES.yousrPayDecide, { paymentId: answer.paymentId, decision: "approve" });
    expect(again.ok ? "ok" : again.code).toBe("failed-precondition");
  });
});

describe("paymentWebhook refuses what it must not act on, logs it, and changes nothing", () => {
  let order: Awaited<ReturnType<typeof buy>>;
  let eventId: string;
  let ticketTypeId: string;
  beforeAll(async () => {
    ({ eventId, ticketTypeId } = await createEventWithType({ capacity: 10, price: 5000 }));
    order = await buy(purchase(eventId, ticketTypeId, 2));
  });

  const paid = (overrides: Partial<{ paymentId: string; orderId: string; amount: number; currency: string }> = {}) =>
    notification("payment.approved", { paymentId: order.paymentId, orderId: order.orderId, amount: 10000, currency: "SAR", ...overrides });

  it.each([
    ["a bad signature", () => postNotification(paid(), "yps_not-the-secret")],
    ["a body altered after signing", () => postTampered(paid(), paid({ amount: 1 }))],
    ["a wrong amount", () => postNotification(paid({ amount: 100 }))],
    ["a wrong currency", () => postNotification(paid({ currency: "USD" }))],
    ["another payment's id", () => postNotification(paid({ paymentId: "yp_someone-else" }))],
  ])("%s", async (_why, post) => {
    const before = await loggedOutcomes(order.orderId);
    expect(await post()).toMatchObject({ status: 400, outcome: "rejected" });
    expect((await orderOf(order.orderId)).status).toBe("pending");
    expect(await countWhere(COLLECTIONS.tickets, "orderId", order.orderId)).toBe(0);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 2 });
    const after = await loggedOutcomes(order.orderId);
    // A forged signature names no order it can be trusted for: it is logged without one.
    if (_why.includes("sign")) expect(after).toEqual(before);
    else expect(after.rejected).toBe((before.rejected ?? 0) + 1);
  });

  it("an unknown order", async () => {
    const unknown = notification("payment.approved", { paymentId: "yp_x", orderId: "noSuchOrder", amount: 100, currency: "SAR" });
    expect(await postNotification(unknown)).toMatchObject({ status: 400, outcome: "rejected" });
    expect(await orderOf("noSuchOrder")).toBeUndefined();
    expect(await loggedOutcomes("noSuchOrder")).toEqual({ rejected: 1 });
  });

  it("logs no entry for a forged signature: junk is only counted (docs/security.md, junk POSTs)", async () => {
    const refused = await adminDb.collection(COLLECTIONS.paymentEvents).where("outcome", "==", "rejected").get();
    expect(refused.docs.filter((entry) => entry.get("orderId") === undefined)).toEqual([]);
    // The verified refusals above (a wrong amount, an unknown order) are still logged, each with its order.
    expect(refused.docs.length).toBeGreaterThan(0);
  });
});

/** Signs `signed` but sends `sent`: what an attacker changing a genuine notification does. */
async function postTampered(signed: string, sent: string) {
  const { signYousrNotification, YOUSR_SIGNATURE_HEADER } = await import("../../functions/src/payments/yousr/signature");
  const response = await fetch(WEBHOOK_URL, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [YOUSR_SIGNATURE_HEADER]: signYousrNotification(localSecret("YOUSR_PAY_WEBHOOK_SECRET"), signed),
    },
    body: sent,
  });
  return { status: response.status, outcome: ((await response.json()) as { outcome: string }).outcome };
}

describe("a payment that arrives after the hold ended", () => {
  it("refunds it, and the expired order stays without tickets, even when the tickets are still there", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buyInProcess(purchase(eventId, ticketTypeId, 2), shopContext({ now: Date.now() - 16 * MINUTE }));
    await approveDeliveredLate(paymentIdOf(answer), async () => {
      await expireOverdueHolds(adminDb, { eventId });
      expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0 });
    });
    const order = await orderOf(answer.orderId);
    expect(order.status).toBe("refunded");
    expect(order.ticketIds).toEqual([]);
    expect(await countWhere(COLLECTIONS.tickets, "orderId", answer.orderId)).toBe(0);
    expect((await paymentOf(paymentIdOf(answer))).status).toBe("refunded");
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0, remaining: 5 });
    const page = await orderTickets(answer.orderId, answer.accessToken);
    expect(page.ok && page.data).toMatchObject({ status: "refunded", tickets: [] });
  });

  it("refunds the payment, and never oversells, when the tickets were sold meanwhile", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 2 });
    const late = await buyInProcess(purchase(eventId, ticketTypeId, 2), shopContext({ now: Date.now() - 16 * MINUTE }));
    await approveDeliveredLate(paymentIdOf(late), async () => {
      // The next buyer takes the tickets the late payer's hold gave back.
      const next = await buy(purchase(eventId, ticketTypeId, 2));
      await approve(next.paymentId);
    });
    const order = await orderOf(late.orderId);
    expect(order.status).toBe("refunded");
    expect(order.cancelReason).toBeTruthy();
    expect(await countWhere(COLLECTIONS.tickets, "orderId", late.orderId)).toBe(0);
    expect((await paymentOf(paymentIdOf(late))).status).toBe("refunded");
    expect(await countWhere(COLLECTIONS.tickets, "eventId", eventId)).toBe(2);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 2, sold: 2, remaining: 0 });
    expect(await loggedOutcomes(late.orderId)).toEqual({ refunded: 1 });
  });
});

describe("refunds", () => {
  it("from the provider void the tickets (refused at the gate) and put the unused ones back on sale", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5, price: 3000 });
    const answer = await buy(purchase(eventId, ticketTypeId, 2));
    await approve(answer.paymentId);
    const refunded = notification("payment.refunded", { paymentId: answer.paymentId, orderId: answer.orderId, amount: 6000, currency: "SAR" });
    expect(await postNotification(refunded)).toMatchObject({ status: 200, outcome: "applied" });

    const order = await orderOf(answer.orderId);
    expect(order.status).toBe("refunded");
    const scanner = await callerWithRole("qr_scanner");
    for (const ticketId of order.ticketIds) {
      const ticket = (await adminDb.collection(COLLECTIONS.tickets).doc(ticketId).get()).data()!;
      expect(ticket.status).toBe("void");
      const scan = await callOk<{ result: string }>(scanner, CALLABLES.redeemTicket, { code: ticket.code, scanId: newRequestId() });
      expect(scan.result).toBe("void");
    }
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0 });
    // The same refund again changes nothing more.
    expect(await postNotification(refunded)).toMatchObject({ status: 200, outcome: "duplicate" });
  });

  it("from the sales editor go back through Yousr Pay", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buy(purchase(eventId, ticketTypeId, 1));
    await approve(answer.paymentId);
    const result = await callOk<SalesCorrectionResult>(owner, CALLABLES.cancelOrder, {
      orderId: answer.orderId,
      reason: "طلب المشتري الاسترداد",
      refund: true,
    });
    expect(result.voidedTicketIds).toHaveLength(1);
    expect((await paymentOf(answer.paymentId)).status).toBe("refunded");
    expect((await orderOf(answer.orderId)).status).toBe("refunded");
  });

  it("cancelling an unpaid order in the sales editor ends its hold", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const answer = await buy(purchase(eventId, ticketTypeId, 3));
    const result = await callOk<SalesCorrectionResult>(owner, CALLABLES.cancelOrder, { orderId: answer.orderId, reason: "طلب مكرر", refund: false });
    expect(result.returnedToSale).toBe(3);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0 });
  });
});

describe("purchaseTickets: requests and refusals", () => {
  let eventId: string;
  let ticketTypeId: string;
  let buyer: Caller;
  beforeAll(async () => {
    ({ eventId, ticketTypeId } = await createEventWithType({ capacity: 3, perOrderLimit: 2 }));
    buyer = await newBuyer();
  });

  it("answers a repeated requestId with the same order and holds nothing more", async () => {
    const input = purchase(eventId, ticketTypeId);
    const first = await callOk<PurchaseTicketsResult>(buyer, CALLABLES.purchaseTickets, input);
    const again = await callOk<PurchaseTicketsResult>(buyer, CALLABLES.purchaseTickets, input);
    expect(again).toEqual(first);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 1 });
    const reused = await buyer.call(CALLABLES.purchaseTickets, { ...input, buyer: { name: "غيره" } });
    expect(reused.ok ? "ok" : reused.code).toBe("failed-precondition");
  });

  it.each([
    ["no name", { buyer: {} }, "invalid-argument"],
    ["a malformed e-mail", { buyer: { name: "ليلى", email: "not-mail" } }, "invalid-argument"],
    ["no items", { items: [] }, "invalid-argument"],
    ["over the per-order limit", { items: [{ ticketTypeId: "TYPE", quantity: 3 }] }, "invalid-argument"],
    ["an unknown event", { eventId: "noSuchEvent" }, "not-found"],
  ])("%s → %s", async (_why, change, code) => {
    const input = { ...purchase(eventId, ticketTypeId), ...change } as Record<string, unknown>;
    if (Array.isArray(input.items)) input.items = (input.items as { ticketTypeId: string }[]).map((item) => ({ ...item, ticketTypeId }));
    const soldBefore = (await inventoryTotalsOf(eventId, ticketTypeId)).sold;
    const outcome = await buyer.call(CALLABLES.purchaseTickets, input);
    expect(outcome.ok ? "ok" : outcome.code).toBe(code);
    expect(outcome.ok || /[\u0600-\u06FF]/.test(outcome.message)).toBe(true);
    expect((await inventoryTotalsOf(eventId, ticketTypeId)).sold).toBe(soldBefore);
  });

  it("refuses an event not on sale", async () => {
    const draft = await createEventWithType({}, { status: "draft" });
    const outcome = await buyer.call(CALLABLES.purchaseTickets, purchase(draft.eventId, draft.ticketTypeId));
    expect(outcome.ok ? "ok" : outcome.code).toBe("failed-precondition");
  });

  it("gives a free order its tickets at once, with no payment", async () => {
    const free = await createEventWithType({ price: 0, capacity: 5 });
    const answer = await callOk<PurchaseTicketsResult>(buyer, CALLABLES.purchaseTickets, purchase(free.eventId, free.ticketTypeId, 2));
    expect(answer).toMatchObject({ status: "paid" });
    expect(answer.checkoutUrl).toBeUndefined();
    const page = await orderTickets(answer.orderId, answer.accessToken);
    expect(page.ok && page.data.tickets).toHaveLength(2);
  });

  it("opens an order only with its own link", async () => {
    const answer = await buy(purchase(eventId, ticketTypeId));
    const other = await buy(purchase(eventId, ticketTypeId));
    for (const accessToken of [other.accessToken, `${answer.accessToken.slice(0, -2)}xx`]) {
      const outcome = await orderTickets(answer.orderId, accessToken);
      expect(outcome.ok ? "ok" : outcome.code).toBe("not-found");
    }
    const missing = await orderTickets("noSuchOrder", answer.accessToken);
    expect(missing.ok ? "ok" : missing.code).toBe("not-found");
  });

  it("lets only super_admin replay a notification", async () => {
    const seller = await callerWithRole("sales_admin");
    for (const caller of [visitor, seller]) {
      const outcome = await caller.call(CALLABLES.yousrPayReplay, { paymentId: "yp_x" });
      expect(outcome.ok ? "ok" : outcome.code).toMatch(/unauthenticated|permission-denied/);
    }
  });
});
