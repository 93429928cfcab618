// Waiting lists against the emulators: who may join, leave, pause and remove,
// and each refusal's Arabic message (not sold out, paused, twice, no verified
// phone, another's offer, an expired offer, more than the offer); the shop
// refusing an open list's type to buyers without an offer; and a list of 50
// on a sold-out type receiving exactly the tickets that 20 expiring holds, 5
// refunded orders and a capacity raised by 10 free all at once, none offered
// twice, none sold to the public meanwhile, the untaken offers passing on.
import {
  ar,
  CALLABLES,
  COLLECTIONS,
  DEFAULT_OFFER_MINUTES,
  issueTicketsInput,
  joinWaitingListInput,
  type CatalogueEvent,
  type JoinWaitingListInput,
  type MyWaitingListResult,
  type WaitingListEntryDoc,
  type WaitingListOfferDoc,
} from "@bawwaba/common";
import { beforeAll, describe, expect, it } from "vitest";
import { answerCatalogueRequest } from "../../functions/src/catalogue/answer";
import { catalogueService } from "../../functions/src/catalogue/catalogue";
import { setTicketTypeCapacity } from "../../functions/src/inventory/inventory";
import { cancelOrder } from "../../functions/src/orders/corrections/cancelOrder";
import { expireOverdueHolds } from "../../functions/src/orders/holds";
import { issueTickets } from "../../functions/src/orders/issueTickets";
import { assertOnSale } from "../../functions/src/orders/saleChecks";
import { lapseExpiredOffers, sweepWaitingLists } from "../../functions/src/waitingList/lapseOffers";
import { joinWaitingList } from "../../functions/src/waitingList/membership";
import { offerFreed } from "../../functions/src/waitingList/offerFreedTickets";
import { callerWithPhone, callerWithRole, callOk, newRequestId, type Caller } from "../support/callables";
import { adminDb, localSigner, publishLocalSigningKey } from "../support/emulators";
import { buyInProcess, newBuyer, newBuyerPhone, purchase, shopContext } from "../support/payments";
import { createEventWithType, inventoryTotalsOf, sellTickets, TEST_EVENT_ZONE } from "../support/salesFixtures";

const m = ar.waitingList.errors;
const MINUTE = 60_000;

let owner: Caller;
let seller: Caller;
let visitor: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [owner, seller, visitor] = await Promise.all([callerWithRole("super_admin"), callerWithRole("sales_admin"), callerWithRole(null)]);
});

const listOf = (eventId: string, ticketTypeId: string) =>
  adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.waitingLists).doc(ticketTypeId);

async function entriesOf(eventId: string, ticketTypeId: string): Promise<Map<string, WaitingListEntryDoc>> {
  const entries = await listOf(eventId, ticketTypeId).collection(COLLECTIONS.waitingListEntries).get();
  return new Map(entries.docs.map((doc) => [doc.id, doc.data() as WaitingListEntryDoc]));
}

async function offersOf(eventId: string, ticketTypeId: string): Promise<(WaitingListOfferDoc & { id: string })[]> {
  const offers = await listOf(eventId, ticketTypeId).collection(COLLECTIONS.waitingListOffers).get();
  return offers.docs.map((doc) => ({ id: doc.id, ...(doc.data() as WaitingListOfferDoc) }));
}

const flagOf = async (eventId: string, ticketTypeId: string) =>
  (await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc(ticketTypeId).get()).get("waitingList") as
    | { open: boolean; paused: boolean }
    | undefined;

/** The type as the public catalogue lists it now. */
async function catalogued(eventId: string) {
  const answer = await answerCatalogueRequest(catalogueService(adminDb), { method: "GET", path: `/api/catalogue/${eventId}` });
  return (answer.body as { event: CatalogueEvent }).event.ticketTypes[0]!;
}

/** A published event whose one type (of `capacity`) the box office sold out. */
async function soldOutType(capacity = 2, perOrderLimit = 4) {
  const ids = await createEventWithType({ capacity, perOrderLimit: Math.min(perOrderLimit, capacity) });
  await sellTickets(seller, ids.eventId, ids.ticketTypeId, capacity);
  return ids;
}

const joinInput = (eventId: string, ticketTypeId: string, extra: Partial<JoinWaitingListInput> = {}) => ({
  eventId,
  ticketTypeId,
  quantity: 1,
  name: "سارة علي",
  ...extra,
});

/** The join service in this process, for a verified phone (new unless given), at `now`. */
const joinInProcess = (input: JoinWaitingListInput, phone = newBuyerPhone(), now = Date.now()) =>
  joinWaitingList(adminDb, { uid: `buyer-${phone.slice(1)}`, phone }, joinWaitingListInput.parse(input), { shopOrigin: "http://127.0.0.1:5000", assertOnSale, now }).then(
    () => phone,
  );

describe("joinWaitingList", () => {
  it("puts a verified buyer on a sold-out type's list, opens it, and refuses the same phone twice", async () => {
    const { eventId, ticketTypeId } = await soldOutType();
    const buyer = await newBuyer();
    expect(await callOk(buyer, CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId, { quantity: 2, email: "Sara@Example.com" }))).toEqual({ status: "waiting" });
    const entry = (await entriesOf(eventId, ticketTypeId)).get(buyer.phone.slice(1))!;
    expect(entry).toMatchObject({ phone: buyer.phone, quantity: 2, name: "سارة علي", email: "sara@example.com", status: "waiting", offers: 0 });
    expect(await flagOf(eventId, ticketTypeId)).toEqual({ open: true, paused: false });
    expect(await buyer.call(CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId))).toEqual({ ok: false, code: "already-exists", message: m.alreadyListed });
  });

  it("refuses while tickets are left, writing nothing", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5 });
    await sellTickets(seller, eventId, ticketTypeId, 4);
    const outcome = await (await newBuyer()).call(CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId));
    expect(outcome).toEqual({ ok: false, code: "failed-precondition", message: m.notSoldOut });
    expect((await entriesOf(eventId, ticketTypeId)).size).toBe(0);
    expect(await flagOf(eventId, ticketTypeId)).toBeUndefined();
  });

  it("refuses a caller without a verified phone: signed out or staff", async () => {
    const { eventId, ticketTypeId } = await soldOutType();
    for (const caller of [visitor, owner]) {
      expect(await caller.call(CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId))).toEqual({
        ok: false,
        code: "unauthenticated",
        message: ar.errors.phoneSignInRequired,
      });
    }
  });

  it("refuses more tickets than the type's per-order limit, and a hidden type", async () => {
    const { eventId, ticketTypeId } = await soldOutType(3, 3);
    const buyer = await newBuyer();
    expect(await buyer.call(CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId, { quantity: 4 }))).toEqual({
      ok: false,
      code: "invalid-argument",
      message: m.overPerOrderLimit(3),
    });
    await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc(ticketTypeId).update({ hidden: true });
    expect(await buyer.call(CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId))).toMatchObject({ ok: false, code: "not-found" });
  });

  it("refuses while the organiser paused the list; resumed, takes joins again", async () => {
    const { eventId, ticketTypeId } = await soldOutType();
    const pause = { eventId, ticketTypeId, paused: true };
    expect(await seller.call(CALLABLES.setWaitingListPaused, pause)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await (await newBuyer()).call(CALLABLES.setWaitingListPaused, pause)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await visitor.call(CALLABLES.setWaitingListPaused, pause)).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await callOk(owner, CALLABLES.setWaitingListPaused, pause)).toEqual({ paused: true });
    const buyer = await newBuyer();
    expect(await buyer.call(CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId))).toEqual({ ok: false, code: "failed-precondition", message: m.paused });
    await callOk(owner, CALLABLES.setWaitingListPaused, { ...pause, paused: false });
    expect(await callOk(buyer, CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId))).toEqual({ status: "waiting" });
  });
});

describe("leaving and removal", () => {
  it("lets the buyer leave (the list then closes), refuses leaving twice, and the organiser's removal is final", async () => {
    const { eventId, ticketTypeId } = await soldOutType();
    const buyer = await newBuyer();
    await callOk(buyer, CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId));
    expect(await callOk(buyer, CALLABLES.leaveWaitingList, { eventId, ticketTypeId })).toEqual({ status: "left" });
    expect(await flagOf(eventId, ticketTypeId)).toEqual({ open: false, paused: false });
    expect(await buyer.call(CALLABLES.leaveWaitingList, { eventId, ticketTypeId })).toEqual({ ok: false, code: "failed-precondition", message: m.notListed });

    // Joined again, then removed by the organiser: no third join.
    await callOk(buyer, CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId));
    const removal = { eventId, ticketTypeId, entryId: buyer.phone.slice(1) };
    expect(await seller.call(CALLABLES.removeWaitingListEntry, removal)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await buyer.call(CALLABLES.removeWaitingListEntry, removal)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await callOk(owner, CALLABLES.removeWaitingListEntry, removal)).toEqual({ status: "removed" });
    expect(await buyer.call(CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId))).toEqual({
      ok: false,
      code: "failed-precondition",
      message: m.removedByOrganiser,
    });
    expect(await owner.call(CALLABLES.removeWaitingListEntry, { ...removal, entryId: "966500000000" })).toEqual({ ok: false, code: "not-found", message: m.entryNotFound });
  });
});

describe("offers and the shop", () => {
  it("offers a freed ticket to the first entry alone: others (and the public) are refused, the offer holds no more than it has", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 3, perOrderLimit: 3 });
    const [sold] = await Promise.all([
      callOk<{ orderId: string }>(seller, CALLABLES.issueTickets, { eventId, items: [{ ticketTypeId, quantity: 2 }], buyer: { name: "ضيف" }, payment: "cash", requestId: newRequestId() }),
      sellTickets(seller, eventId, ticketTypeId, 1),
    ]);
    const first = await callerWithPhone(newBuyerPhone());
    const second = await newBuyer();
    await callOk(first, CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId, { quantity: 3, email: "first@example.com" }));
    await callOk(second, CALLABLES.joinWaitingList, joinInput(eventId, ticketTypeId));

    // Two tickets come back: all for the first entry, who asked for three.
    await callOk(owner, CALLABLES.cancelOrder, { orderId: sold.orderId, reason: "ألغى الحضور" });
    const [offer] = await offersOf(eventId, ticketTypeId);
    expect(offer).toMatchObject({ entryId: first.phone.slice(1), phone: first.phone, allotment: 2, sold: 0, status: "open" });
    expect(offer!.expiresAt.toMillis() - Date.now()).toBeGreaterThan((DEFAULT_OFFER_MINUTES - 1) * MINUTE);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ capacity: 3, sold: 3 });
    const mail = await adminDb.collection(COLLECTIONS.mail).doc(`waiting-list-offer-${offer!.id}`).get();
    expect(mail.get("to")).toBe("first@example.com");
    expect(mail.get("message.text")).toContain(`/buy-tickets/${eventId}?offer=${offer!.id}`);

    // /my-tickets shows it with its link.
    const mine = await callOk<MyWaitingListResult>(first, CALLABLES.listMyWaitingListOffers, null);
    expect(mine.entries).toEqual([
      // With the event's zone, so /my-tickets shows the offer's end as the checkout and the e-mail do.
      expect.objectContaining({
        eventId,
        ticketTypeId,
        timeZone: TEST_EVENT_ZONE,
        status: "offered",
        offer: expect.objectContaining({ offerId: offer!.id, quantity: 2, link: `/buy-tickets/${eventId}?offer=${offer!.id}` }),
      }),
    ]);

    const withOffer = (quantity: number) => purchase(eventId, ticketTypeId, quantity, { offerId: offer!.id });
    // The public, and the second entry with the first one's offer.
    expect(await second.call(CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId))).toEqual({
      ok: false,
      code: "failed-precondition",
      message: m.soldOutJoinList("عادي"),
    });
    expect(await second.call(CALLABLES.purchaseTickets, withOffer(1))).toEqual({ ok: false, code: "not-found", message: m.offerNotFound });
    expect(await first.call(CALLABLES.purchaseTickets, withOffer(3))).toEqual({ ok: false, code: "failed-precondition", message: m.overOffer(2) });
    // Past its window (a purchase that comes after it), the offer is refused.
    await expect(buyInProcess(withOffer(1), shopContext({ now: offer!.expiresAt.toMillis() + 1 }), first.phone)).rejects.toMatchObject({
      code: "failed-precondition",
      message: m.offerExpired,
    });

    // One of its two: the order is the offer's, the other ticket goes to the second entry.
    const bought = await callOk<{ orderId: string; status: string }>(first, CALLABLES.purchaseTickets, withOffer(1));
    expect(bought.status).toBe("pending");
    const order = (await adminDb.collection(COLLECTIONS.orders).doc(bought.orderId).get()).data()!;
    expect(order.waitingListOffer).toEqual({ ticketTypeId, offerId: offer!.id, entryId: first.phone.slice(1) });
    expect(await first.call(CALLABLES.purchaseTickets, withOffer(1))).toEqual({ ok: false, code: "failed-precondition", message: m.offerUsed });
    expect(await first.call(CALLABLES.leaveWaitingList, { eventId, ticketTypeId })).toEqual({ ok: false, code: "failed-precondition", message: m.orderInProgress });
    const offers = await offersOf(eventId, ticketTypeId);
    expect(offers.find((one) => one.id === offer!.id)).toMatchObject({ status: "taken", allotment: 1, sold: 1 });
    expect(offers.find((one) => one.id !== offer!.id)).toMatchObject({ entryId: second.phone.slice(1), allotment: 1, status: "open" });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ capacity: 3, sold: 3 });
  });
});

describe("the minute's sweep", () => {
  it("gives tickets no one waited for to a newcomer, and makes no offer for an event no longer on sale", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 3, perOrderLimit: 3 });
    const [sale, [single]] = await Promise.all([
      callOk<{ orderId: string }>(seller, CALLABLES.issueTickets, { eventId, items: [{ ticketTypeId, quantity: 2 }], buyer: { name: "ضيف" }, payment: "cash", requestId: newRequestId() }),
      sellTickets(seller, eventId, ticketTypeId, 1),
    ]);
    const first = await joinInProcess(joinInput(eventId, ticketTypeId));
    await callOk(owner, CALLABLES.cancelOrder, { orderId: sale.orderId, reason: "ألغى الحضور" });
    // One of the two freed tickets is offered; the other waits for someone, the public kept off.
    expect((await offersOf(eventId, ticketTypeId)).map((offer) => offer.entryId)).toEqual([first.slice(1)]);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 2, remaining: 1 });
    const newcomer = await joinInProcess(joinInput(eventId, ticketTypeId));
    expect(await offersOf(eventId, ticketTypeId)).toHaveLength(1);
    await sweepWaitingLists(adminDb);
    expect((await offersOf(eventId, ticketTypeId)).map((offer) => offer.entryId).sort()).toEqual([first.slice(1), newcomer.slice(1)].sort());

    // Closed, the event's list makes no more offers: a ticket voided then stays with the type.
    const third = await joinInProcess(joinInput(eventId, ticketTypeId));
    await adminDb.collection(COLLECTIONS.events).doc(eventId).update({ status: "closed" });
    await callOk(owner, CALLABLES.voidTicket, { ticketId: single!.ticketId, reason: "خطأ في البيع" });
    const claimed = (await listOf(eventId, ticketTypeId).get()).updateTime;
    await sweepWaitingLists(adminDb);
    expect(await offersOf(eventId, ticketTypeId)).toHaveLength(2);
    expect((await entriesOf(eventId, ticketTypeId)).get(third.slice(1))!.status).toBe("waiting");
    // Nor does the sweep claim its run: a closed or ended event's list costs it reads, not writes.
    await sweepWaitingLists(adminDb);
    expect((await listOf(eventId, ticketTypeId).get()).updateTime?.isEqual(claimed!)).toBe(true);
  });
});

describe("a list of 50 on a sold-out type, and tickets freed all at once", () => {
  it("offers exactly the 35 freed tickets to the first 35 entries, sells none to the public, and passes untaken offers on", { timeout: 600_000 }, async () => {
    const start = Date.now();
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 40, perOrderLimit: 15 });
    const staff = { uid: "seller", email: "seller@example.com", role: "sales_admin" as const };
    const boxOffice = (quantity: number) =>
      issueTickets(
        adminDb,
        localSigner(),
        staff,
        issueTicketsInput.parse({ eventId, items: [{ ticketTypeId, quantity }], buyer: { name: "ضيف" }, payment: "cash", requestId: newRequestId() }),
      );
    // 20 online holds already past their end, 5 paid box-office orders to refund, 15 tickets more: sold out.
    const past = shopContext({ now: start - 16 * MINUTE });
    await Promise.all(Array.from({ length: 20 }, () => buyInProcess(purchase(eventId, ticketTypeId, 1), past)));
    const refundable = await Promise.all(Array.from({ length: 5 }, () => boxOffice(1)));
    await boxOffice(15);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 40, sold: 40, remaining: 0 });

    // 50 phones join, one after another.
    const phones: string[] = [];
    for (let i = 0; i < 50; i++) phones.push(await joinInProcess(joinInput(eventId, ticketTypeId), newBuyerPhone(), start + i));
    const order = phones.map((phone) => phone.slice(1));

    // At once: the hold sweep, five refunds, a capacity raise, and the public trying to buy.
    const owner = { uid: "owner", email: "owner@example.com", role: "super_admin" as const };
    const publicTries = Array.from({ length: 20 }, () => buyInProcess(purchase(eventId, ticketTypeId, 1)).then(() => "sold", (error: { code?: string }) => error.code));
    const [expired] = await Promise.all([
      expireOverdueHolds(adminDb, { eventId, now: start }),
      ...refundable.map((sale) => cancelOrder(adminDb, owner, { orderId: sale.orderId, reason: "استرداد", refund: true })),
      // As the setTicketTypeCapacity callable does (inventory/callables.ts).
      setTicketTypeCapacity(adminDb, eventId, ticketTypeId, 50).then(() => offerFreed(adminDb, { eventId, ticketTypeIds: [ticketTypeId] }, start)),
    ]);
    expect(expired).toBe(20);
    expect(await Promise.all(publicTries)).toEqual(new Array(20).fill("failed-precondition"));

    const offers = await offersOf(eventId, ticketTypeId);
    expect(offers).toHaveLength(35);
    expect(new Set(offers.map((offer) => offer.entryId))).toEqual(new Set(order.slice(0, 35)));
    expect(offers.every((offer) => offer.allotment === 1 && offer.sold === 0 && offer.status === "open")).toBe(true);
    // Every ticket accounted for: 15 sold, 35 set aside in offers, none left for anyone else.
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 50, sold: 50, remaining: 0 });
    const entries = await entriesOf(eventId, ticketTypeId);
    expect(order.map((id) => entries.get(id)!.status)).toEqual([...new Array(35).fill("offered"), ...new Array(15).fill("waiting")]);
    expect(await flagOf(eventId, ticketTypeId)).toEqual({ open: true, paused: false });

    // One entry buys with its offer; the other 34 let theirs run out: they pass to the last 15.
    const buyerPhone = phones[0]!;
    await buyInProcess(purchase(eventId, ticketTypeId, 1, { offerId: entries.get(order[0]!)!.offer!.id }), shopContext({ now: start }), buyerPhone);
    // Past every offer's window, however long the steps above took.
    const afterWindow = start + (DEFAULT_OFFER_MINUTES + 10) * MINUTE;
    // (The sweep covers every event: other tests' offers may lapse too.)
    expect(await lapseExpiredOffers(adminDb, afterWindow)).toBeGreaterThanOrEqual(34);
    const passed = await offersOf(eventId, ticketTypeId);
    expect(passed).toHaveLength(50);
    expect(passed.filter((offer) => offer.status === "open").map((offer) => offer.entryId).sort()).toEqual(order.slice(35).sort());
    expect(passed.filter((offer) => offer.status === "lapsed")).toHaveLength(34);
    const later = await entriesOf(eventId, ticketTypeId);
    expect(order.map((id) => later.get(id)!.status)).toEqual(["offered", ...new Array(34).fill("lapsed"), ...new Array(15).fill("offered")]);
    // 34 came back, 15 offered again: 19 wait in the shards while offers are open, for no one else.
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 50, sold: 31, remaining: 19 });
    await expect(buyInProcess(purchase(eventId, ticketTypeId, 1), shopContext({ now: afterWindow }))).rejects.toMatchObject({ code: "failed-precondition" });
    // The catalogue shows none left, and the list to join.
    expect(await catalogued(eventId)).toMatchObject({ remaining: 0, waitingList: { paused: false } });

    // Those lapse too, and the buyer's order ends unpaid: no one is left waiting, the list closes, the public buys again.
    expect(await lapseExpiredOffers(adminDb, afterWindow + (DEFAULT_OFFER_MINUTES + 10) * MINUTE)).toBeGreaterThanOrEqual(15);
    expect((await offersOf(eventId, ticketTypeId)).filter((offer) => offer.status === "lapsed")).toHaveLength(49);
    expect(await flagOf(eventId, ticketTypeId)).toEqual({ open: true, paused: false });
    expect(await expireOverdueHolds(adminDb, { eventId, now: afterWindow + 120 * MINUTE })).toBe(1);
    expect((await entriesOf(eventId, ticketTypeId)).get(order[0]!)!.status).toBe("lapsed");
    expect(await flagOf(eventId, ticketTypeId)).toEqual({ open: false, paused: false });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 50, sold: 15, remaining: 35 });
    const listed = await catalogued(eventId);
    expect(listed.remaining).toBe(35);
    expect(listed.waitingList).toBeUndefined();
    expect((await buyInProcess(purchase(eventId, ticketTypeId, 1))).status).toBe("pending");
  });
});
