// Holds of unpaid online orders: a pending order counts its tickets as sold
// in the inventory shards until it is paid or its hold ends. Overdue holds
// are expired here (the lifecycle's endHold gives their tickets back exactly
// once, lifecycle.ts); whether a hold is overdue is the lifecycle's rule
// (common/src/orderLifecycle.ts isHoldOverdue). The tickets freed then go to
// their types' waiting lists (waitingList/offerFreedTickets.ts), once per
// type after a sweep.
import { COLLECTIONS, isHoldOverdue, orderSchema, parseDocument, type OrderDoc } from "@bawwaba/common";
import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { runTransaction } from "../shared/transactions.js";
import { freedBy, offerFreed } from "../waitingList/offerFreedTickets.js";
import { endHold } from "./lifecycle.js";

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
  const expired = (await Promise.all(snapshot.docs.map((doc) => expireHold(db, doc.ref, now)))).filter((order) => order !== null);
  const freed = new Map<string, string[]>();
  for (const order of expired) freed.set(order.eventId, [...(freed.get(order.eventId) ?? []), ...freedBy(order).ticketTypeIds]);
  await Promise.all([...freed].map(([id, ticketTypeIds]) => offerFreed(db, { eventId: id, ticketTypeIds }, now)));
  return expired.length;
}

/** Expires one order if it is still pending past its hold (its tickets then go to a waiting list); true when it did. */
export async function expireIfOverdue(db: Firestore, orderRef: DocumentReference, now: number): Promise<boolean> {
  const expired = await expireHold(db, orderRef, now);
  if (expired) await offerFreed(db, freedBy(expired), now);
  return expired !== null;
}

/** The order, expired, if it was still pending past its hold; else null. */
function expireHold(db: Firestore, orderRef: DocumentReference, now: number): Promise<OrderDoc | null> {
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) return null;
    const order = parseDocument(orderSchema, orderRef.path, snapshot.data());
    if (!isHoldOverdue(order, now)) return null;
    await endHold(tx, db, orderRef, order, { status: "expired" });
    return order;
  });
}
