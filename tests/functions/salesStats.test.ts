// The dashboard's sales stats against the emulators: every way tickets are
// issued (box office, complimentary, bulk) and every correction (void,
// cancel, refund) changes the shards in the same transaction as the tickets,
// exactly once, so that the shards always add up to what the tickets say.
// Check-ins are counted by day too.
import {
  CALLABLES,
  COLLECTIONS,
  SALES_STATS_SHARDS,
  type BulkGenerateTicketsResult,
  type IssueTicketsResult,
  type RedeemTicketResult,
  type SalesCorrectionResult,
} from "@bawwaba/common";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { callersWithRoles, callOk, newRequestId, type Caller } from "../support/callables";
import { adminDb, eventually, publishLocalSigningKey } from "../support/emulators";
import { createEventWithType, sellTickets, testEventsToday } from "../support/salesFixtures";
import { admissionsOf, salesFromStats, salesFromTickets, salesStatsShards } from "../support/salesStats";

let owner: Caller;
let seller: Caller;
let gate: Caller;
let emails: Record<string, string>;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [owner, seller, gate] = await callersWithRoles("super_admin", "sales_admin", "qr_scanner");
  emails = { [owner.uid]: owner.email, [seller.uid]: seller.email };
});


/** A published event with two ticket types (15,000 and 40,000 minor units). */
async function eventWithTwoTypes() {
  const { eventId, ticketTypeId: regular } = await createEventWithType({ capacity: 100, perOrderLimit: 10, price: 15000, name: "عادي" });
  const vipRef = adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc();
  await vipRef.set({ name: "كبار الزوار", price: 40000, capacity: 20, perOrderLimit: 4, sortOrder: 1 });
  return { eventId, regular, vip: vipRef.id };
}

function sell(caller: Caller, eventId: string, items: { ticketTypeId: string; quantity: number }[], payment = "cash") {
  return callOk<IssueTicketsResult>(caller, CALLABLES.issueTickets, {
    eventId,
    items,
    buyer: { name: "ضيف" },
    payment,
    requestId: newRequestId(),
  });
}

async function bulk(eventId: string, ticketTypeId: string, count: number) {
  const { jobId } = await callOk<BulkGenerateTicketsResult>(owner, CALLABLES.bulkGenerateTickets, {
    eventId,
    ticketTypeId,
    count,
    requestId: newRequestId(),
  });
  const job = await eventually(
    () => adminDb.collection(COLLECTIONS.jobs).doc(jobId).get(),
    (snapshot) => snapshot.get("status") !== "running",
    60_000,
  );
  expect(job.get("status")).toBe("done");
  const tickets = await adminDb.collection(COLLECTIONS.tickets).where("jobId", "==", jobId).orderBy("serial").get();
  return { orderId: job.get("orderId") as string, tickets: tickets.docs.map((doc) => ({ ticketId: doc.id, code: doc.get("code") as string })) };
}

const redeem = (code: string) => callOk<RedeemTicketResult>(gate, CALLABLES.redeemTicket, { code, scanId: randomUUID() });
const voidTicket = (ticketId: string) => callOk<SalesCorrectionResult>(owner, CALLABLES.voidTicket, { ticketId, reason: "تصحيح" });

describe("sales stats: counted with the tickets, exactly once", () => {
  it("adds up to what the tickets say after sales, bulk, voids, a cancellation and a refund", { timeout: 120_000 }, async () => {
    const { eventId, regular, vip } = await eventWithTwoTypes();

    const cash = await sell(seller, eventId, [
      { ticketTypeId: regular, quantity: 3 },
      { ticketTypeId: vip, quantity: 1 },
    ]);
    await sell(owner, eventId, [{ ticketTypeId: vip, quantity: 2 }], "complimentary");
    const card = await sell(seller, eventId, [{ ticketTypeId: regular, quantity: 2 }], "card");
    const cancelled = await sell(seller, eventId, [{ ticketTypeId: regular, quantity: 1 }]);
    const generated = await bulk(eventId, regular, 5);

    const sold = await salesFromStats(eventId);
    expect(sold.tickets).toBe(4 + 2 + 2 + 1 + 5);
    expect(sold.revenue).toEqual([{ currency: "SAR", amount: 3 * 15000 + 40000 + 0 + 2 * 15000 + 15000 + 5 * 15000 }]);
    expect(sold.channels).toMatchObject([
      { channel: "online", tickets: 0, revenue: [] },
      { channel: "box_office", tickets: 7, revenue: [{ currency: "SAR", amount: 130000 }] },
      { channel: "bulk", tickets: 5, revenue: [{ currency: "SAR", amount: 75000 }] },
      { channel: "complimentary", tickets: 2, revenue: [] },
    ]);
    expect(sold.days.map((day) => day.day)).toEqual([testEventsToday()]);
    // As many tickets each: the seller's larger revenue comes first.
    expect(sold.sellers.map(({ email, tickets }) => [email, tickets])).toEqual([
      [seller.email, 7],
      [owner.email, 7],
    ]);
    expect(sold).toEqual(await salesFromTickets(eventId, emails));

    // Corrections: a valid ticket voided, a used one voided, a bulk one
    // voided, an order cancelled and an order refunded.
    expect((await redeem(cash.tickets[1]!.code)).result).toBe("accepted");
    expect((await redeem(generated.tickets[0]!.code)).result).toBe("accepted");
    await voidTicket(cash.tickets[0]!.ticketId);
    await voidTicket(cash.tickets[1]!.ticketId);
    await voidTicket(generated.tickets[4]!.ticketId);
    await callOk(owner, CALLABLES.cancelOrder, { orderId: cancelled.orderId, reason: "إلغاء" });
    await callOk(owner, CALLABLES.cancelOrder, { orderId: card.orderId, reason: "استرداد", refund: true });
    // Voided again, or an order closed again, changes nothing more.
    expect((await owner.call(CALLABLES.voidTicket, { ticketId: cash.tickets[0]!.ticketId, reason: "مرة ثانية" })).ok).toBe(false);
    expect((await owner.call(CALLABLES.cancelOrder, { orderId: card.orderId, reason: "مرة ثانية" })).ok).toBe(false);

    const corrected = await salesFromStats(eventId);
    expect(corrected.tickets).toBe(14 - 3 - 1 - 2);
    expect(corrected).toEqual(await salesFromTickets(eventId, emails));
    expect(corrected.types.map(({ name, tickets }) => [name, tickets])).toEqual([
      ["عادي", 1 + 4],
      ["كبار الزوار", 1 + 2],
    ]);

    // Check-ins are counted on their day; a voided used ticket stays admitted.
    expect(await admissionsOf(eventId)).toMatchObject({ total: 2, byDay: { [testEventsToday()]: 2 } });

    const shards = await salesStatsShards(eventId);
    expect(shards.length).toBeLessThanOrEqual(SALES_STATS_SHARDS);
    for (const shard of shards) {
      expect(Number(shard.id)).toBeLessThan(SALES_STATS_SHARDS);
      expect(shard).toMatchObject({ eventId, currency: "SAR" });
    }
  });

  it("counts each of many concurrent sales once, and one of two simultaneous voids", { timeout: 120_000 }, async () => {
    const { eventId, regular } = await eventWithTwoTypes();
    const sales = await Promise.all(Array.from({ length: 12 }, (_, n) => sellTickets(seller, eventId, regular, 1 + (n % 2))));
    expect((await salesFromStats(eventId)).tickets).toBe(18);

    const ticketId = sales[0]![0]!.ticketId;
    const outcomes = await Promise.all([
      owner.call(CALLABLES.voidTicket, { ticketId, reason: "مكرر" }),
      owner.call(CALLABLES.voidTicket, { ticketId, reason: "مكرر" }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const after = await salesFromStats(eventId);
    expect(after.tickets).toBe(17);
    expect(after).toEqual(await salesFromTickets(eventId, emails));
  });

  it("leaves the stats alone when voiding a ticket issued before they were kept", async () => {
    const { eventId, regular } = await eventWithTwoTypes();
    const [ticket] = await sellTickets(seller, eventId, regular, 1);
    const { salesDay, ...legacy } = (await adminDb.collection(COLLECTIONS.tickets).doc(ticket!.ticketId).get()).data()!;
    expect(salesDay).toBe(testEventsToday());
    const legacyRef = adminDb.collection(COLLECTIONS.tickets).doc();
    await legacyRef.set(legacy);
    await voidTicket(legacyRef.id);
    expect((await salesFromStats(eventId)).tickets).toBe(1);
  });
});
