// Gate check-in throughput, measured against running emulators (`npm start`
// in another terminal, or inside `firebase emulators:exec`).
// Usage: npx tsx bench/checkin-throughput.ts
//
// 1. Throughput: GATES gates (one qr_scanner account, one gate name each) scan
//    PER_GATE distinct tickets each, one after another, all gates at once,
//    through the real redeemTicket callable, after the function workers are
//    started (warmUpWorkers of tests/support/callables.ts, then keepWarm
//    below; with a genuine ticket of another event, or an invalid code when
//    CHECKIN_WARM_UP=forged). The tickets come from one bulkGenerateTickets
//    job. Then the Admin SDK checks what was written:
//    every ticket checked_in at its gate, one checkIns record per scan, and
//    the admission shards adding up to the total and to PER_GATE per gate.
// 2. Race: all GATES gates scan the SAME ticket at once, RACE_ROUNDS times with
//    a different ticket (of another event): exactly one accepted per ticket,
//    the others already_used.
//
// Sizes: CHECKIN_GATES (20), CHECKIN_PER_GATE (30), CHECKIN_RACE_ROUNDS (10).
// Inside `firebase emulators:exec` on other than the default ports, set
// FUNCTIONS_EMULATOR_HOST in the script's command: emulators:exec does not
// set it, and tests/support/callables.ts then calls 127.0.0.1:5001.
// Exits with 1 when any check fails; the summary says which. Figures:
// docs/performance.md (latest), docs/benchmarks/ (every run).
import {
  admissionTotals,
  CALLABLES,
  COLLECTIONS,
  type BulkGenerateTicketsResult,
  type RedeemTicketInput,
  type RedeemTicketResult,
} from "@bawwaba/common";
import { randomUUID } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { callerWithRole, newRequestId, warmUpWorkers, type Caller } from "../tests/support/callables";
import { adminDb, eventually, publishLocalSigningKey } from "../tests/support/emulators";
import { countWhere, createEventWithType } from "../tests/support/salesFixtures";
import { admissionShards } from "../tests/support/salesStats";
import { percentile } from "./lib/percentile";

const GATES = Number(process.env.CHECKIN_GATES ?? 20);
const PER_GATE = Number(process.env.CHECKIN_PER_GATE ?? 30);
const RACE_ROUNDS = Number(process.env.CHECKIN_RACE_ROUNDS ?? 10);
/** What the workers are started with: "genuine" (the accept path) or "forged" (an invalid code). */
const WARM_UP = process.env.CHECKIN_WARM_UP === "forged" ? "forged" : "genuine";

const gateName = (gate: number) => `بوابة ${gate + 1}`;
const problems: string[] = [];

function check(condition: boolean, problem: string): void {
  if (!condition) problems.push(problem);
}


const latencySummary = (latencies: number[]) =>
  `p50 ${Math.round(percentile(latencies, 50))} ms, p95 ${Math.round(percentile(latencies, 95))} ms, max ${Math.round(Math.max(...latencies))} ms`;

const countsOf = (results: string[]) =>
  results.reduce<Record<string, number>>((acc, result) => ({ ...acc, [result]: (acc[result] ?? 0) + 1 }), {});

interface Scan {
  result: string;
  ms: number;
  /** When the call started, in ms from the start of its phase (set by the caller). */
  at?: number;
  answer?: RedeemTicketResult;
}

/** One redeemTicket call with a fresh scanId; a refused call counts as `error:<code>`. */
async function scan(scanner: Caller, code: string, eventId: string, gate: string): Promise<Scan> {
  const input: RedeemTicketInput = { code, eventId, gate, scanId: randomUUID() };
  const started = performance.now();
  const outcome = await scanner.call<RedeemTicketResult>(CALLABLES.redeemTicket, input);
  const ms = performance.now() - started;
  if (!outcome.ok) {
    if (problems.length < 30) problems.push(`call refused at ${gate}: ${outcome.code} ${outcome.message.slice(0, 200)}`);
    return { result: `error:${outcome.code}`, ms };
  }
  return { result: outcome.data.result, ms, answer: outcome.data };
}

/** A new event whose type has `count` tickets from one bulk job; their ids and codes, by serial. */
async function bulkTickets(owner: Caller, count: number): Promise<{ eventId: string; tickets: { id: string; code: string }[]; seconds: number }> {
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: count, perOrderLimit: 10 });
  const started = Date.now();
  const outcome = await owner.call<BulkGenerateTicketsResult>(CALLABLES.bulkGenerateTickets, {
    eventId,
    ticketTypeId,
    count,
    label: "بوابات",
    requestId: newRequestId(),
  });
  if (!outcome.ok) throw new Error(`bulkGenerateTickets: ${outcome.code} ${outcome.message}`);
  const job = await eventually(
    () => adminDb.collection(COLLECTIONS.jobs).doc(outcome.data.jobId).get(),
    (snapshot) => snapshot.get("status") !== "running",
    600_000,
  );
  if (job.get("status") !== "done") throw new Error(`bulk job ${job.id} ended ${job.get("status")}: ${job.get("error")}`);
  const snapshot = await adminDb.collection(COLLECTIONS.tickets).where("jobId", "==", outcome.data.jobId).get();
  const tickets = snapshot.docs
    .map((doc) => ({ id: doc.id, code: doc.get("code") as string, serial: doc.get("serial") as number }))
    .sort((a, b) => a.serial - b.serial)
    .map(({ id, code }) => ({ id, code }));
  if (tickets.length !== count) throw new Error(`bulk job ${job.id} made ${tickets.length} tickets, not ${count}`);
  return { eventId, tickets, seconds: (Date.now() - started) / 1000 };
}

/** The event's admissions as their shards add up, and how many shards there are. */
async function admissionsAndShards(eventId: string) {
  const shards = await admissionShards(eventId);
  return { shards: shards.length, ...admissionTotals(shards) };
}

const WARM_ROUND_CALLS = 5;
/** A call this slow during the warm-up means the emulator had to start a worker for it. */
const COLD_START_MS = 5_000;

/**
 * warmUpWorkers alone is not enough here: calls that end quickly are served
 * by fewer workers than there are callers (9 for 20 in one run), and the
 * missing workers then start during the measurement, tens of seconds each
 * on two cores (docs/benchmarks/2026-11.md, "Sales and check-in
 * throughput"). So the gates' own pattern (GATES loops
 * of calls one after another) runs until one whole round has no call slow
 * enough to be a worker start. Returns the slowest call of each round.
 */
async function keepWarm(scanner: Caller, input: RedeemTicketInput): Promise<number[]> {
  const slowest: number[] = [];
  for (let round = 0; round < 8; round++) {
    const latencies = await Promise.all(
      Array.from({ length: GATES }, async () => {
        let max = 0;
        for (let call = 0; call < WARM_ROUND_CALLS; call++) {
          const started = performance.now();
          await scanner.call(CALLABLES.redeemTicket, input);
          max = Math.max(max, performance.now() - started);
        }
        return max;
      }),
    );
    slowest.push(Math.max(...latencies));
    if (slowest.at(-1)! < COLD_START_MS) break;
  }
  return slowest;
}

/** The same code with one character of its ticket id changed: genuine syntax, bad signature, so `invalid`. */
function forged(code: string): string {
  const fields = code.split(".");
  const ticketId = fields[3]!;
  fields[3] = (ticketId[0] === "A" ? "B" : "A") + ticketId.slice(1);
  return fields.join(".");
}

async function throughput(owner: Caller, scanner: Caller): Promise<void> {
  const total = GATES * PER_GATE;
  const { eventId, tickets, seconds: bulkSeconds } = await bulkTickets(owner, total);
  console.log(`setup: ${total} tickets by one bulk job in ${bulkSeconds.toFixed(1)} s`);

  // A forged code reaches the function, verifies the signature (loading the
  // key ring) and writes an `invalid` record, without reading a ticket.
  const forgedInput: RedeemTicketInput = { code: forged(tickets[0]!.code), gate: "warm-up", scanId: randomUUID() };
  const probe = await scanner.call<RedeemTicketResult>(CALLABLES.redeemTicket, forgedInput);
  if (!probe.ok || probe.data.result !== "invalid") throw new Error(`redeemTicket is not answering as expected: ${JSON.stringify(probe)}`);
  // By default the workers are started with the whole accept path: a genuine
  // ticket of a separate event, scanned again and again with one scanId
  // (accepted once, then the recorded answer, read in the transaction).
  const warmInput =
    WARM_UP === "forged"
      ? forgedInput
      : { code: (await bulkTickets(owner, 1)).tickets[0]!.code, gate: "warm-up", scanId: randomUUID() };
  const warmStart = Date.now();
  await warmUpWorkers(scanner, CALLABLES.redeemTicket, GATES, warmInput);
  const rampSeconds = (Date.now() - warmStart) / 1000;
  const rounds = await keepWarm(scanner, warmInput);
  console.log(
    `warm-up of ${GATES} workers with a ${WARM_UP} code: ramp ${rampSeconds.toFixed(1)} s, then ${rounds.length} round(s) ` +
      `of ${GATES} gates × ${WARM_ROUND_CALLS} calls (slowest call per round: ${rounds.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")}); ` +
      `${((Date.now() - warmStart) / 1000).toFixed(1)} s in all`,
  );

  const started = performance.now();
  const byGate = await Promise.all(
    Array.from({ length: GATES }, async (_, gate) => {
      const scans: Scan[] = [];
      for (const ticket of tickets.slice(gate * PER_GATE, (gate + 1) * PER_GATE)) {
        const at = performance.now() - started;
        scans.push({ ...(await scan(scanner, ticket.code, eventId, gateName(gate))), at });
      }
      return { scans, seconds: (performance.now() - started) / 1000 };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const scans = byGate.flatMap((gate) => gate.scans);
  const counts = countsOf(scans.map((s) => s.result));
  const gateSeconds = byGate.map((gate) => gate.seconds);
  console.log(
    `throughput: ${GATES} gates × ${PER_GATE} tickets = ${scans.length} scans in ${seconds.toFixed(1)} s → ` +
      `${Math.round(((counts.accepted ?? 0) / seconds) * 60)} check-ins/min (${((counts.accepted ?? 0) / seconds).toFixed(1)}/s); ` +
      `results ${JSON.stringify(counts)}; latency ${latencySummary(scans.map((s) => s.ms))}; ` +
      `gates finished between ${Math.min(...gateSeconds).toFixed(1)} and ${Math.max(...gateSeconds).toFixed(1)} s`,
  );
  // Where the slow calls were: a first call per gate that waits long is a worker started late.
  const slowest = byGate
    .flatMap((gate, g) => gate.scans.map((s, n) => ({ ...s, gate: g + 1, n: n + 1 })))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(
    `  slowest calls: ${slowest.map((s) => `${(s.ms / 1000).toFixed(1)} s (gate ${s.gate}, scan ${s.n}, at +${((s.at ?? 0) / 1000).toFixed(1)} s)`).join(", ")}; ` +
      `${scans.filter((s) => s.ms > 5000).length} calls over 5 s`,
  );
  check(counts.accepted === total, `throughput: ${counts.accepted ?? 0} of ${total} scans accepted`);

  // What was written.
  const ticketDocs = await adminDb.collection(COLLECTIONS.tickets).where("eventId", "==", eventId).get();
  const byId = new Map(ticketDocs.docs.map((doc) => [doc.id, doc]));
  let checkedIn = 0;
  let rightGate = 0;
  tickets.forEach((ticket, n) => {
    const doc = byId.get(ticket.id);
    if (doc?.get("status") === "checked_in") checkedIn++;
    if (doc?.get("checkedInGate") === gateName(Math.floor(n / PER_GATE)) && doc.get("checkedInBy") === scanner.uid) rightGate++;
  });
  const records = await countWhere(COLLECTIONS.checkIns, "eventId", eventId);
  const acceptedRecords = (
    await adminDb.collection(COLLECTIONS.checkIns).where("eventId", "==", eventId).where("result", "==", "accepted").count().get()
  ).data().count;
  const admissions = await admissionsAndShards(eventId);
  const perGate = new Map(admissions.byGate.map(({ gate, admitted }) => [gate, admitted]));
  const wrongGates = Array.from({ length: GATES }, (_, gate) => gateName(gate)).filter((gate) => perGate.get(gate) !== PER_GATE);
  console.log(
    `  written: ${checkedIn}/${total} tickets checked_in (${rightGate} at their own gate by the scanner), ` +
      `${records} checkIns records (${acceptedRecords} accepted), admissions total ${admissions.total} over ${admissions.shards} shards, ` +
      `${GATES - wrongGates.length}/${GATES} gates at ${PER_GATE}`,
  );
  check(checkedIn === total, `throughput: ${checkedIn}/${total} tickets checked_in`);
  check(rightGate === total, `throughput: ${rightGate}/${total} tickets carry their gate and scanner`);
  check(records === scans.length && acceptedRecords === total, `throughput: ${records} checkIns records (${acceptedRecords} accepted) for ${scans.length} scans`);
  check(admissions.total === total, `throughput: admission shards total ${admissions.total}, not ${total}`);
  check(perGate.size === GATES && wrongGates.length === 0, `throughput: per-gate admissions ${JSON.stringify(admissions.byGate)}`);
}

async function race(owner: Caller, scanner: Caller): Promise<void> {
  const { eventId, tickets } = await bulkTickets(owner, RACE_ROUNDS);
  const latencies: number[] = [];
  const roundSeconds: number[] = [];
  const results: string[] = [];
  const winners: string[] = [];
  const started = performance.now();
  for (const ticket of tickets) {
    const roundStart = performance.now();
    const scans = await Promise.all(Array.from({ length: GATES }, (_, gate) => scan(scanner, ticket.code, eventId, gateName(gate))));
    roundSeconds.push((performance.now() - roundStart) / 1000);
    latencies.push(...scans.map((s) => s.ms));
    results.push(...scans.map((s) => s.result));
    const accepted = scans.flatMap((s, gate) => (s.result === "accepted" ? [gateName(gate)] : []));
    winners.push(accepted[0] ?? "");
    const counts = countsOf(scans.map((s) => s.result));
    check(
      accepted.length === 1 && counts.already_used === GATES - 1,
      `race: ticket ${ticket.id} got ${JSON.stringify(counts)} from ${GATES} simultaneous scans`,
    );
    // Every loser is told where the ticket entered.
    const told = new Set(scans.flatMap((s) => (s.result === "already_used" ? [s.answer?.firstCheckIn?.gate] : [])));
    check(told.size <= 1 && (told.size === 0 || told.has(accepted[0])), `race: ticket ${ticket.id}: losers were told gates ${JSON.stringify([...told])}, winner ${accepted[0]}`);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `race: ${RACE_ROUNDS} tickets × ${GATES} simultaneous scans in ${seconds.toFixed(1)} s; results ${JSON.stringify(countsOf(results))}; ` +
      `round ${latencySummary(roundSeconds.map((s) => s * 1000))}; call latency ${latencySummary(latencies)}; ` +
      `winning gates ${new Set(winners).size} distinct`,
  );

  let checkedIn = 0;
  let records = 0;
  for (const [n, ticket] of tickets.entries()) {
    const doc = await adminDb.collection(COLLECTIONS.tickets).doc(ticket.id).get();
    if (doc.get("status") === "checked_in" && doc.get("checkedInGate") === winners[n]) checkedIn++;
    records += await countWhere(COLLECTIONS.checkIns, "ticketId", ticket.id);
  }
  const admissions = await admissionsAndShards(eventId);
  console.log(`  written: ${checkedIn}/${RACE_ROUNDS} tickets checked_in at the winning gate, ${records} checkIns records, admissions total ${admissions.total}`);
  check(checkedIn === RACE_ROUNDS, `race: ${checkedIn}/${RACE_ROUNDS} tickets checked_in at the winner's gate`);
  check(records === RACE_ROUNDS * GATES, `race: ${records} checkIns records for ${RACE_ROUNDS * GATES} scans`);
  check(admissions.total === RACE_ROUNDS, `race: admission shards total ${admissions.total}, not ${RACE_ROUNDS}`);
}

// No top-level await: the root package is CommonJS, so tsx runs this file as CJS.
async function main(): Promise<void> {
  const benchStart = Date.now();
  // Emulator figures depend on whatever else the machine runs: say how loaded it was.
  const load = () => loadavg()[0]!.toFixed(1);
  console.log(`${cpus().length} cores, ${cpus()[0]?.model ?? "?"}, Node ${process.version}; load average ${load()}`);
  // The functions publish their key on first use; listing it here as well
  // makes the bench independent of what ran before (tests/support/emulators.ts).
  await publishLocalSigningKey();
  const [owner, scanner] = await Promise.all([callerWithRole("super_admin"), callerWithRole("qr_scanner")]);
  await throughput(owner, scanner);
  await race(owner, scanner);
  console.log(
    problems.length === 0
      ? `all checks passed (${((Date.now() - benchStart) / 1000).toFixed(0)} s in all; load average now ${load()})`
      : `${problems.length} problem(s):\n  ${problems.join("\n  ")}`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
