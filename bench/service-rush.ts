// Service-level rush benches: the sale service (issueTickets) and the
// check-in service (redeemTicket) called in this process with many
// concurrent callers, on the Admin SDK against the Firestore emulator (as the
// shop's 200-buyer test does), so the figures measure our transactions and
// shards, not the Functions emulator's one-process-per-call model
// (bench/ticket-sales.ts and bench/checkin-throughput.ts measure that level).
// Every committed write is counted per document (bench/lib/writeLog.ts) and
// the busiest document's writes per second over any 10 s window is printed
// next to the throughput: production Firestore sustains about 1 (docs/capacity.md).
//
// Each rush runs twice: offered at 10 % above the design's target rate
// (TARGET_SALES_PER_SECOND, TARGET_CHECK_INS_PER_SECOND in
// common/src/capacity.ts: calls start at that steady rate, bench/lib/pace.ts),
// where it must keep up with no document over the one-write-a-second bound;
// then as fast as the callers go ("max"), which shows the headroom; above the
// target the shard counts no longer promise the bound, so "max" reports it
// without checking it.
//
// Usage (Firestore emulator running; FIRESTORE_EMULATOR_HOST if not 8080):
//   npx tsx bench/service-rush.ts [sale] [sale-max] [sale-code] [checkin] [checkin-max]
// "sale-code" is the paced sale rush with every sale using one promo code of
// RUSH_CAPACITY uses: the code's use shards are written beside the type's.
// Sizes: RUSH_SELLERS (200) concurrent box-office sellers, each selling
// 1 ticket at a time until the type is sold out, RUSH_CAPACITY (4000);
// CHECKIN_GATES (20) gates with CHECKIN_GATE_CALLS (8) scans in flight each
// (a gate with several scanners), CHECKIN_TICKETS (6000) tickets, each
// scanned by two gates at once (so half the scans race for the same ticket).
// Every sale is invoiced (the tests' organiser settings, invoices on), so the
// invoice series are among the documents counted.
// Exits with 1 when a check fails (oversold, double admission, counts, an order without its invoice).
import {
  admissionTotals,
  CHECK_IN_RESULTS,
  COLLECTIONS,
  createPromoCodeInput,
  DOCUMENT_WRITES_PER_SECOND,
  TARGET_CHECK_INS_PER_SECOND,
  TARGET_SALES_PER_SECOND,
  issueTicketsInput,
  redeemTicketInput,
  type AdmissionShardDoc,
} from "@bawwaba/common";
import { randomUUID } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { keyRingFor } from "../functions/src/checkin/keyRing";
import { redeemTicket } from "../functions/src/checkin/redeemTicket";
import { issueTickets } from "../functions/src/orders/issueTickets";
import type { Caller } from "../functions/src/shared/https";
import { runBulkJobStep } from "../functions/src/orders/bulk/runBulkJobStep";
import { startBulkJob } from "../functions/src/orders/bulk/startBulkJob";
import { createPromoCode } from "../functions/src/promo/managePromoCodes";
import { adminDb, localSigner, publishLocalSigningKey } from "../tests/support/emulators";
import { useTestOrganiser } from "../tests/support/invoicing";
import { countWhere, createEventWithType, inventoryTotalsOf } from "../tests/support/salesFixtures";
import { cpuPerOperation, cpuSample, type CpuSample } from "./lib/cpu";
import { pacer } from "./lib/pace";
import { percentile } from "./lib/percentile";
import { RATE_WINDOW_MS, WriteLog } from "./lib/writeLog";

const SELLERS = Number(process.env.RUSH_SELLERS ?? 200);
const CAPACITY = Number(process.env.RUSH_CAPACITY ?? 4000);
const GATES = Number(process.env.CHECKIN_GATES ?? 20);
const GATE_CALLS = Number(process.env.CHECKIN_GATE_CALLS ?? 8);
const TICKETS = Number(process.env.CHECKIN_TICKETS ?? 6000);

/** The paced rushes offer this times the target rate: met with a margin, not exactly. */
const OFFERED_ABOVE_TARGET = 1.1;

const problems: string[] = [];
const check = (condition: boolean, problem: string) => {
  if (!condition) problems.push(problem);
};
const writes = new WriteLog(adminDb);
const signer = localSigner();

/** Most operations that ended within one 10 s window, of `ends` (ms). */
function busiestWindow(ends: number[]): number {
  const sorted = [...ends].sort((a, b) => a - b);
  let start = 0;
  let most = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= RATE_WINDOW_MS) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/** Prints the figures; when offered at the target rate, checks the per-document bound. */
function report(name: string, ends: number[], unit: string, seconds: number, latencies: number[], cpu: CpuSample, paced: boolean): void {
  const counted = ends.length;
  const busiest = writes.busiest();
  if (paced) {
    check(
      busiest.perSecond <= DOCUMENT_WRITES_PER_SECOND,
      `${name}: ${busiest.path} took ${busiest.perSecond.toFixed(1)} writes/s over 10 s at the target rate`,
    );
  }
  const peak = busiestWindow(ends) / (RATE_WINDOW_MS / 1000);
  console.log(
    `${name}: ${counted} ${unit} in ${seconds.toFixed(1)} s → ${Math.round((counted / seconds) * 60)} ${unit}/min ` +
      `(busiest 10 s: ${peak.toFixed(1)}/s); ` +
      `latency p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms; ` +
      `busiest document ${busiest.path}: ${busiest.writes} writes in one 10 s window (${busiest.perSecond.toFixed(1)}/s), ${busiest.totalWrites} in all`,
  );
  console.log(`  ${cpuPerOperation(cpu, cpuSample(), counted)}`);
  console.log(`  writes by kind of document: ${JSON.stringify(writes.byKind())}`);
}

/** `perSecond`: the rate sales are offered at; 0 for as fast as the sellers go. `withCode`: every sale uses one promo code. */
async function saleRush(perSecond: number, { withCode = false } = {}): Promise<void> {
  // With VAT in the price and invoices on: every sale also takes an invoice number (docs/capacity.md "Invoices").
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: CAPACITY, perOrderLimit: 5, vatRate: 1500 });
  const promoCode = withCode
    ? (await createPromoCode(adminDb, { uid: "bench-owner", role: "super_admin" }, createPromoCodeInput.parse({ eventId, code: "RUSH", discount: { kind: "percent", percent: 10 }, maxUses: CAPACITY }))).code
    : undefined;
  const seller = (n: number): Caller => ({ uid: `bench-seller-${n % 20}`, email: `seller${n % 20}@bawwaba.test`, role: "sales_admin" });
  const sell = (n: number) =>
    issueTickets(
      adminDb,
      signer,
      seller(n),
      issueTicketsInput.parse({
        eventId,
        items: [{ ticketTypeId, quantity: 1 }],
        buyer: { name: "مشترٍ" },
        payment: "cash",
        promoCode,
        requestId: randomUUID(),
      }),
    );
  // The type's shards exist before the clock starts, as after its first sale.
  await sell(0);
  writes.clear();
  const latencies: number[] = [];
  const refusals: Record<string, number> = {};
  const ends: number[] = [];
  let lastSale = 0;
  const nextStart = pacer(perSecond);
  const cpu = cpuSample();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SELLERS }, async (_, n) => {
      for (;;) {
        await nextStart();
        const callStarted = performance.now();
        try {
          await sell(n);
        } catch (error) {
          const code = (error as { code?: string }).code ?? String(error);
          refusals[code] = (refusals[code] ?? 0) + 1;
          if (code === "resource-exhausted") return; // sold out: this seller stops
          continue;
        }
        lastSale = performance.now();
        latencies.push(lastSale - callStarted);
        ends.push(lastSale);
      }
    }),
  );
  const seconds = (lastSale - started) / 1000;
  const inventory = await inventoryTotalsOf(eventId, ticketTypeId);
  const tickets = await countWhere(COLLECTIONS.tickets, "ticketTypeId", ticketTypeId);
  const offered = perSecond > 0 ? `offered at ${perSecond.toFixed(0)}/s` : "as fast as they go";
  report(`sale rush (${SELLERS} sellers, ${CAPACITY} tickets, ${offered}${promoCode ? ", every sale with one promo code" : ""})`, ends, "orders", seconds, latencies, cpu, perSecond > 0);
  const issued = ends.length;
  console.log(`  refusals ${JSON.stringify(refusals)}; tickets ${tickets}, shards sold ${inventory.sold}/${inventory.capacity}`);
  check(tickets === CAPACITY && inventory.sold === CAPACITY && issued + 1 === CAPACITY, `sale: oversold or undersold (${tickets} tickets, ${inventory.sold} counted, ${issued + 1} orders)`);
  const invoices = await countWhere(COLLECTIONS.invoices, "eventId", eventId);
  console.log(`  invoices ${invoices} for ${issued + 1} orders`);
  check(invoices === issued + 1, `sale: ${invoices} invoices for ${issued + 1} orders`);
  if (promoCode) {
    const uses = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.promoCodes).doc(promoCode).collection(COLLECTIONS.promoCodeUses).get();
    const used = uses.docs.reduce((sum, doc) => sum + (doc.get("sold") as number), 0);
    console.log(`  promo code uses ${used}/${CAPACITY} over ${uses.size} shards`);
    check(used === CAPACITY, `sale-code: the code was used ${used} times for ${CAPACITY} tickets`);
  }
}

/** TICKETS tickets of a new event from one bulk job, its steps run here; their codes. */
async function ticketsForGates(): Promise<{ eventId: string; codes: string[] }> {
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: TICKETS, perOrderLimit: 10 });
  const owner: Caller = { uid: "bench-owner", email: "owner@bawwaba.test", role: "super_admin" };
  const { jobId } = await startBulkJob(adminDb, owner, { eventId, ticketTypeId, count: TICKETS, requestId: randomUUID() });
  while ((await runBulkJobStep(adminDb, signer, jobId))?.status === "running");
  const snapshot = await adminDb.collection(COLLECTIONS.tickets).where("jobId", "==", jobId).select("code").get();
  return { eventId, codes: snapshot.docs.map((doc) => doc.get("code") as string) };
}

/**
 * `perSecond`: the rate of admissions offered (scans start at twice that, as
 * every ticket is scanned twice); 0 for as fast as the gates go.
 */
async function checkInRush(perSecond: number): Promise<void> {
  await publishLocalSigningKey();
  const { eventId, codes } = await ticketsForGates();
  const scanner: Caller = { uid: "bench-scanner", email: "gate@bawwaba.test", role: "qr_scanner" };
  const dependencies = { db: adminDb, keyRingFor: (kid: string) => keyRingFor(adminDb, kid) };
  const gateName = (gate: number) => `بوابة ${gate + 1}`;
  // Gate g scans the tickets i with i % GATES == g and those of the gate
  // before it, interleaved: every ticket is scanned by two gates near the same moment.
  const queues = Array.from({ length: GATES }, (_, gate) =>
    codes.flatMap((code, i) => (i % GATES === gate || (i + 1) % GATES === gate ? [code] : [])),
  );
  writes.clear();
  const latencies: number[] = [];
  const results: Record<string, number> = Object.fromEntries(CHECK_IN_RESULTS.map((result) => [result, 0]));
  const acceptedBy = new Map<string, number>();
  const acceptedAt: number[] = [];
  let lastScan = 0;
  const nextStart = pacer(perSecond * 2);
  const cpu = cpuSample();
  const started = performance.now();
  await Promise.all(
    queues.flatMap((queue, gate) =>
      Array.from({ length: GATE_CALLS }, async (_, lane) => {
        for (let i = lane; i < queue.length; i += GATE_CALLS) {
          await nextStart();
          const callStarted = performance.now();
          const answer = await redeemTicket(
            dependencies,
            scanner,
            redeemTicketInput.parse({ code: queue[i], eventId, gate: gateName(gate), scanId: randomUUID() }),
          );
          lastScan = performance.now();
          latencies.push(lastScan - callStarted);
          results[answer.result] = (results[answer.result] ?? 0) + 1;
          if (answer.result === "accepted") {
            acceptedBy.set(queue[i]!, (acceptedBy.get(queue[i]!) ?? 0) + 1);
            acceptedAt.push(lastScan);
          }
        }
      }),
    ),
  );
  const seconds = (lastScan - started) / 1000;
  const offered = perSecond > 0 ? `offered at ${perSecond.toFixed(0)} admissions/s` : "as fast as they go";
  report(
    `check-in rush (${GATES} gates × ${GATE_CALLS} scans in flight, ${codes.length} tickets scanned twice, ${offered})`,
    acceptedAt,
    "check-ins",
    seconds,
    latencies,
    cpu,
    perSecond > 0,
  );
  const scans = Object.values(results).reduce((a, b) => a + b, 0);
  console.log(`  ${scans} scans (${Math.round((scans / seconds) * 60)}/min): ${JSON.stringify(results)}`);
  const shards = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.admissions).get();
  const admitted = admissionTotals(shards.docs.map((doc) => doc.data() as AdmissionShardDoc)).total;
  const doubles = [...acceptedBy.values()].filter((count) => count > 1).length;
  console.log(`  double admissions ${doubles}; admission shards ${shards.size}, counting ${admitted}`);
  check(doubles === 0, `check-in: ${doubles} tickets admitted twice`);
  check(acceptedBy.size === codes.length && admitted === codes.length, `check-in: ${acceptedBy.size} admitted, ${admitted} counted, of ${codes.length}`);
  check(results.already_used === codes.length, `check-in: ${results.already_used} already_used, expected ${codes.length}`);
}

async function main(): Promise<void> {
  const which = process.argv.slice(2);
  console.log(`${new Date().toISOString()}; ${cpus().length} × ${cpus()[0]?.model}; load ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const runs = (name: string) => which.length === 0 || which.includes(name);
  await useTestOrganiser();
  if (runs("sale")) await saleRush(TARGET_SALES_PER_SECOND * OFFERED_ABOVE_TARGET);
  if (runs("sale-max")) await saleRush(0);
  if (runs("sale-code")) await saleRush(TARGET_SALES_PER_SECOND * OFFERED_ABOVE_TARGET, { withCode: true });
  if (runs("checkin")) await checkInRush(TARGET_CHECK_INS_PER_SECOND * OFFERED_ABOVE_TARGET);
  if (runs("checkin-max")) await checkInRush(0);
  console.log(`load after: ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  if (problems.length > 0) {
    console.error(`✖ ${problems.join("\n✖ ")}`);
    process.exit(1);
  }
  console.log("✔ all checks passed");
  process.exit(0);
}

void main();
