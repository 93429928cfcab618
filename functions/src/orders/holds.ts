// Holds of unpaid online orders: a pending order counts its tickets as sold
// in the inventory shards until it is paid or its hold ends. Ending a hold
// (expiry, a declined payment, a cancellation) gives them back exactly once,
// because only the move away from `pending` does, in a transaction that
// re-reads the order.
import { COLLECTIONS, orderSchema, parseDocument, type OrderDoc } from "@bawwaba/common";
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { readShardsIn, returnToShards, type Shard } from "../inventory/inventory.js";
import { runTransaction } from "../shared/transactions.js";
import { endHold } from "./lifecycle.js";

/**
 * Reads (in `tx`) the shards of the order's types; returns the writes that
 * give its held tickets back, to make once all reads are done.
 */
export async function planHoldRelease(tx: Transaction, db: Firestore, order: OrderDoc): Promise<() => void> {
  const shards = new Map<string, Shard[]>();
  for (const item of order.items) shards.set(item.ticketTypeId, await readShardsIn(tx, db, order.eventId, item.ticketTypeId));
  return () => {
    for (const item of order.items) returnToShards(tx, db, order.eventId, shards.get(item.ticketTypeId)!, item.quantity);
  };
}

/** Most orders one sweep expires: each is its own small transaction. */
const SWEEP_LIMIT = 200;

/**
 * Expires the pending orders whose hold ended before `now` (of one event, or
 * of all): status `expired`, tickets back on sale. Answers how many it
 * expired. Run every minute by the schedule, and by a purchase that finds too
 * few tickets left, so an overdue hold never makes a buyer wait for the next
 * sweep.
 */
export async function expireOverdueHolds(db: Firestore, { now = Date.now(), eventId }: { now?: number; eventId?: string } = {}): Promise<number> {
  let overdue = db
    .collection(COLLECTIONS.orders)
    .where("status", "==", "pending")
    .where("holdExpiresAt", "<=", Timestamp.fromMillis(now));
  if (eventId) overdue = overdue.where("eventId", "==", eventId);
  const snapshot = await overdue.limit(SWEEP_LIMIT).get();
  const expired = await Promise.all(snapshot.docs.map((doc) => expireIfOverdue(db, doc.ref, now)));
  return expired.filter(Boolean).length;
}

/** Expires one order if it is still pending past its hold; true when it did. */
export function expireIfOverdue(db: Firestore, orderRef: DocumentReference, now: number): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) return false;
    const order = parseDocument(orderSchema, orderRef.path, snapshot.data());
    if (order.status !== "pending" || !order.holdExpiresAt || order.holdExpiresAt.toMillis() > now) return false;
    await endHold(tx, db, orderRef, order, { status: "expired" });
    return true;
  });
}
