// assignTicket and setTicketTypeCapacity against the emulators.
import { CALLABLES, COLLECTIONS, type AssignTicketResult } from "@bawwaba/common";
import { verifyTicketCode } from "@bawwaba/common/ticketCode";
import { beforeAll, describe, expect, it } from "vitest";
import { holderKeyOf } from "@bawwaba/common/ticketSearch";
import { callerWithRole, newRequestId, type Caller } from "../support/callables";
import { adminDb, publishLocalSigningKey } from "../support/emulators";
import { createEventWithType, inventoryTotalsOf, keyRing, sellTickets } from "../support/salesFixtures";

let owner: Caller;
beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  owner = await callerWithRole("super_admin");
});

const sellOne = (eventId: string, ticketTypeId: string, quantity = 1) => sellTickets(owner, eventId, ticketTypeId, quantity);

describe("assignTicket", () => {
  it("names the guest and logs the change, keeping the code", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({}, { venue: "قصر الضيافة" });
    const [ticket] = await sellOne(eventId, ticketTypeId);
    const outcome = await owner.call<AssignTicketResult>(CALLABLES.assignTicket, {
      ticketId: ticket!.ticketId,
      holderName: "خالد العتيبي",
      holderPhone: "+966 50 111 2222",
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.data).toMatchObject({ code: ticket!.code, generation: 0 });
    const stored = (await adminDb.collection(COLLECTIONS.tickets).doc(ticket!.ticketId).get()).data()!;
    expect(stored).toMatchObject({ holderName: "خالد العتيبي", holderPhone: "+966501112222", code: ticket!.code });
    // The tickets table finds the ticket under its new holder, no longer under the old one.
    expect(stored.holderKey).toBe(holderKeyOf("خالد العتيبي"));
    expect(stored.holderWords).toEqual(expect.arrayContaining(["خالد", "العتيبي", "عتيبي", "الع"]));
    expect(stored.holderWords).not.toContain("ضيف");
    const history = await adminDb.collection(COLLECTIONS.tickets).doc(ticket!.ticketId).collection(COLLECTIONS.ticketHistory).get();
    expect(history.docs.map((doc) => doc.data())).toMatchObject([
      { action: "assigned", byUid: owner.uid, before: { holderName: "ضيف", generation: 0 }, after: { holderName: "خالد العتيبي" } },
    ]);
  });

  it("reissues: a new code that verifies, the old one no longer the ticket's", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const [ticket] = await sellOne(eventId, ticketTypeId);
    const outcome = await owner.call<AssignTicketResult>(CALLABLES.assignTicket, {
      ticketId: ticket!.ticketId,
      holderName: "نورة",
      reissue: true,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.data.generation).toBe(1);
    expect(outcome.data.code).not.toBe(ticket!.code);
    expect(verifyTicketCode(outcome.data.code, await keyRing())).toMatchObject({ ok: true, payload: { generation: 1 } });
    const stored = (await adminDb.collection(COLLECTIONS.tickets).doc(ticket!.ticketId).get()).data()!;
    expect(stored.code).toBe(outcome.data.code);
  });

  it("refuses an unknown ticket, a void one, an empty name and other roles", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const [ticket] = await sellOne(eventId, ticketTypeId);
    const call = (caller: Caller, input: unknown) => caller.call(CALLABLES.assignTicket, input);
    expect(await call(owner, { ticketId: "missing", holderName: "x" })).toMatchObject({ code: "not-found" });
    expect(await call(owner, { ticketId: ticket!.ticketId, holderName: " " })).toMatchObject({ code: "invalid-argument" });
    expect(await call(owner, { ticketId: ticket!.ticketId, holderName: "x", holderPhone: "abc" })).toMatchObject({ code: "invalid-argument" });
    for (const role of ["sales_admin", "qr_scanner"] as const) {
      expect(await call(await callerWithRole(role), { ticketId: ticket!.ticketId, holderName: "x" })).toMatchObject({ code: "permission-denied" });
    }
    await adminDb.collection(COLLECTIONS.tickets).doc(ticket!.ticketId).update({ status: "void" });
    expect(await call(owner, { ticketId: ticket!.ticketId, holderName: "x" })).toMatchObject({ code: "failed-precondition" });
  });
});

describe("setTicketTypeCapacity", () => {
  it("raises and lowers a sharded type's capacity, never below what is sold", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, perOrderLimit: 5 });
    await sellOne(eventId, ticketTypeId, 4);
    const set = (capacity: number) => owner.call(CALLABLES.setTicketTypeCapacity, { eventId, ticketTypeId, capacity });

    expect(await set(3)).toMatchObject({ ok: false, code: "failed-precondition" });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 10, sold: 4, remaining: 6 });
    expect(await set(25)).toMatchObject({ ok: true, data: { capacity: 25, sold: 4 } });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 25, sold: 4, remaining: 21 });
    expect(await set(5)).toMatchObject({ ok: true });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 5, sold: 4, remaining: 1 });
    const type = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc(ticketTypeId).get();
    expect(type.get("capacity")).toBe(5);
    await sellOne(eventId, ticketTypeId, 1);
    const more = await owner.call(CALLABLES.issueTickets, {
      eventId, items: [{ ticketTypeId, quantity: 1 }], buyer: { name: "x" }, payment: "cash", requestId: newRequestId(),
    });
    expect(more).toMatchObject({ ok: false, code: "resource-exhausted" });
  });

  it("refuses other roles and a per-order limit above the capacity", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, perOrderLimit: 5 });
    expect(await owner.call(CALLABLES.setTicketTypeCapacity, { eventId, ticketTypeId, capacity: 4 })).toMatchObject({ code: "failed-precondition" });
    const seller = await callerWithRole("sales_admin");
    expect(await seller.call(CALLABLES.setTicketTypeCapacity, { eventId, ticketTypeId, capacity: 20 })).toMatchObject({ code: "permission-denied" });
  });
});
