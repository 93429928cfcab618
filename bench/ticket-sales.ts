// On-sale rush and bulk generation, measured against running emulators
// (`npm start` in another terminal, or inside `firebase emulators:exec`).
// Usage: npx tsx bench/ticket-sales.ts [rush] [bulk]
//
// 1. Rush: CONCURRENT box-office sales of 1 ticket at once through the real
//    callable, for a type with CAPACITY tickets (more buyers than tickets), after
//    starting the function workers (the emulator starts one process per
//    concurrent request; see tests/support/callables.ts warmUpWorkers).
// 2. Bulk: one bulkGenerateTickets job of BULK tickets, from the call to `done`.
import { CALLABLES, COLLECTIONS, type IssueTicketsResult } from "@bawwaba/common";
import { callerWithRole, newRequestId, warmUpWorkers } from "../tests/support/callables";
import { adminDb, eventually } from "../tests/support/emulators";
import { createEventWithType, inventoryTotalsOf } from "../tests/support/salesFixtures";
import { percentile } from "./lib/percentile";

const CONCURRENT = Number(process.env.RUSH_CALLS ?? 200);
const CAPACITY = Number(process.env.RUSH_CAPACITY ?? 150);
const BULK = Number(process.env.BULK_TICKETS ?? 10_000);


async function rush(): Promise<void> {
  const seller = await callerWithRole("sales_admin");
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: CAPACITY, perOrderLimit: 5 });
  const sale = (event: string) => ({
    eventId: event,
    items: [{ ticketTypeId, quantity: 1 }],
    buyer: { name: "مشترٍ" },
    payment: "cash",
    requestId: newRequestId(),
  });
  const warmStart = Date.now();
  await warmUpWorkers(seller, CALLABLES.issueTickets, CONCURRENT, sale("noSuchEvent"));
  console.log(`warm-up of ${CONCURRENT} workers: ${((Date.now() - warmStart) / 1000).toFixed(1)} s`);

  const started = Date.now();
  const latencies: number[] = [];
  const outcomes = await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      const callStart = Date.now();
      const outcome = await seller.call<IssueTicketsResult>(CALLABLES.issueTickets, sale(eventId));
      latencies.push(Date.now() - callStart);
      return outcome.ok ? "issued" : outcome.code;
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const counts = outcomes.reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});
  const inventory = await inventoryTotalsOf(eventId, ticketTypeId);
  const tickets = (await adminDb.collection(COLLECTIONS.tickets).where("ticketTypeId", "==", ticketTypeId).count().get()).data().count;
  console.log(
    `rush: ${CONCURRENT} concurrent sales for ${CAPACITY} tickets in ${seconds.toFixed(1)} s → ${JSON.stringify(counts)}; ` +
      `tickets ${tickets}, shards sold ${inventory.sold}/${inventory.capacity}; ` +
      `latency p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms; ` +
      `${Math.round(((counts.issued ?? 0) / seconds) * 60)} sales/min`,
  );
}

async function bulk(): Promise<void> {
  const owner = await callerWithRole("super_admin");
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: BULK, perOrderLimit: 10 });
  const started = Date.now();
  const outcome = await owner.call<{ jobId: string }>(CALLABLES.bulkGenerateTickets, {
    eventId,
    ticketTypeId,
    count: BULK,
    requestId: newRequestId(),
  });
  if (!outcome.ok) throw new Error(outcome.message);
  // Every change of `done` the progress bar would see, with when (s from the call).
  const progress: [number, number][] = [];
  const stopListening = adminDb
    .collection(COLLECTIONS.jobs)
    .doc(outcome.data.jobId)
    .onSnapshot((snapshot) => {
      const done = snapshot.get("done") as number | undefined;
      if (done !== undefined && done !== progress.at(-1)?.[1]) progress.push([(Date.now() - started) / 1000, done]);
    });
  const job = await eventually(
    () => adminDb.collection(COLLECTIONS.jobs).doc(outcome.data.jobId).get(),
    (snapshot) => snapshot.get("status") !== "running",
    900_000,
  );
  stopListening();
  const seconds = (Date.now() - started) / 1000;
  const gaps = progress.slice(1).map(([at], i) => at - progress[i]![0]);
  console.log(
    `bulk: ${job.get("done")} of ${BULK} tickets, status ${job.get("status")}, in ${seconds.toFixed(1)} s ` +
      `(${Math.round(BULK / seconds)} tickets/s); progress moved ${progress.length} times, ` +
      `longest still ${Math.max(0, ...gaps).toFixed(1)} s, first move at ${progress[1]?.[0].toFixed(1) ?? "-"} s`,
  );
  console.log(`  progress (s, done): ${progress.map(([at, done]) => `${at.toFixed(1)}:${done}`).join(" ")}`);
}

// `npx tsx bench/ticket-sales.ts rush` or `… bulk` runs one part alone.
const parts = process.argv.slice(2);
const wanted = (part: string) => parts.length === 0 || parts.includes(part);

// No top-level await: tsx runs this file as CommonJS (the root package is not a module).
(wanted("rush") ? rush() : Promise.resolve())
  .then(() => (wanted("bulk") ? bulk() : undefined))
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
