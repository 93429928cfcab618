// One step of a bulk job: the next tickets after `done`, written in batches,
// then `done` moves on (which triggers the next step). Ticket ids are the job
// id and the serial number, and codes are deterministic, so a step that runs
// twice (a retried trigger, a resumed job) rewrites the same documents
// instead of adding tickets: the job is resumable from `done` at any time.
import { COLLECTIONS, jobSchema, parseDocument, salesDayOf, type JobDoc } from "@bawwaba/common";
import { encodeTicketCode, type TicketSigner } from "@bawwaba/common/ticketCode";
import { nodeEd25519 } from "@bawwaba/common/ticketCodeNode";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { countSales } from "../../stats/salesStats.js";
import { writeBulkTicket } from "../../tickets/lifecycle.js";
import { readSaleSubject } from "../saleChecks.js";

/** Tickets per step: a few seconds of signing and writing, far below the function timeout. */
export const BULK_STEP_SIZE = 2000;

/**
 * Write rate of a step's BulkWriter. The SDK's default starts at 500 writes/s
 * (Firestore's 500/50/5 ramp-up guidance for new traffic), which alone makes
 * 50,000 tickets take 100 s; 1,000/s brings the largest job (MAX_BULK_TICKETS)
 * under a minute. Production risk and its bound: docs/capacity.md.
 */
export const BULK_WRITES_PER_SECOND = 1000;

export const bulkTicketId = (jobId: string, serial: number) => `${jobId}-${serial}`;

/** Runs the job's next step if it is running; returns the job as it is afterwards. */
export async function runBulkJobStep(db: Firestore, signer: TicketSigner, jobId: string): Promise<JobDoc | null> {
  const jobRef = db.collection(COLLECTIONS.jobs).doc(jobId);
  const snapshot = await jobRef.get();
  if (!snapshot.exists) return null;
  const job = parseDocument(jobSchema, jobRef.path, snapshot.data());
  if (job.status !== "running" || job.done >= job.total) return job;

  const { event, types } = await readSaleSubject(db, job.eventId, [job.ticketTypeId]);
  const type = types.get(job.ticketTypeId)!;
  const from = job.done + 1;
  const to = Math.min(job.total, job.done + BULK_STEP_SIZE);
  // The job's tickets count on the day it started, whichever run writes them.
  const salesDay = salesDayOf(job.createdAt.toMillis(), event.timeZone);

  const writer = db.bulkWriter({ throttling: { initialOpsPerSecond: BULK_WRITES_PER_SECOND, maxOpsPerSecond: BULK_WRITES_PER_SECOND } });
  // A write that fails after the writer's own retries rejects its promise;
  // close() still resolves. Every failure is kept, and the step then fails
  // before moving `done`, so its trigger runs it again (see triggers.ts).
  const failures: unknown[] = [];
  for (let serial = from; serial <= to; serial++) {
    const ticketId = bulkTicketId(jobId, serial);
    const code = encodeTicketCode({ eventId: job.eventId, ticketId }, signer, nodeEd25519);
    writeBulkTicket(
      writer,
      db,
      { ticketId, code },
      {
        eventId: job.eventId,
        ticketTypeId: job.ticketTypeId,
        orderId: job.orderId,
        orderReference: job.orderReference,
        channel: "bulk",
        sellerUid: job.createdBy,
        sellerEmail: job.createdByEmail,
        eventTitle: event.title,
        ticketTypeName: type.name,
        price: type.price,
        currency: event.currency,
        jobId,
        serial,
        label: job.label,
        salesDay,
      },
    ).catch((error: unknown) => failures.push(error));
  }
  await writer.close();
  if (failures.length > 0) {
    throw new Error(`${failures.length} of ${to - from + 1} tickets of job ${jobId} not written: ${String(failures[0])}`);
  }

  // Move `done` only if no other run moved it meanwhile, and count the
  // step's tickets with it: exactly once, however often the step ran.
  return db.runTransaction(async (tx) => {
    const current = parseDocument(jobSchema, jobRef.path, (await tx.get(jobRef)).data());
    if (current.status !== "running" || current.done !== job.done) return current;
    const next = { done: to, status: to === job.total ? ("done" as const) : ("running" as const) };
    tx.update(jobRef, { ...next, updatedAt: FieldValue.serverTimestamp() });
    const count = to - from + 1;
    countSales(tx, db, { eventId: job.eventId, currency: event.currency }, [
      {
        day: salesDay,
        channel: "bulk",
        ticketTypeId: job.ticketTypeId,
        ticketTypeName: type.name,
        sellerUid: job.createdBy,
        sellerEmail: job.createdByEmail,
        tickets: count,
        revenue: count * type.price,
      },
    ]);
    return { ...current, ...next };
  });
}

/** Jobs still running whose last progress is older than `staleMs`: their step was lost. */
export async function resumeStalledJobs(db: Firestore, staleMs: number, now = Date.now()): Promise<string[]> {
  const stalled = await db
    .collection(COLLECTIONS.jobs)
    .where("status", "==", "running")
    .where("updatedAt", "<", new Date(now - staleMs))
    .get();
  // Touching the job fires its trigger again, which runs the step from `done`.
  await Promise.all(stalled.docs.map((doc) => doc.ref.update({ updatedAt: FieldValue.serverTimestamp() })));
  return stalled.docs.map((doc) => doc.id);
}
