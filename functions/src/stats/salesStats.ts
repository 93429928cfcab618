// The one place that counts sales for the dashboard (common/src/salesStats.ts):
// each writer of tickets calls `countSales` with the transaction, batch or
// bulk writer that writes them, so the count and the tickets land together,
// or neither. A blind merge of increments into the event's next shard
// (ShardRotation): nothing is read, so concurrent sales neither wait for nor
// abort each other, and no shard takes more than its share (docs/capacity.md).
// Writers: issueTickets (box office, complimentary), runBulkJobStep (bulk,
// when a step moves `done`) and planVoiding (every correction that voids).
// A new way of issuing tickets (the online shop, once its order is paid)
// calls countSales too and sets `salesDay` on its tickets, so a void takes
// them off the right day.
import { COLLECTIONS, SALES_STATS_SHARDS, salesStatsUpdate, ShardRotation, type SaleLine } from "@bawwaba/common";
import { FieldValue, type DocumentReference, type Firestore, type SetOptions } from "firebase-admin/firestore";

/** What Transaction, WriteBatch and BulkWriter have in common for a merge set. */
export interface StatsWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: SetOptions): unknown;
}

export interface CountedEvent {
  eventId: string;
  currency: string;
}

const rotation = new ShardRotation(SALES_STATS_SHARDS);

export function salesStatsShard(db: Firestore, eventId: string, index = rotation.take(eventId)) {
  return db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.salesStats).doc(String(index));
}

/** Adds `lines` (tickets of one event; negative to take them off) to the next shard of its stats, in `writer`. */
export function countSales(writer: StatsWriter, db: Firestore, event: CountedEvent, lines: readonly SaleLine[]): void {
  if (lines.length === 0) return;
  const update = salesStatsUpdate(event, lines, (amount) => FieldValue.increment(amount));
  writer.set(salesStatsShard(db, event.eventId), { ...update }, { merge: true });
}
