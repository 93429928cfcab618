// Buyers who prove who they are, tried as an attacker would (docs/security.md,
// "Buyers"): purchases need a phone the caller's sign-in verified; a second
// phone can neither end, replace nor learn of the first phone's hold or free
// order; a refused purchase ends nothing; an ended hold's checkout is closed
// so nothing more is paid into it; and each phone sees only its own orders.
import {
  CALLABLES,
  COLLECTIONS,
  type MyOrdersResult,
  type PurchaseTicketsResult,
} from "@bawwaba/common";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import type { CheckoutClosure } from "../../functions/src/orders/paymentRequests";
import { closeCheckout } from "../../functions/src/payments/checkoutClosures";
import { stripeProvider } from "../../functions/src/payments/stripe/stripeProvider";
import { callerWithRole, callOk } from "../support/callables";
import { adminDb, eventually, publishLocalSigningKey } from "../support/emulators";
import { buy, buyInProcess, newBuyer, newBuyerPhone, orderOf, paymentOf, purchase, shopContext } from "../support/payments";
import { countWhere, createEventWithType, inventoryTotalsOf } from "../support/salesFixtures";

beforeAll(publishLocalSigningKey);

const closureOf = async (orderId: string) =>
  (await adminDb.collection(COLLECTIONS.checkoutClosures).doc(orderId).get()).data() as (CheckoutClosure & { outcome?: string }) | undefined;

describe("a purchase needs a phone the caller's sign-in verified", () => {
  it("refuses a signed-out visitor and an account signed in by e-mail, and holds nothing", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const [visitor, emailAccount] = await Promise.all([callerWithRole(null), callerWithRole("none")]);
    for (const caller of [visitor, emailAccount]) {
      const outcome = await caller.call(CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId));
      expect(outcome.ok ? "ok" : outcome.code).toBe("unauthenticated");
      expect(outcome.ok || /[\u0600-\u06FF]/.test(outcome.message)).toBe(true);
    }
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0 });
    expect(await countWhere(COLLECTIONS.orders, "eventId", eventId)).toBe(0);
  });

  it("takes the phone from the sign-in, never from the request", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const buyer = await newBuyer();
    const input = { ...purchase(eventId, ticketTypeId), buyer: { name: "ليلى", phone: "+966500000001" } };
    const answer = await callOk<PurchaseTicketsResult>(buyer, CALLABLES.purchaseTickets, input);
    expect((await orderOf(answer.orderId)).buyer).toEqual({ name: "ليلى", phone: buyer.phone });
    expect((await orderOf(answer.orderId)).buyerUid).toBe(buyer.uid);
  });

  it("keeps a name to one line: newlines and tabs do not reach the order, the tickets or the e-mail", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5, price: 0 });
    const buyer = await newBuyer();
    const input = purchase(eventId, ticketTypeId, 1, { buyer: { name: "ليلى\nادفع هنا: http://evil.test\t", email: "layla@example.com" } });
    const answer = await callOk<PurchaseTicketsResult>(buyer, CALLABLES.purchaseTickets, input);
    expect((await orderOf(answer.orderId)).buyer.name).toBe("ليلى ادفع هنا: http://evil.test");
    const mail = (await adminDb.collection(COLLECTIONS.mail).doc(`order-${answer.orderId}`).get()).data()!;
    expect((mail.message.text as string).split("\n")[0]).toBe("مرحبًا ليلى ادفع هنا: http://evil.test،");
  });
});

describe("a hold belongs to its phone", () => {
  it("another phone cannot end or replace it, even naming the victim's phone in a purchase that fails", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 3, perOrderLimit: 3 });
    const victim = await buy(purchase(eventId, ticketTypeId, 2));
    const attacker = await newBuyer();
    const refused = await attacker.call(CALLABLES.purchaseTickets, {
      ...purchase(eventId, ticketTypeId, 3),
      buyer: { name: "x", phone: victim.buyer.phone },
    });
    expect(refused.ok ? "ok" : refused.code).toBe("resource-exhausted");
    await callOk<PurchaseTicketsResult>(attacker, CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId, 1));
    expect((await orderOf(victim.orderId)).status).toBe("pending");
    expect(await closureOf(victim.orderId)).toBeUndefined();
  });

  it("a refused purchase of the same phone ends nothing: the earlier order still holds its tickets", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 3, perOrderLimit: 3 });
    const first = await buy(purchase(eventId, ticketTypeId, 2));
    const outcome = await first.buyer.call(CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId, 3));
    expect(outcome.ok ? "ok" : outcome.code).toBe("resource-exhausted");
    expect((await orderOf(first.orderId)).status).toBe("pending");
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 2, remaining: 1 });
  });

  it("a new order of the same phone replaces the earlier one once written, and closes its checkout", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    const first = await buy(purchase(eventId, ticketTypeId, 2));
    const second = await buy(purchase(eventId, ticketTypeId, 1), first.buyer);
    expect(second.status).toBe("pending");
    expect(await orderOf(first.orderId)).toMatchObject({ status: "cancelled" });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 1, remaining: 4 });
    // The trigger closes the first order's payment at the gateway, then
    // records what the gateway said (a one-core run read the record between
    // the two): approving it now is refused.
    const closure = await eventually(() => closureOf(first.orderId), (current) => current?.outcome !== undefined);
    expect(closure).toMatchObject({ provider: "yousr", sessionId: first.paymentId, outcome: "closed" });
    expect((await paymentOf(first.paymentId)).status).toBe("closed");
    const approve = await first.buyer.call(CALLABLES.yousrPayDecide, { paymentId: first.paymentId, decision: "approve" });
    expect(approve.ok ? "ok" : approve.code).toBe("failed-precondition");
  });

  it("a free order: another phone neither learns of it nor is refused, the same phone gets one", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, price: 0 });
    const victim = await newBuyer();
    await callOk<PurchaseTicketsResult>(victim, CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId, 1));
    const other = await newBuyer();
    const answer = await callOk<PurchaseTicketsResult>(other, CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId, 1));
    expect(answer.status).toBe("paid");
    const again = await victim.call(CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId, 1));
    expect(again.ok ? "ok" : again.code).toBe("resource-exhausted");
  });
});

describe("an ended hold's Stripe checkout is expired at Stripe", () => {
  it("asks Stripe to expire the session of an order its buyer replaced", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    // Stripe's API as the adapter calls it (the machine is offline): each request recorded.
    const requests: string[] = [];
    let sessions = 0;
    const client = new Stripe("sk_test_offline", {
      httpClient: Stripe.createFetchHttpClient(async (url, init) => {
        const path = new URL(String(url)).pathname;
        requests.push(`${init?.method ?? "GET"} ${path}`);
        if (path.endsWith("/expire")) return Response.json({ id: path.split("/")[4], object: "checkout.session", status: "expired" });
        sessions += 1;
        return Response.json({ id: `cs_test_${sessions}`, object: "checkout.session", url: `https://checkout.stripe.com/c/cs_test_${sessions}` });
      }),
    });
    const stripe = stripeProvider("sk_test_offline", "whsec_unused", client);
    const context = shopContext({ provider: stripe });
    const phone = newBuyerPhone();
    const first = await buyInProcess(purchase(eventId, ticketTypeId, 2), context, phone);
    await buyInProcess(purchase(eventId, ticketTypeId, 1), context, phone);
    expect((await orderOf(first.orderId)).status).toBe("cancelled");

    const closure = await closureOf(first.orderId);
    expect(closure).toMatchObject({ provider: "stripe", sessionId: "cs_test_1" });
    const outcome = await closeCheckout(adminDb, { checkout: stripe, byId: () => stripe }, first.orderId, closure!);
    expect(outcome).toBe("closed");
    expect(requests).toContain("POST /v1/checkout/sessions/cs_test_1/expire");
  });
});

describe("/my-tickets: each phone sees its own orders only", () => {
  let mine: Awaited<ReturnType<typeof buy>>;
  beforeAll(async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10 });
    mine = await buy(purchase(eventId, ticketTypeId, 2));
  });

  it("lists the caller's orders with their private links", async () => {
    const listed = await callOk<MyOrdersResult>(mine.buyer, CALLABLES.listMyOrders, null);
    expect(listed.phone).toBe(mine.buyer.phone);
    expect(listed.orders).toEqual([
      expect.objectContaining({ orderId: mine.orderId, accessToken: mine.accessToken, status: "pending", ticketCount: 2, venue: expect.any(String) }),
    ]);
  });

  it("never lists another phone's orders, and refuses a caller without a verified phone", async () => {
    const other = await newBuyer();
    const listed = await callOk<MyOrdersResult>(other, CALLABLES.listMyOrders, null);
    expect(listed.orders.map((order) => order.orderId)).not.toContain(mine.orderId);
    const [visitor, emailAccount] = await Promise.all([callerWithRole(null), callerWithRole("none")]);
    for (const caller of [visitor, emailAccount]) {
      const outcome = await caller.call(CALLABLES.listMyOrders, null);
      expect(outcome.ok ? "ok" : outcome.code).toBe("unauthenticated");
    }
  });
});
