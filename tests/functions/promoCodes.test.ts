// Promo and access codes against the emulators: who may create, pause and
// check them; the Arabic refusals (outside the window, used up, paused,
// another event's, other types, over the per-order limit); the discounted
// order the shop and the box office write; hidden types unlocked by a code;
// uses given back when a hold ends; and a rush that uses a 100-use code
// exactly 100 times.
import {
  ar,
  CALLABLES,
  COLLECTIONS,
  createPromoCodeInput,
  inventoryTotals,
  salesStatsShardSchema,
  summarizeSales,
  type CheckPromoCodeResult,
  type CountShardDoc,
  type CreatePromoCodeInput,
  type GeneratePromoCodesResult,
  type IssueTicketsResult,
  type PurchaseTicketsResult,
} from "@bawwaba/common";
import { beforeAll, describe, expect, it } from "vitest";
import { expireOverdueHolds } from "../../functions/src/orders/holds";
import { createPromoCode } from "../../functions/src/promo/managePromoCodes";
import { callerWithRole, callOk, newRequestId, type Caller } from "../support/callables";
import { adminDb, publishLocalSigningKey } from "../support/emulators";
import { buy, buyInProcess, newBuyer, orderOf, paymentOf, purchase, shopContext } from "../support/payments";
import { createEventWithType, inventoryTotalsOf, ticketDoc } from "../support/salesFixtures";

const m = ar.promoCodes;
const MINUTE = 60_000;

let owner: Caller;
let seller: Caller;
let gate: Caller;
let visitor: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [owner, seller, gate, visitor] = await Promise.all([
    callerWithRole("super_admin"),
    callerWithRole("sales_admin"),
    callerWithRole("qr_scanner"),
    callerWithRole(null),
  ]);
});

/** A hidden type (a sponsor's allocation) beside the event's public one. */
async function addHiddenType(eventId: string, { price = 40000, capacity = 20 } = {}): Promise<string> {
  const ref = adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc();
  await ref.set({ name: "رعاة", price, capacity, perOrderLimit: 10, sortOrder: 1, hidden: true });
  return ref.id;
}

/** Creates a code through the callable as the owner-manager; returns its normalized text. */
async function newCode(input: CreatePromoCodeInput): Promise<string> {
  return (await callOk<{ code: string }>(owner, CALLABLES.createPromoCode, input)).code;
}

async function codeUses(eventId: string, code: string) {
  const shards = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.promoCodes).doc(code).collection(COLLECTIONS.promoCodeUses).get();
  return inventoryTotals(shards.docs.map((doc) => doc.data() as CountShardDoc));
}

describe("createPromoCode", () => {
  it("is the owner-manager's only", async () => {
    const { eventId } = await createEventWithType();
    const input = { eventId, code: "SALE10", discount: { kind: "percent", percent: 10 }, maxUses: 5 };
    for (const caller of [seller, gate]) expect(await caller.call(CALLABLES.createPromoCode, input)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await visitor.call(CALLABLES.createPromoCode, input)).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await (await newBuyer()).call(CALLABLES.createPromoCode, input)).toMatchObject({ ok: false, code: "permission-denied" });
    const created = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.promoCodes).get();
    expect(created.size).toBe(0);
  });

  it("stores the code normalized with its uses in shards, and refuses the same code written another way", async () => {
    const { eventId } = await createEventWithType();
    expect(await newCode({ eventId, code: "ramadan-٢٠٢٦", discount: { kind: "percent", percent: 20 }, maxUses: 250 })).toBe("RAMADAN2026");
    expect(await codeUses(eventId, "RAMADAN2026")).toEqual({ capacity: 250, sold: 0, remaining: 250 });
    const again = await owner.call(CALLABLES.createPromoCode, { eventId, code: "Ramadan 2026", discount: { kind: "amount", amount: 500 }, maxUses: 1 });
    expect(again).toEqual({ ok: false, code: "already-exists", message: m.errors.exists });
    // The first code's terms are untouched.
    expect(await codeUses(eventId, "RAMADAN2026")).toEqual({ capacity: 250, sold: 0, remaining: 250 });
  });

  it.each([
    { why: "a code of two characters", input: { code: "AB" }, message: m.input.code },
    { why: "a code with punctuation", input: { code: "SALE!" }, message: m.input.code },
    { why: "a discount of 0 %", input: { discount: { kind: "percent", percent: 0 } }, message: m.input.percent },
    { why: "a discount of 120 %", input: { discount: { kind: "percent", percent: 120 } }, message: m.input.percent },
    { why: "no uses", input: { maxUses: 0 }, message: m.input.maxUses },
    { why: "uses as text", input: { maxUses: "10" }, message: m.input.maxUses },
    { why: "a window that ends before it starts", input: { validFrom: Date.now() + MINUTE, validUntil: Date.now() }, message: m.input.window },
    { why: "no discount and no hidden type", input: { discount: undefined }, message: m.input.nothingToDo },
  ])("refuses $why with its Arabic message, writing nothing", async ({ input, message }) => {
    const { eventId } = await createEventWithType();
    const outcome = await owner.call(CALLABLES.createPromoCode, { eventId, code: "GOOD1", discount: { kind: "percent", percent: 10 }, maxUses: 5, ...input });
    expect(outcome).toEqual({ ok: false, code: "invalid-argument", message });
    expect((await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.promoCodes).get()).size).toBe(0);
  });

  it("refuses types of another event", async () => {
    const { eventId } = await createEventWithType();
    const other = await createEventWithType();
    const outcome = await owner.call(CALLABLES.createPromoCode, { eventId, code: "GOOD1", ticketTypeIds: [other.ticketTypeId], discount: { kind: "percent", percent: 10 }, maxUses: 5 });
    expect(outcome).toEqual({ ok: false, code: "not-found", message: ar.errors.ticketTypeNotFound(1) });
  });
});

describe("generatePromoCodes", () => {
  it("makes distinct single-use codes with the prefix, each good for one ticket, the owner-manager's only", { timeout: 120_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const input = { eventId, count: 300, prefix: "eid-", discount: { kind: "percent", percent: 100 } };
    expect(await seller.call(CALLABLES.generatePromoCodes, input)).toMatchObject({ ok: false, code: "permission-denied" });
    const { batchId, codes } = await callOk<GeneratePromoCodesResult>(owner, CALLABLES.generatePromoCodes, input);
    expect(new Set(codes).size).toBe(300);
    expect(codes.every((code) => /^EID[0-9A-HJKMNQ-TV-Z]{10}$/.test(code))).toBe(true);
    const stored = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.promoCodes).where("batchId", "==", batchId).get();
    expect(stored.size).toBe(300);

    const [first] = codes;
    await buyInProcess(purchase(eventId, ticketTypeId, 1, { promoCode: first!.toLowerCase() }));
    await expect(buyInProcess(purchase(eventId, ticketTypeId, 1, { promoCode: first }))).rejects.toMatchObject({ message: m.errors.usedUp(0) });
    // Two tickets on one single-use code: refused as more than it has left.
    await expect(buyInProcess(purchase(eventId, ticketTypeId, 2, { promoCode: codes[1] }))).rejects.toMatchObject({ message: m.errors.usedUp(1) });
  });

  it.each([
    { why: "no codes", input: { count: 0 }, message: m.input.count(1000) },
    { why: "more than 1,000", input: { count: 1001 }, message: m.input.count(1000) },
    { why: "a prefix with punctuation", input: { prefix: "VIP!" }, message: m.input.prefix(12) },
    { why: "a prefix too long", input: { prefix: "ABCDEFGHIJKLM" }, message: m.input.prefix(12) },
  ])("refuses $why", async ({ input, message }) => {
    const { eventId } = await createEventWithType();
    const outcome = await owner.call(CALLABLES.generatePromoCodes, { eventId, count: 5, discount: { kind: "percent", percent: 10 }, ...input });
    expect(outcome).toEqual({ ok: false, code: "invalid-argument", message });
  });
});

describe("checkPromoCode", () => {
  it("shows a buyer and a seller the new prices, and the hidden types the code unlocks", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ price: 15000 });
    const hiddenId = await addHiddenType(eventId, { price: 40000 });
    await newCode({ eventId, code: "SPONSOR", ticketTypeIds: [ticketTypeId, hiddenId], discount: { kind: "percent", percent: 25 }, maxUses: 10, perOrderLimit: 4 });
    for (const caller of [await newBuyer(), seller, owner]) {
      const answer = await callOk<CheckPromoCodeResult>(caller, CALLABLES.checkPromoCode, { eventId, code: " sponsor " });
      expect(answer).toEqual({
        code: "SPONSOR",
        perOrderLimit: 4,
        ticketTypes: [
          { id: ticketTypeId, name: "عادي", price: 15000, discountedPrice: 11250, perOrderLimit: 10, remaining: 100, hidden: false },
          { id: hiddenId, name: "رعاة", price: 40000, discountedPrice: 30000, perOrderLimit: 10, remaining: 20, hidden: true },
        ],
      });
    }
  });

  it("refuses the signed-out and the gate, who have no sale to price", async () => {
    const { eventId } = await createEventWithType();
    await newCode({ eventId, code: "SALE10", discount: { kind: "percent", percent: 10 }, maxUses: 5 });
    expect(await visitor.call(CALLABLES.checkPromoCode, { eventId, code: "SALE10" })).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await gate.call(CALLABLES.checkPromoCode, { eventId, code: "SALE10" })).toMatchObject({ ok: false, code: "permission-denied" });
  });

  it("refuses an unknown code, another event's code, a paused code and one outside its window, each with its reason", async () => {
    const { eventId } = await createEventWithType();
    const other = await createEventWithType();
    await newCode({ eventId: other.eventId, code: "ELSEWHERE", discount: { kind: "percent", percent: 10 }, maxUses: 5 });
    await newCode({ eventId, code: "PAUSED", discount: { kind: "percent", percent: 10 }, maxUses: 5 });
    await callOk(owner, CALLABLES.setPromoCodeActive, { eventId, code: "paused", active: false });
    await newCode({ eventId, code: "LATER", discount: { kind: "percent", percent: 10 }, maxUses: 5, validFrom: Date.now() + 60 * MINUTE });
    await newCode({ eventId, code: "OVER", discount: { kind: "percent", percent: 10 }, maxUses: 5, validFrom: Date.now() - 120 * MINUTE, validUntil: Date.now() - 60 * MINUTE });
    const buyer = await newBuyer();
    const check = (code: string) => buyer.call(CALLABLES.checkPromoCode, { eventId, code });
    expect(await check("NOSUCH")).toEqual({ ok: false, code: "not-found", message: m.errors.unknown });
    expect(await check("ELSEWHERE")).toEqual({ ok: false, code: "not-found", message: m.errors.unknown });
    expect(await check("PAUSED")).toEqual({ ok: false, code: "failed-precondition", message: m.errors.paused });
    expect(await check("LATER")).toEqual({ ok: false, code: "failed-precondition", message: m.errors.notStarted });
    expect(await check("OVER")).toEqual({ ok: false, code: "failed-precondition", message: m.errors.ended });
    expect(await check("x")).toEqual({ ok: false, code: "invalid-argument", message: m.input.code });
    // Resumed, it works again; only the owner-manager pauses or resumes.
    expect(await seller.call(CALLABLES.setPromoCodeActive, { eventId, code: "PAUSED", active: true })).toMatchObject({ ok: false, code: "permission-denied" });
    await callOk(owner, CALLABLES.setPromoCodeActive, { eventId, code: "PAUSED", active: true });
    expect(await check("PAUSED")).toMatchObject({ ok: true });
    expect(await owner.call(CALLABLES.setPromoCodeActive, { eventId, code: "NOSUCH", active: false })).toEqual({ ok: false, code: "not-found", message: m.errors.unknown });
  });

  it("pauses and resumes every code of a generated batch at once, the owner-manager only", async () => {
    const { eventId } = await createEventWithType();
    const { batchId, codes } = await callOk<GeneratePromoCodesResult>(owner, CALLABLES.generatePromoCodes, {
      eventId,
      count: 3,
      discount: { kind: "percent", percent: 10 },
    });
    const other = await callOk<GeneratePromoCodesResult>(owner, CALLABLES.generatePromoCodes, { eventId, count: 1, discount: { kind: "percent", percent: 10 } });
    expect(await seller.call(CALLABLES.setPromoCodeActive, { eventId, batchId, active: false })).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await callOk(owner, CALLABLES.setPromoCodeActive, { eventId, batchId, active: false })).toEqual({ active: false, codes: 3 });
    const buyer = await newBuyer();
    for (const code of codes) {
      expect(await buyer.call(CALLABLES.checkPromoCode, { eventId, code })).toEqual({ ok: false, code: "failed-precondition", message: m.errors.paused });
    }
    // Another batch of the event is untouched.
    expect(await buyer.call(CALLABLES.checkPromoCode, { eventId, code: other.codes[0] })).toMatchObject({ ok: true });
    await callOk(owner, CALLABLES.setPromoCodeActive, { eventId, batchId, active: true });
    expect(await buyer.call(CALLABLES.checkPromoCode, { eventId, code: codes[0] })).toMatchObject({ ok: true });
    expect(await owner.call(CALLABLES.setPromoCodeActive, { eventId, batchId: "noSuchBatch", active: false })).toEqual({
      ok: false,
      code: "not-found",
      message: m.errors.unknownBatch,
    });
    // A code and a batch at once, or neither, is no request.
    expect(await owner.call(CALLABLES.setPromoCodeActive, { eventId, batchId, code: codes[0], active: false })).toMatchObject({ ok: false, code: "invalid-argument" });
    expect(await owner.call(CALLABLES.setPromoCodeActive, { eventId, active: false })).toMatchObject({ ok: false, code: "invalid-argument" });
  });
});

describe("a purchase with a code", () => {
  it("charges the discounted price, records the code and each line's discount, and asks the payer for that total", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ price: 15000 });
    await newCode({ eventId, code: "SALE10", discount: { kind: "amount", amount: 5000 }, priceFloor: 12000, maxUses: 10 });
    const answer = await buy(purchase(eventId, ticketTypeId, 2, { promoCode: "sale-10" }));
    const order = await orderOf(answer.orderId);
    // 150 SAR less 50 would be 100: the floor keeps it at 120.
    expect(order.items).toEqual([{ ticketTypeId, ticketTypeName: "عادي", quantity: 2, unitPrice: 12000, unitDiscount: 3000, usesPromoCode: true }]);
    expect(order.total).toBe(24000);
    expect(order.promoCode).toEqual({ code: "SALE10", label: "SALE10", uses: 2 });
    expect((await paymentOf(answer.paymentId)).amount).toBe(24000);
    expect(await codeUses(eventId, "SALE10")).toMatchObject({ sold: 2, remaining: 8 });
  });

  it("sells a hidden type only with a code that names it", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const hiddenId = await addHiddenType(eventId);
    await newCode({ eventId, code: "SPONSOR", ticketTypeIds: [hiddenId], maxUses: 5 });
    await newCode({ eventId, code: "PUBLIC10", discount: { kind: "percent", percent: 10 }, maxUses: 5 });
    const notFound = { code: "not-found", message: ar.errors.ticketTypeNotFound(1) };
    await expect(buyInProcess(purchase(eventId, hiddenId))).rejects.toMatchObject(notFound);
    // A code for the public types does not open the hidden one.
    await expect(buyInProcess(purchase(eventId, hiddenId, 1, { promoCode: "PUBLIC10" }))).rejects.toMatchObject(notFound);
    const answer = await buyInProcess(purchase(eventId, hiddenId, 2, { promoCode: "sponsor" }));
    expect((await orderOf(answer.orderId)).items[0]).toMatchObject({ ticketTypeId: hiddenId, quantity: 2, unitPrice: 40000 });
    expect(await inventoryTotalsOf(eventId, hiddenId)).toMatchObject({ sold: 2 });
    // An access code for the hidden type applies to none of the public tickets.
    await expect(buyInProcess(purchase(eventId, ticketTypeId, 1, { promoCode: "SPONSOR" }))).rejects.toMatchObject({
      code: "failed-precondition",
      message: m.errors.notForTheseTickets,
    });
  });

  it("refuses more tickets than the code allows in one order, and more than it has left", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    await newCode({ eventId, code: "TWOEACH", discount: { kind: "percent", percent: 50 }, maxUses: 3, perOrderLimit: 2 });
    await expect(buyInProcess(purchase(eventId, ticketTypeId, 3, { promoCode: "TWOEACH" }))).rejects.toMatchObject({
      code: "failed-precondition",
      message: m.errors.overOrderLimit(2),
    });
    await buyInProcess(purchase(eventId, ticketTypeId, 2, { promoCode: "TWOEACH" }));
    await expect(buyInProcess(purchase(eventId, ticketTypeId, 2, { promoCode: "TWOEACH" }))).rejects.toMatchObject({
      code: "resource-exhausted",
      message: m.errors.usedUp(1),
    });
    await buyInProcess(purchase(eventId, ticketTypeId, 1, { promoCode: "TWOEACH" }));
    await expect(buyInProcess(purchase(eventId, ticketTypeId, 1, { promoCode: "TWOEACH" }))).rejects.toMatchObject({ message: m.errors.usedUp(0) });
    // The refusals held no tickets.
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 3 });
  });

  it("gives its uses back when the hold ends unpaid, once", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    await newCode({ eventId, code: "ONLYTWO", discount: { kind: "percent", percent: 10 }, maxUses: 2 });
    await buyInProcess(purchase(eventId, ticketTypeId, 2, { promoCode: "ONLYTWO" }), shopContext({ now: Date.now() - 16 * MINUTE }));
    expect(await codeUses(eventId, "ONLYTWO")).toMatchObject({ sold: 2, remaining: 0 });
    expect(await expireOverdueHolds(adminDb, { eventId })).toBe(1);
    expect(await codeUses(eventId, "ONLYTWO")).toMatchObject({ sold: 0, remaining: 2 });
    expect(await expireOverdueHolds(adminDb, { eventId })).toBe(0);
    expect(await codeUses(eventId, "ONLYTWO")).toMatchObject({ sold: 0 });
    const answer = await buy(purchase(eventId, ticketTypeId, 2, { promoCode: "ONLYTWO" }));
    expect(answer.status).toBe("pending");
  });

  it("refuses a reused requestId that adds a code (the order was priced without it)", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    await newCode({ eventId, code: "LATECODE", discount: { kind: "percent", percent: 50 }, maxUses: 5 });
    const buyer = await newBuyer();
    const input = purchase(eventId, ticketTypeId, 1);
    await callOk<PurchaseTicketsResult>(buyer, CALLABLES.purchaseTickets, input);
    const replay = await buyer.call(CALLABLES.purchaseTickets, { ...input, promoCode: "LATECODE" });
    expect(replay).toMatchObject({ ok: false, code: "failed-precondition", message: ar.errors.requestReused });
    expect(await codeUses(eventId, "LATECODE")).toMatchObject({ sold: 0 });
  });
});

describe("the box office with a code", () => {
  it("prices with the code, and sells a hidden type without one", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ price: 15000 });
    const hiddenId = await addHiddenType(eventId, { price: 40000 });
    await newCode({ eventId, code: "STAFF20", discount: { kind: "percent", percent: 20 }, maxUses: 10 });
    const sale = (items: { ticketTypeId: string; quantity: number }[], promoCode?: string) =>
      callOk<IssueTicketsResult>(seller, CALLABLES.issueTickets, { eventId, items, buyer: { name: "ضيف" }, payment: "cash", requestId: newRequestId(), promoCode });
    const discounted = await sale([{ ticketTypeId, quantity: 2 }], "staff20");
    expect((await orderOf(discounted.orderId)).total).toBe(24000);
    expect(await Promise.all(discounted.tickets.map(async (ticket) => (await ticketDoc(ticket.ticketId)).price))).toEqual([12000, 12000]);
    const hidden = await sale([{ ticketTypeId: hiddenId, quantity: 1 }]);
    expect((await orderOf(hidden.orderId)).total).toBe(40000);

    // The tickets bought with the code carry it, and the dashboard counts them per code; a void takes one off.
    expect(await Promise.all(discounted.tickets.map(async (ticket) => (await ticketDoc(ticket.ticketId)).promoCode))).toEqual(["STAFF20", "STAFF20"]);
    expect((await ticketDoc(hidden.tickets[0]!.ticketId)).promoCode).toBeUndefined();
    await callOk(owner, CALLABLES.voidTicket, { ticketId: discounted.tickets[0]!.ticketId, reason: "خطأ في البيع" });
    const stats = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.salesStats).get();
    // The void gave the ticket's discounted price back (the type has no VAT).
    expect(summarizeSales(stats.docs.map((doc) => salesStatsShardSchema.parse(doc.data()))).codes).toEqual([
      { eventId, code: "STAFF20", tickets: 1, revenue: [{ currency: "SAR", amount: 12000 }], vat: [], refunded: [{ currency: "SAR", amount: 12000 }] },
    ]);
  });
});

describe("an order with a code, ended by staff", () => {
  it("gives the code's uses back when a paid order is cancelled, once", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    await newCode({ eventId, code: "FEW", discount: { kind: "amount", amount: 1000 }, maxUses: 3 });
    const sold = await callOk<IssueTicketsResult>(seller, CALLABLES.issueTickets, {
      eventId,
      items: [{ ticketTypeId, quantity: 3 }],
      buyer: { name: "ضيف" },
      payment: "card",
      promoCode: "few",
      requestId: newRequestId(),
    });
    expect(await codeUses(eventId, "FEW")).toMatchObject({ sold: 3, remaining: 0 });
    await callOk(owner, CALLABLES.cancelOrder, { orderId: sold.orderId, reason: "ألغى المشتري الحضور" });
    expect(await codeUses(eventId, "FEW")).toMatchObject({ sold: 0, remaining: 3 });
    expect(await owner.call(CALLABLES.cancelOrder, { orderId: sold.orderId, reason: "مرة ثانية" })).toMatchObject({ ok: false, code: "failed-precondition" });
    expect(await codeUses(eventId, "FEW")).toMatchObject({ sold: 0, remaining: 3 });
  });
});

describe("a rush on a 100-use code", () => {
  it("uses it exactly 100 times among 300 purchases, 60 at a time, and refuses the rest as used up", { timeout: 600_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 1000 });
    const code = (await createPromoCode(adminDb, { uid: "owner", role: "super_admin" }, createPromoCodeInput.parse({ eventId, code: "RUSH100", discount: { kind: "percent", percent: 30 }, maxUses: 100 }))).code;
    // In waves of 60 at once: the second wave races for the last 40 uses, as
    // a rush does, and no purchase waits out its deadline (capacityRounds.ts)
    // behind 299 others on a slow host's emulator.
    const outcomes: PromiseSettledResult<{ status: string }>[] = [];
    for (let wave = 0; wave < 5; wave++) {
      outcomes.push(...(await Promise.allSettled(Array.from({ length: 60 }, () => buyInProcess(purchase(eventId, ticketTypeId, 1, { promoCode: code }))))));
    }
    const answers: Record<string, number> = {};
    for (const outcome of outcomes) {
      const answer = outcome.status === "fulfilled" ? outcome.value.status : ((outcome.reason as { code?: string }).code ?? String(outcome.reason));
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
    expect(answers).toEqual({ pending: 100, "resource-exhausted": 200 });
    expect(await codeUses(eventId, code)).toEqual({ capacity: 100, sold: 100, remaining: 0 });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 100 });
    const orders = await adminDb.collection(COLLECTIONS.orders).where("eventId", "==", eventId).get();
    expect(orders.size).toBe(100);
    expect(orders.docs.every((order) => order.get("total") === 10500 && order.get("promoCode.code") === code)).toBe(true);
  });
});
