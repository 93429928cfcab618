// Voiding tickets inside a correction's transaction: each is refused at the
// gate from then on (redeemTicket answers `void`), and a ticket that was
// still unused goes back on sale exactly once, because only the move from
// `valid` to `void` returns it and the transaction re-reads the status.
// Likewise each voided ticket is taken off the sales stats once, on the day
// it was counted (every correction that voids goes through here).
import { ar, COLLECTIONS, jobSchema, parseDocument, ticketSchema, type SaleLine, type TicketDoc } from "@bawwaba/common";
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { readShardsIn, returnToShards, type Shard } from "../../inventory/inventory.js";
import { countSales } from "../../stats/salesStats.js";

export interface TicketToVoid {
  id: string;
  ticket: TicketDoc;
}

export function ticketsOf(snapshots: readonly DocumentSnapshot[]): TicketToVoid[] {
  return snapshots
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => ({ id: snapshot.id, ticket: parseDocument(ticketSchema, snapshot.ref.path, snapshot.data()) }));
}

/**
 * Reads (in `tx`) the shards of every type whose tickets go back on sale:
 * the valid tickets among `tickets`, plus `unwritten` reserved but never
 * written tickets of a bulk job. Returns the writes to make once all reads
 * are done.
 */
export async function planVoiding(
  tx: Transaction,
  db: Firestore,
  eventId: string,
  tickets: readonly TicketToVoid[],
  unwritten?: { ticketTypeId: string; count: number },
): Promise<{ voided: string[]; returnedToSale: number; apply: (reason: string) => void }> {
  const toVoid = tickets.filter(({ ticket }) => ticket.status !== "void");
  const returns = new Map<string, number>();
  for (const { ticket } of toVoid) {
    // A ticket already used stays counted: its holder came in.
    if (ticket.status === "valid") returns.set(ticket.ticketTypeId, (returns.get(ticket.ticketTypeId) ?? 0) + 1);
  }
  if (unwritten && unwritten.count > 0) {
    returns.set(unwritten.ticketTypeId, (returns.get(unwritten.ticketTypeId) ?? 0) + unwritten.count);
  }
  const shardsByType = new Map<string, Shard[]>();
  for (const ticketTypeId of returns.keys()) shardsByType.set(ticketTypeId, await readShardsIn(tx, db, eventId, ticketTypeId));
  const uncounted = await countedTickets(tx, db, toVoid);

  return {
    voided: toVoid.map(({ id }) => id),
    returnedToSale: [...returns.values()].reduce((sum, count) => sum + count, 0),
    apply: (reason) => {
      for (const { id } of toVoid) {
        tx.update(db.collection(COLLECTIONS.tickets).doc(id), {
          status: "void",
          voidedAt: FieldValue.serverTimestamp(),
          voidReason: reason,
        });
      }
      for (const [ticketTypeId, count] of returns) returnToShards(tx, db, eventId, shardsByType.get(ticketTypeId)!, count);
      for (const [currency, lines] of uncounted) countSales(tx, db, { eventId, currency }, lines);
    },
  };
}

/**
 * What voiding `tickets` takes off the sales stats, by currency: the tickets
 * that were counted, each on its day. A ticket without `salesDay` predates the
 * stats; a bulk ticket is counted once its job's `done` passed its serial.
 * Voiding a bulk ticket its running job has not counted yet is refused: the
 * job's step would count it (and rewrite it) after the void.
 */
async function countedTickets(
  tx: Transaction,
  db: Firestore,
  tickets: readonly TicketToVoid[],
): Promise<Map<string, SaleLine[]>> {
  const jobIds = [...new Set(tickets.flatMap(({ ticket }) => (ticket.jobId && ticket.salesDay ? [ticket.jobId] : [])))];
  const jobRefs = jobIds.map((jobId) => db.collection(COLLECTIONS.jobs).doc(jobId));
  const jobs = new Map(
    (jobRefs.length > 0 ? await tx.getAll(...jobRefs) : []).map((snapshot) => [
      snapshot.id,
      snapshot.exists ? parseDocument(jobSchema, snapshot.ref.path, snapshot.data()) : undefined,
    ]),
  );
  const lines = new Map<string, SaleLine[]>();
  for (const { ticket } of tickets) {
    if (ticket.salesDay === undefined) continue;
    if (ticket.jobId) {
      const job = jobs.get(ticket.jobId);
      if (!job || (ticket.serial ?? 0) > job.done) {
        if (job?.status === "running") throw new HttpsError("failed-precondition", ar.errors.bulkJobRunning);
        continue;
      }
    }
    const forCurrency = lines.get(ticket.currency) ?? [];
    forCurrency.push({
      day: ticket.salesDay,
      channel: ticket.channel,
      ticketTypeId: ticket.ticketTypeId,
      sellerUid: ticket.sellerUid,
      tickets: -1,
      revenue: -ticket.price,
    });
    lines.set(ticket.currency, forCurrency);
  }
  return lines;
}
