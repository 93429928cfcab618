// issueTickets (docs/contracts.md) against the emulators: capacity under concurrency,
// idempotency, every refusal with nothing written, roles and data scoping.
import { ar, CALLABLES, COLLECTIONS, issueTicketsInput, type IssueTicketsInput, type IssueTicketsResult } from "@bawwaba/common";
import { verifyTicketCode } from "@bawwaba/common/ticketCode";
import { beforeAll, describe, expect, it } from "vitest";
import { holderSearchFields } from "@bawwaba/common/ticketSearch";
import { callerWithRole, newRequestId, warmUpWorkers, type Caller } from "../support/callables";
import { adminDb, localSigner, publishLocalSigningKey } from "../support/emulators";
import { issueTickets } from "../../functions/src/orders/issueTickets";
import { countWhere, createEventWithType, inventoryTotalsOf, keyRing } from "../support/salesFixtures";

let seller: Caller;
let owner: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [seller, owner] = await Promise.all([callerWithRole("sales_admin"), callerWithRole("super_admin")]);
});

const sale = (eventId: string, ticketTypeId: string, quantity = 1, extra: Partial<IssueTicketsInput> = {}) => ({
  eventId,
  items: [{ ticketTypeId, quantity }],
  buyer: { name: "سارة أحمد", phone: "0501234567" },
  payment: "cash",
  requestId: newRequestId(),
  ...extra,
});

const issue = (caller: Caller, input: unknown) => caller.call<IssueTicketsResult>(CALLABLES.issueTickets, input);

// Starting 50 function workers on two cores takes a while (warmUpWorkers).
const RUSH_TIMEOUT_MS = 300_000;

describe("issueTickets under concurrency", () => {
  it("issues exactly the capacity when 50 sellers race for 20 tickets", { timeout: RUSH_TIMEOUT_MS }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 20, perOrderLimit: 5 });
    await warmUpWorkers(seller, CALLABLES.issueTickets, 50, sale("noSuchEvent", ticketTypeId));
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => issue(seller, sale(eventId, ticketTypeId))));

    // Counted by answer, so a failure shows every code that came back.
    const answers: Record<string, number> = {};
    for (const outcome of outcomes) {
      const answer = outcome.ok ? "issued" : outcome.code;
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
    expect(answers).toEqual({ issued: 20, "resource-exhausted": 30 });
    expect(await countWhere(COLLECTIONS.tickets, "ticketTypeId", ticketTypeId)).toBe(20);
    expect(await countWhere(COLLECTIONS.orders, "eventId", eventId)).toBe(20);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 20, sold: 20, remaining: 0 });
  });

  it("keeps every ticket of a multi-ticket order together and never splits an order", { timeout: RUSH_TIMEOUT_MS }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, perOrderLimit: 3 });
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => issue(seller, sale(eventId, ticketTypeId, 3))));
    const issued = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.data] : []));
    // 3 orders of 3 fit; the 1 ticket left is refused to orders of 3.
    expect(issued).toHaveLength(3);
    for (const order of issued) expect(order.tickets).toHaveLength(3);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 10, sold: 9, remaining: 1 });
    expect(await countWhere(COLLECTIONS.tickets, "ticketTypeId", ticketTypeId)).toBe(9);
  });
});

describe("issueTickets: requestId", () => {
  it("answers a repeated requestId with the first order and writes nothing more", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 50 });
    const input = sale(eventId, ticketTypeId, 2);
    const first = await issue(seller, input);
    const again = await issue(seller, input);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.data).toEqual(first.data);
    expect(await countWhere(COLLECTIONS.orders, "eventId", eventId)).toBe(1);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 2 });
  });

  it("gives one order when the same request arrives twice at once", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 50 });
    const input = sale(eventId, ticketTypeId, 2);
    const [a, b] = await Promise.all([issue(seller, input), issue(seller, input)]);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(b.data.orderId).toBe(a.data.orderId);
    expect(await countWhere(COLLECTIONS.orders, "eventId", eventId)).toBe(1);
    expect(await countWhere(COLLECTIONS.tickets, "eventId", eventId)).toBe(2);
  });
});

describe("issueTickets: the order and its tickets", () => {
  it("writes a paid box-office order and valid tickets whose codes verify with the published keys", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 30, price: 15000 });
    const outcome = await issue(seller, sale(eventId, ticketTypeId, 2));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { orderId, tickets } = outcome.data;

    const order = (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(order).toMatchObject({
      eventId,
      status: "paid",
      channel: "box_office",
      payment: "cash",
      total: 30000,
      currency: "SAR",
      sellerUid: seller.uid,
      buyer: { name: "سارة أحمد", phone: "+966501234567" },
      ticketIds: tickets.map((ticket) => ticket.ticketId),
    });

    const ring = await keyRing();
    for (const issued of tickets) {
      const ticket = (await adminDb.collection(COLLECTIONS.tickets).doc(issued.ticketId).get()).data()!;
      expect(ticket).toMatchObject({ eventId, ticketTypeId, orderId, status: "valid", code: issued.code, generation: 0 });
      // Who sold it, and what the tickets table finds it by, are on the ticket itself.
      expect(ticket).toMatchObject({
        sellerUid: seller.uid,
        sellerEmail: seller.email,
        ...holderSearchFields("سارة أحمد"),
      });
      const verified = verifyTicketCode(issued.code, ring);
      expect(verified).toMatchObject({ ok: true, payload: { eventId, ticketId: issued.ticketId, generation: 0 } });
      expect(issued.code.length).toBeLessThanOrEqual(200);
    }
  });

  it("records a complimentary sale at no charge on its own channel", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ price: 15000 });
    const outcome = await issue(owner, sale(eventId, ticketTypeId, 1, { payment: "complimentary" }));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const order = (await adminDb.collection(COLLECTIONS.orders).doc(outcome.data.orderId).get()).data()!;
    expect(order).toMatchObject({ channel: "complimentary", total: 0, status: "paid" });
  });
});

describe("issueTickets refuses bad input and leaves nothing written", () => {
  const past = new Date("2020-01-01T00:00:00Z");
  const future = new Date("2099-01-01T00:00:00Z");
  let eventId: string;
  let ticketTypeId: string;

  beforeAll(async () => {
    ({ eventId, ticketTypeId } = await createEventWithType({ capacity: 5, perOrderLimit: 4 }));
  });

  const items = (quantity: number) => [{ ticketTypeId, quantity }];
  const cases: { why: string; code: string; input: () => unknown }[] = [
    { why: "no input at all", code: "invalid-argument", input: () => null },
    { why: "no eventId", code: "invalid-argument", input: () => ({ ...sale(eventId, ticketTypeId), eventId: undefined }) },
    { why: "an eventId that is a path", code: "invalid-argument", input: () => sale("../orders", ticketTypeId) },
    { why: "no items", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 1, { items: [] }) },
    { why: "quantity 0", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 0) },
    { why: "quantity 1.5", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 1.5) },
    { why: "quantity as text", code: "invalid-argument", input: () => ({ ...sale(eventId, ticketTypeId), items: [{ ticketTypeId, quantity: "2" }] }) },
    { why: "the same type twice", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 1, { items: [...items(1), ...items(1)] }) },
    { why: "more than 50 tickets", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 51) },
    { why: "an empty buyer name", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 1, { buyer: { name: "   " } }) },
    { why: "no buyer", code: "invalid-argument", input: () => ({ ...sale(eventId, ticketTypeId), buyer: undefined }) },
    { why: "a phone that is not one", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 1, { buyer: { name: "علي", phone: "12ab" } }) },
    { why: "a bad e-mail", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 1, { buyer: { name: "علي", email: "not-mail" } }) },
    { why: "an unknown payment method", code: "invalid-argument", input: () => ({ ...sale(eventId, ticketTypeId), payment: "bitcoin" }) },
    { why: "no requestId", code: "invalid-argument", input: () => ({ ...sale(eventId, ticketTypeId), requestId: undefined }) },
    { why: "a requestId too short", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 1, { requestId: "abc" }) },
    { why: "more than the per-order limit", code: "invalid-argument", input: () => sale(eventId, ticketTypeId, 5) },
    { why: "an unknown event", code: "not-found", input: () => sale("noSuchEvent", ticketTypeId) },
    { why: "an unknown ticket type", code: "not-found", input: () => sale(eventId, "noSuchType") },
  ];

  for (const { why, code, input } of cases) {
    it(`${why} → ${code}`, async () => {
      const outcome = await issue(seller, input());
      expect(outcome.ok ? "ok" : outcome.code).toBe(code);
      if (!outcome.ok) expect(outcome.message).toMatch(/[\u0600-\u06ff]/);
      expect(await countWhere(COLLECTIONS.orders, "eventId", eventId)).toBe(0);
      expect(await countWhere(COLLECTIONS.tickets, "eventId", eventId)).toBe(0);
    });
  }

  const refusedSales: { why: string; code: string; setup: () => Promise<{ eventId: string; ticketTypeId: string }> }[] = [
    { why: "a draft event", code: "failed-precondition", setup: () => createEventWithType({}, { status: "draft" }) },
    { why: "a closed event", code: "failed-precondition", setup: () => createEventWithType({}, { status: "closed" }) },
    { why: "a cancelled event", code: "failed-precondition", setup: () => createEventWithType({}, { status: "cancelled" }) },
    { why: "sales not started", code: "failed-precondition", setup: () => createEventWithType({ salesStart: future }) },
    { why: "sales ended", code: "failed-precondition", setup: () => createEventWithType({ salesEnd: past }) },
  ];
  for (const { why, code, setup } of refusedSales) {
    it(`${why} → ${code}`, async () => {
      const subject = await setup();
      const outcome = await issue(seller, sale(subject.eventId, subject.ticketTypeId));
      expect(outcome.ok ? "ok" : outcome.code).toBe(code);
      expect(await countWhere(COLLECTIONS.orders, "eventId", subject.eventId)).toBe(0);
      expect(await countWhere(COLLECTIONS.tickets, "eventId", subject.eventId)).toBe(0);
      expect((await inventoryTotalsOf(subject.eventId, subject.ticketTypeId)).sold).toBe(0);
    });
  }
});

describe("issueTickets: more than is left", () => {
  it("refuses with resource-exhausted, naming what is left, and sells nothing of the order", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 3, perOrderLimit: 3 });
    expect((await issue(seller, sale(eventId, ticketTypeId, 2))).ok).toBe(true);
    const outcome = await issue(seller, sale(eventId, ticketTypeId, 2));
    expect(outcome.ok ? "ok" : outcome.code).toBe("resource-exhausted");
    if (!outcome.ok) expect(outcome.message).toContain("1");
    expect(await countWhere(COLLECTIONS.orders, "eventId", eventId)).toBe(1);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 3, sold: 2, remaining: 1 });
  });
});

describe("issueTickets: shards read a few at a time", () => {
  // A sale reads a random few of a type's shards while they have enough
  // (capacityRounds.ts); near the end most are empty, and only a read of
  // them all may find the last tickets or say that none are left. The
  // service is called in this process: 100 sales through the callables
  // would take minutes.
  it("sells every ticket of a hundred shards of one, then refuses as sold out", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 100, perOrderLimit: 1 });
    const inProcessSeller = { uid: "shard-seller", email: "seller@bawwaba.test", role: "sales_admin" } as const;
    const sellInProcess = () =>
      issueTickets(adminDb, localSigner(), inProcessSeller, issueTicketsInput.parse(sale(eventId, ticketTypeId)));
    for (let sold = 0; sold < 100; sold += 10) await Promise.all(Array.from({ length: 10 }, sellInProcess));
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 100, sold: 100, remaining: 0 });
    await expect(sellInProcess()).rejects.toMatchObject({ code: "resource-exhausted", message: ar.errors.notEnoughLeft("عادي", 0) });
    expect(await countWhere(COLLECTIONS.tickets, "ticketTypeId", ticketTypeId)).toBe(100);
  });
});

describe("issueTickets: who may call it", () => {
  it("refuses a qr_scanner, a plain user and an account with no role", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    for (const role of ["qr_scanner", "user", "none"] as const) {
      const outcome = await issue(await callerWithRole(role), sale(eventId, ticketTypeId));
      expect(outcome.ok ? "ok" : outcome.code).toBe("permission-denied");
    }
    expect(await countWhere(COLLECTIONS.orders, "eventId", eventId)).toBe(0);
  });

  it("refuses a signed-out visitor", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const outcome = await issue(await callerWithRole(null), sale(eventId, ticketTypeId));
    expect(outcome.ok ? "ok" : outcome.code).toBe("unauthenticated");
  });

  it("lets a sales_admin read their own order and tickets but not another seller's", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const otherSeller = await callerWithRole("sales_admin");
    const mine = await issue(seller, sale(eventId, ticketTypeId));
    const theirs = await issue(otherSeller, sale(eventId, ticketTypeId));
    if (!mine.ok || !theirs.ok) throw new Error("both sales should succeed");

    expect(await seller.readDocument(`orders/${mine.data.orderId}`)).toBe(200);
    expect(await seller.readDocument(`tickets/${mine.data.tickets[0]!.ticketId}`)).toBe(200);
    expect(await seller.readDocument(`orders/${theirs.data.orderId}`)).toBe(403);
    expect(await seller.readDocument(`tickets/${theirs.data.tickets[0]!.ticketId}`)).toBe(403);
    expect(await owner.readDocument(`orders/${theirs.data.orderId}`)).toBe(200);
  });
});
