// The ticket lifecycle: the one module that writes a ticket's `status`
// (common/src/ticketLifecycle.ts has the table). A ticket is issued `valid`
// (a sale, a paid online order, a bulk job's step), enters once
// (`checked_in`, redeemTicket) and may be voided by a correction or by its
// order's end; nothing brings it back. Every other change of a ticket (its
// holder, a reissued code) goes through updateTicketFields, whose patch
// cannot carry a status. The lint rule bawwaba/lifecycle-writes
// (eslint-rules/lifecycleWrites.mjs) keeps status writes here.
import {
  ar,
  canChangeTicketStatus,
  COLLECTIONS,
  gateCodeOf,
  jobSchema,
  mayVoidTicket,
  parseDocument,
  ticketSchema,
  type SaleLine,
  type TaxedAmount,
  type TicketDoc,
  type TicketStatus,
} from "@bawwaba/common";
import { holderSearchFields } from "@bawwaba/common/ticketSearch";
import {
  FieldValue,
  type BulkWriter,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Timestamp,
  type Transaction,
} from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { readShardsIn, returnToShards, typeInventory, type Shard } from "../inventory/inventory.js";
import { countSales } from "../stats/salesStats.js";
import type { SignedTicket } from "./newTickets.js";

/** A change of a ticket's fields other than its status (the holder, a reissued code). */
export type TicketFieldsPatch = { [K in Exclude<keyof TicketDoc, "status">]?: TicketDoc[K] | FieldValue };

/** In `tx`: the ticket's fields change; its status does not. */
export function updateTicketFields(tx: Transaction, ticketRef: DocumentReference, patch: TicketFieldsPatch): void {
  tx.update(ticketRef, patch);
}

/** In `tx`: the ticket moves from `from` to `to` with `fields`; an illegal change is a bug of the caller. */
function changeStatus(
  tx: Transaction,
  ticketRef: DocumentReference,
  from: TicketStatus,
  to: TicketStatus,
  fields: TicketFieldsPatch,
  precondition?: { lastUpdateTime: Timestamp },
): void {
  if (!canChangeTicketStatus(from, to)) throw new Error(`A ticket cannot go from ${from} to ${to} (${ticketRef.path})`);
  const data = { ...fields, status: to };
  if (precondition) tx.update(ticketRef, data, precondition);
  else tx.update(ticketRef, data);
}

export type NewTicketFields = Omit<TicketDoc, "code" | "gateCode" | "generation" | "status" | "issuedAt" | "holderKey" | "holderWords">;

/** A ticket's code with its gate code: always written together, so a reissue retires both (common/src/gateCode.ts). */
export function codeFields(code: string): Pick<TicketDoc, "code" | "gateCode"> {
  const gateCode = gateCodeOf(code);
  return gateCode === undefined ? { code } : { code, gateCode };
}

/** The stored document of a newly issued, valid ticket. */
function issuedTicket(signed: Pick<SignedTicket, "code">, fields: NewTicketFields, issuedAt: FieldValue | Timestamp) {
  return {
    ...fields,
    ...(fields.holderName === undefined ? {} : holderSearchFields(fields.holderName)),
    ...codeFields(signed.code),
    generation: 0,
    status: "valid" as const,
    issuedAt,
  } satisfies Omit<TicketDoc, "issuedAt"> & { issuedAt: FieldValue | Timestamp };
}

/** In `tx`: a new valid ticket (a sale, a paid online order). */
export function createIssuedTicket(
  tx: Transaction,
  db: Firestore,
  signed: SignedTicket,
  fields: NewTicketFields,
  issuedAt: FieldValue | Timestamp = FieldValue.serverTimestamp(),
): void {
  tx.create(db.collection(COLLECTIONS.tickets).doc(signed.ticketId), issuedTicket(signed, fields, issuedAt));
}

/**
 * Through a bulk job's writer: a new valid ticket, written over the same
 * document when its step runs again (orders/bulk/runBulkJobStep.ts).
 */
export function writeBulkTicket(writer: BulkWriter, db: Firestore, signed: SignedTicket, fields: NewTicketFields) {
  return writer.set(db.collection(COLLECTIONS.tickets).doc(signed.ticketId), issuedTicket(signed, fields, FieldValue.serverTimestamp()));
}

/**
 * In `tx`: the ticket enters, on condition that it is unchanged since it was
 * read as `from` (docs/capacity.md "Every document a check-in writes"): of
 * simultaneous scans exactly one commits.
 */
export function checkInTicket(
  tx: Transaction,
  ticketRef: DocumentReference,
  read: { status: TicketStatus; updateTime: Timestamp },
  entry: { checkedInAt: FieldValue | Timestamp; checkedInGate?: string; checkedInBy: string },
): void {
  changeStatus(tx, ticketRef, read.status, "checked_in", entry, { lastUpdateTime: read.updateTime });
}

export interface TicketToVoid {
  id: string;
  ticket: TicketDoc;
}

export function ticketsOf(snapshots: readonly DocumentSnapshot[]): TicketToVoid[] {
  return snapshots
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => ({ id: snapshot.id, ticket: parseDocument(ticketSchema, snapshot.ref.path, snapshot.data()) }));
}

/** What voiding will do once the transaction's reads are done. */
export interface PlannedVoiding {
  voided: string[];
  returnedToSale: number;
  apply: (reason: string) => void;
}

/**
 * Voiding tickets inside a correction's or an order's end's transaction:
 * each is refused at the gate from then on (redeemTicket answers `void`),
 * and a ticket that was still unused goes back on sale exactly once, because
 * only the move from `valid` to `void` returns it and the transaction
 * re-reads the status. Likewise each voided ticket is taken off the sales
 * stats once, on the day it was counted.
 *
 * Reads (in `tx`) the shards of every type whose tickets go back on sale:
 * the valid tickets among `tickets`, plus `unwritten` reserved but never
 * written tickets of a bulk job. `refunds`: the money given back for each
 * ticket (by id), counted as refunded in the stats. Returns the writes to
 * make once all reads are done.
 */
export async function planVoiding(
  tx: Transaction,
  db: Firestore,
  eventId: string,
  tickets: readonly TicketToVoid[],
  unwritten?: { ticketTypeId: string; count: number },
  refunds?: ReadonlyMap<string, TaxedAmount>,
): Promise<PlannedVoiding> {
  const toVoid = tickets.filter(({ ticket }) => mayVoidTicket(ticket.status));
  const returns = new Map<string, number>();
  for (const { ticket } of toVoid) {
    // A ticket already used stays counted: its holder came in.
    if (ticket.status === "valid") returns.set(ticket.ticketTypeId, (returns.get(ticket.ticketTypeId) ?? 0) + 1);
  }
  if (unwritten && unwritten.count > 0) {
    returns.set(unwritten.ticketTypeId, (returns.get(unwritten.ticketTypeId) ?? 0) + unwritten.count);
  }
  const shardsByType = new Map<string, Shard[]>();
  for (const ticketTypeId of returns.keys()) shardsByType.set(ticketTypeId, await readShardsIn(tx, typeInventory(db, eventId, ticketTypeId)));
  const uncounted = await countedTickets(tx, db, toVoid, refunds);

  return {
    voided: toVoid.map(({ id }) => id),
    returnedToSale: [...returns.values()].reduce((sum, count) => sum + count, 0),
    apply: (reason) => {
      for (const { id, ticket } of toVoid) {
        const refund = refunds?.get(id);
        changeStatus(tx, db.collection(COLLECTIONS.tickets).doc(id), ticket.status, "void", {
          voidedAt: FieldValue.serverTimestamp(),
          voidReason: reason,
          ...(refund ? { refund: { amount: refund.gross, vat: refund.vat } } : {}),
        });
      }
      for (const [ticketTypeId, count] of returns) returnToShards(tx, shardsByType.get(ticketTypeId)!, count);
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
  refunds?: ReadonlyMap<string, TaxedAmount>,
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
  for (const { id, ticket } of tickets) {
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
      ...(ticket.promoCode ? { promoCode: ticket.promoCode } : {}),
      ...(ticket.paymentMethod ? { paymentMethod: ticket.paymentMethod } : {}),
      tickets: -1,
      revenue: -ticket.price,
      vat: -(ticket.vat ?? 0),
      ...(refunds?.has(id) ? { refunded: refunds.get(id)!.gross, refundedVat: refunds.get(id)!.vat } : {}),
    });
    lines.set(ticket.currency, forCurrency);
  }
  return lines;
}
