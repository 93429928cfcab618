// bulkGenerateTickets (docs/contracts.md) against the emulators: a 10,000-ticket job,
// capacity, idempotency, resuming from `done`, roles.
import { CALLABLES, COLLECTIONS, type BulkGenerateTicketsResult } from "@bawwaba/common";
import { verifyTicketCode } from "@bawwaba/common/ticketCode";
import { beforeAll, describe, expect, it } from "vitest";
import { callerWithRole, newRequestId, type Caller } from "../support/callables";
import { adminDb, eventually, publishLocalSigningKey } from "../support/emulators";
import { countWhere, createEventWithType, inventoryTotalsOf, keyRing } from "../support/salesFixtures";

let owner: Caller;
beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  owner = await callerWithRole("super_admin");
});

const start = (input: Record<string, unknown>) => owner.call<BulkGenerateTicketsResult>(CALLABLES.bulkGenerateTickets, input);
const job = (jobId: string) => adminDb.collection(COLLECTIONS.jobs).doc(jobId);
const finished = (jobId: string, timeoutMs: number) =>
  eventually(() => job(jobId).get(), (snapshot) => snapshot.get("status") !== "running", timeoutMs);

describe("bulkGenerateTickets", () => {
  it("generates 10,000 tickets in one job: counted, unique, verifiable", { timeout: 300_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 12_000, perOrderLimit: 10 });
    const started = Date.now();
    const outcome = await start({ eventId, ticketTypeId, count: 10_000, label: "بوابة الرعاة", requestId: newRequestId() });
    if (!outcome.ok) throw new Error(outcome.message);
    const { jobId } = outcome.data;

    const done = await finished(jobId, 280_000);
    const seconds = (Date.now() - started) / 1000;
    console.log(`bulk: 10,000 tickets in ${seconds.toFixed(1)} s on the emulator`);
    expect(done.data()).toMatchObject({ status: "done", done: 10_000, total: 10_000 });

    const tickets = await adminDb.collection(COLLECTIONS.tickets).where("jobId", "==", jobId).select("code", "serial", "sellerEmail").get();
    expect(tickets.size).toBe(10_000);
    expect(new Set(tickets.docs.map((doc) => doc.get("code"))).size).toBe(10_000);
    expect(new Set(tickets.docs.map((doc) => doc.get("serial"))).size).toBe(10_000);
    const ring = await keyRing();
    for (const doc of tickets.docs.slice(0, 200)) expect(verifyTicketCode(doc.get("code"), ring).ok).toBe(true);
    // The tickets table shows who generated them without reading the order.
    expect(new Set(tickets.docs.map((doc) => doc.get("sellerEmail")))).toEqual(new Set([owner.email]));
    expect(await inventoryTotalsOf(eventId, ticketTypeId)).toEqual({ capacity: 12_000, sold: 10_000, remaining: 2_000 });
    const order = (await adminDb.collection(COLLECTIONS.orders).doc(done.get("orderId")).get()).data()!;
    expect(order).toMatchObject({ channel: "bulk", status: "paid", jobId, sellerUid: owner.uid });
  });

  it("refuses more than is left, writing no job", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 30 });
    const outcome = await start({ eventId, ticketTypeId, count: 31, requestId: newRequestId() });
    expect(outcome.ok ? "ok" : outcome.code).toBe("resource-exhausted");
    expect(await countWhere(COLLECTIONS.jobs, "eventId", eventId)).toBe(0);
    expect((await inventoryTotalsOf(eventId, ticketTypeId)).sold).toBe(0);
  });

  it("starts one job for a repeated requestId", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 100 });
    const input = { eventId, ticketTypeId, count: 5, requestId: newRequestId() };
    const [a, b] = await Promise.all([start(input), start(input)]);
    if (!a.ok || !b.ok) throw new Error("both calls should answer");
    expect(b.data.jobId).toBe(a.data.jobId);
    await finished(a.data.jobId, 60_000);
    expect(await countWhere(COLLECTIONS.jobs, "eventId", eventId)).toBe(1);
    expect((await inventoryTotalsOf(eventId, ticketTypeId)).sold).toBe(5);
  });

  it("resumes from `done` after a lost step, without duplicates", { timeout: 120_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5000 });
    const outcome = await start({ eventId, ticketTypeId, count: 3000, requestId: newRequestId() });
    if (!outcome.ok) throw new Error(outcome.message);
    const { jobId } = outcome.data;
    await finished(jobId, 100_000);
    // As if the instance died after 1,000 tickets: the rest never written.
    const rest = await adminDb.collection(COLLECTIONS.tickets).where("jobId", "==", jobId).where("serial", ">", 1000).get();
    const writer = adminDb.bulkWriter();
    for (const doc of rest.docs) void writer.delete(doc.ref);
    await writer.close();
    await job(jobId).update({ status: "running", done: 1000 });

    const resumed = await finished(jobId, 100_000);
    expect(resumed.data()).toMatchObject({ status: "done", done: 3000 });
    expect(await countWhere(COLLECTIONS.tickets, "jobId", jobId)).toBe(3000);
    expect((await inventoryTotalsOf(eventId, ticketTypeId)).sold).toBe(3000);
  });

  it("refuses bad counts, a draft event and every role but super_admin", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    for (const count of [0, -1, 1.5, 50_001, "10"]) {
      const outcome = await start({ eventId, ticketTypeId, count, requestId: newRequestId() });
      expect(outcome.ok ? "ok" : outcome.code).toBe("invalid-argument");
    }
    const draft = await createEventWithType({}, { status: "draft" });
    const refused = await start({ ...draft, count: 1, requestId: newRequestId() });
    expect(refused.ok ? "ok" : refused.code).toBe("failed-precondition");
    for (const role of ["sales_admin", "qr_scanner", "user"] as const) {
      const caller = await callerWithRole(role);
      const outcome = await caller.call(CALLABLES.bulkGenerateTickets, { eventId, ticketTypeId, count: 1, requestId: newRequestId() });
      expect(outcome.ok ? "ok" : outcome.code).toBe("permission-denied");
    }
    expect(await countWhere(COLLECTIONS.jobs, "eventId", eventId)).toBe(0);
  });
});
