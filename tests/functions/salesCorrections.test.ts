// The sales editor's corrections against the emulators: voidTicket,
// cancelOrder (cancel or refund) and correctBuyer. Capacity comes back
// exactly once, the gate refuses voided codes, every change is in the
// order's audit log, and only the owner-manager may make them.
import {
  ar,
  CALLABLES,
  COLLECTIONS,
  type AssignTicketResult,
  type BulkGenerateTicketsResult,
  type RedeemTicketResult,
  type SalesCorrectionResult,
} from "@bawwaba/common";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { holderSearchFields } from "@bawwaba/common/ticketSearch";
import { callersWithRoles, callOk, newRequestId, type Caller } from "../support/callables";
import { adminDb, eventually, publishLocalSigningKey } from "../support/emulators";
import { createEventWithType, inventoryTotalsOf, sellTickets, ticketDoc } from "../support/salesFixtures";

let owner: Caller;
let seller: Caller;
let gate: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [owner, seller, gate] = await callersWithRoles("super_admin", "sales_admin", "qr_scanner");
});

const correct = <T = SalesCorrectionResult>(name: string, input: unknown, caller = owner) => callOk<T>(caller, name, input);

const orderDoc = async (id: string) => (await adminDb.collection(COLLECTIONS.orders).doc(id).get()).data()!;
const auditOf = async (orderId: string) =>
  (await adminDb.collection(COLLECTIONS.orders).doc(orderId).collection(COLLECTIONS.orderAudit).get()).docs.map((doc) => doc.data());

async function scan(code: string): Promise<RedeemTicketResult["result"]> {
  const answer = await correct<RedeemTicketResult>(CALLABLES.redeemTicket, { code, scanId: randomUUID() }, gate);
  return answer.result;
}

async function sale(quantity: number) {
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, perOrderLimit: 5 });
  const tickets = await sellTickets(seller, eventId, ticketTypeId, quantity);
  const orderId = (await ticketDoc(tickets[0]!.ticketId)).orderId as string;
  return { eventId, ticketTypeId, tickets, orderId };
}

describe("voidTicket", () => {
  it("voids the ticket, puts it back on sale, logs it on the order, and the gate refuses it", async () => {
    const { eventId, ticketTypeId, tickets, orderId } = await sale(2);
    const result = await correct(CALLABLES.voidTicket, { ticketId: tickets[0]!.ticketId, reason: "بيعت بالخطأ" });
    expect(result).toEqual({ orderId, voidedTicketIds: [tickets[0]!.ticketId], returnedToSale: 1 });
    expect(await ticketDoc(tickets[0]!.ticketId)).toMatchObject({ status: "void", voidReason: "بيعت بالخطأ" });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 1, remaining: 9 });
    expect(await auditOf(orderId)).toMatchObject([
      {
        action: "ticket_voided",
        reason: "بيعت بالخطأ",
        byUid: owner.uid,
        ticketIds: [tickets[0]!.ticketId],
        before: { status: "valid" },
        after: { status: "void" },
      },
    ]);
    expect(await scan(tickets[0]!.code)).toBe("void");
    expect(await scan(tickets[1]!.code)).toBe("accepted");
  });

  it("returns the capacity once when the same ticket is voided twice at once", async () => {
    const { eventId, ticketTypeId, tickets, orderId } = await sale(3);
    const input = { ticketId: tickets[0]!.ticketId, reason: "مكرر" };
    const outcomes = await Promise.all([owner.call(CALLABLES.voidTicket, input), owner.call(CALLABLES.voidTicket, input)]);
    expect(outcomes.map((outcome) => (outcome.ok ? "voided" : outcome.code)).sort()).toEqual(["failed-precondition", "voided"]);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 2 });
    expect(await auditOf(orderId)).toHaveLength(1);
  });

  it("voids a used ticket without putting it back on sale: its holder came in", async () => {
    const { eventId, ticketTypeId, tickets } = await sale(1);
    expect(await scan(tickets[0]!.code)).toBe("accepted");
    const result = await correct(CALLABLES.voidTicket, { ticketId: tickets[0]!.ticketId, reason: "دخل ثم أعيدت" });
    expect(result.returnedToSale).toBe(0);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 1 });
  });
});

describe("cancelOrder", () => {
  it("refunds an order: every ticket voided, the unused ones back on sale, the order refunded and logged", async () => {
    const { eventId, ticketTypeId, tickets, orderId } = await sale(3);
    expect(await scan(tickets[2]!.code)).toBe("accepted");
    const result = await correct(CALLABLES.cancelOrder, { orderId, reason: "طلب العميل", refund: true });
    expect(result.voidedTicketIds.sort()).toEqual(tickets.map((ticket) => ticket.ticketId).sort());
    expect(result.returnedToSale).toBe(2);
    expect(await orderDoc(orderId)).toMatchObject({ status: "refunded", cancelReason: "طلب العميل" });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 1 });
    expect(await auditOf(orderId)).toMatchObject([{ action: "order_refunded", before: { status: "paid" }, after: { status: "refunded" } }]);
    for (const ticket of tickets.slice(0, 2)) expect(await scan(ticket.code)).toBe("void");

    const again = await owner.call(CALLABLES.cancelOrder, { orderId, reason: "مرة ثانية" });
    expect(again).toMatchObject({ ok: false, code: "failed-precondition" });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 1 });
  });

  it("cancels an order after one of its tickets was voided, returning the rest only", async () => {
    const { eventId, ticketTypeId, tickets, orderId } = await sale(2);
    await correct(CALLABLES.voidTicket, { ticketId: tickets[0]!.ticketId, reason: "أولى" });
    const result = await correct(CALLABLES.cancelOrder, { orderId, reason: "إلغاء" });
    expect(result).toEqual({ orderId, voidedTicketIds: [tickets[1]!.ticketId], returnedToSale: 1 });
    expect(await orderDoc(orderId)).toMatchObject({ status: "cancelled" });
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0, remaining: 10 });
  });

  it("cancels a finished bulk order and gives back all it reserved", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 50 });
    const started = await correct<BulkGenerateTicketsResult>(CALLABLES.bulkGenerateTickets, {
      eventId,
      ticketTypeId,
      count: 30,
      requestId: newRequestId(),
    });
    const job = await eventually(
      () => adminDb.collection(COLLECTIONS.jobs).doc(started.jobId).get(),
      (snapshot) => snapshot.get("status") === "done",
      60_000,
    );
    const result = await correct(CALLABLES.cancelOrder, { orderId: job.get("orderId"), reason: "دعوات ألغيت" });
    expect(result.voidedTicketIds).toHaveLength(30);
    expect(result.returnedToSale).toBe(30);
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toMatchObject({ sold: 0, remaining: 50 });
  });

  it("refuses an unknown order", async () => {
    expect(await owner.call(CALLABLES.cancelOrder, { orderId: "noSuchOrder", reason: "x" })).toMatchObject({
      ok: false,
      code: "not-found",
    });
  });
});

describe("correctBuyer", () => {
  it("corrects the buyer on the order and on the tickets that carry the buyer, not on a named guest's", async () => {
    const { tickets, orderId } = await sale(2);
    const assigned = await correct<AssignTicketResult>(CALLABLES.assignTicket, { ticketId: tickets[1]!.ticketId, holderName: "نورة" });
    expect(assigned.ticketId).toBe(tickets[1]!.ticketId);
    const result = await correct<{ updatedTicketIds: string[] }>(CALLABLES.correctBuyer, {
      orderId,
      buyer: { name: "ضيف الله", phone: "0551234567" },
      reason: "تصحيح الاسم",
    });
    expect(result.updatedTicketIds).toEqual([tickets[0]!.ticketId]);
    // Stored in E.164.
    expect((await orderDoc(orderId)).buyer).toEqual({ name: "ضيف الله", phone: "+966551234567" });
    expect(await ticketDoc(tickets[0]!.ticketId)).toMatchObject({
      holderName: "ضيف الله",
      holderPhone: "+966551234567",
      ...holderSearchFields("ضيف الله"),
    });
    expect(await ticketDoc(tickets[1]!.ticketId)).toMatchObject({ holderName: "نورة" });
    expect(await auditOf(orderId)).toMatchObject([
      { action: "buyer_corrected", reason: "تصحيح الاسم", before: { name: "ضيف" }, after: { name: "ضيف الله", phone: "+966551234567" } },
    ]);
  });
});

describe("correctBuyer: nothing to correct", () => {
  it("refuses a correction that changes nothing, writing no audit entry", async () => {
    const { orderId } = await sale(1);
    const same = await owner.call(CALLABLES.correctBuyer, { orderId, buyer: { name: "ضيف" }, reason: "لا شيء" });
    expect(same).toMatchObject({ ok: false, code: "failed-precondition", message: ar.errors.buyerUnchanged });
    expect(await auditOf(orderId)).toEqual([]);
  });
});

describe("sales corrections: callers and input", () => {
  it("refuses a sales_admin and a qr_scanner, changing nothing", async () => {
    const { tickets, orderId } = await sale(1);
    for (const caller of [seller, gate]) {
      expect(await caller.call(CALLABLES.voidTicket, { ticketId: tickets[0]!.ticketId, reason: "x" })).toMatchObject({
        code: "permission-denied",
      });
      expect(await caller.call(CALLABLES.cancelOrder, { orderId, reason: "x" })).toMatchObject({ code: "permission-denied" });
      expect(await caller.call(CALLABLES.correctBuyer, { orderId, buyer: { name: "x" }, reason: "x" })).toMatchObject({
        code: "permission-denied",
      });
    }
    expect(await ticketDoc(tickets[0]!.ticketId)).toMatchObject({ status: "valid" });
    expect(await auditOf(orderId)).toEqual([]);
  });

  const badInputs: [string, string, unknown][] = [
    ["voidTicket without a reason", CALLABLES.voidTicket, { ticketId: "abc" }],
    ["voidTicket with a blank reason", CALLABLES.voidTicket, { ticketId: "abc", reason: "   " }],
    ["cancelOrder with a reason too long", CALLABLES.cancelOrder, { orderId: "abc", reason: "س".repeat(301) }],
    ["cancelOrder with refund as text", CALLABLES.cancelOrder, { orderId: "abc", reason: "x", refund: "yes" }],
    ["correctBuyer with a bad phone", CALLABLES.correctBuyer, { orderId: "abc", buyer: { name: "x", phone: "12" }, reason: "x" }],
    ["correctBuyer without a buyer name", CALLABLES.correctBuyer, { orderId: "abc", buyer: { name: "" }, reason: "x" }],
  ];
  for (const [why, name, input] of badInputs) {
    it(`${why} → invalid-argument with an Arabic message`, async () => {
      const outcome = await owner.call(name, input);
      expect(outcome).toMatchObject({ ok: false, code: "invalid-argument" });
      if (!outcome.ok) expect(outcome.message).toMatch(/[\u0600-\u06FF]/);
    });
  }
});
