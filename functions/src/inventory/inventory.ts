// Sharded inventory in Firestore (the arithmetic is in common/src/inventory.ts).
// A ticket type's capacity lives in `events/{eventId}/inventory/{typeId}-{n}`
// shards once the first sale or a capacity change through the functions
// creates them; the type then carries `inventory: { shards }`, and the rules
// stop clients from changing its capacity (only setTicketTypeCapacity does,
// together with the shards, in one transaction).
import {
  ar,
  COLLECTIONS,
  drainOrder,
  inventoryShardCount,
  inventoryShardId,
  inventoryShardSchema,
  inventoryTotals,
  parseDocument,
  planShardTakes,
  rebalanceAllotments,
  shuffled,
  type InventoryShardDoc,
  type ShardTake,
} from "@bawwaba/common";
import { FieldValue, type Firestore, type Timestamp, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { isPreconditionLoss, runTransaction } from "../shared/transactions.js";

export interface Shard extends InventoryShardDoc {
  id: string;
  /** When the shard was last written, as read: a sale writes it only if it is still so. */
  updateTime: Timestamp;
}

export const inventoryOf = (db: Firestore, eventId: string) =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.inventory);

export const ticketTypeRef = (db: Firestore, eventId: string, ticketTypeId: string) =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc(ticketTypeId);

const shardsQuery = (db: Firestore, eventId: string, ticketTypeId: string) =>
  inventoryOf(db, eventId).where("ticketTypeId", "==", ticketTypeId);

function toShards(docs: FirebaseFirestore.QueryDocumentSnapshot[]): Shard[] {
  return docs.map((doc) => ({
    id: doc.id,
    updateTime: doc.updateTime,
    ...parseDocument(inventoryShardSchema, doc.ref.path, doc.data()),
  }));
}

/** The type's shards as of now, outside any transaction. */
export async function readShards(db: Firestore, eventId: string, ticketTypeId: string): Promise<Shard[]> {
  return toShards((await shardsQuery(db, eventId, ticketTypeId).get()).docs);
}

/**
 * Up to `size` of the type's `shardCount` shards, chosen at random, outside
 * any transaction. A sale needs one or two shards with tickets left; reading
 * a few of a hundred costs the database (and the function's CPU) a tenth of
 * reading them all, and random picks keep concurrent sales apart as well.
 */
export async function readShardSample(
  db: Firestore,
  eventId: string,
  ticketTypeId: string,
  shardCount: number,
  size: number,
): Promise<Shard[]> {
  const indexes = shuffled(Array.from({ length: shardCount }, (_, index) => index)).slice(0, size);
  const snapshots = await db.getAll(...indexes.map((index) => inventoryOf(db, eventId).doc(inventoryShardId(ticketTypeId, index))));
  return toShards(snapshots.filter((snapshot): snapshot is FirebaseFirestore.QueryDocumentSnapshot => snapshot.exists));
}

/** The type's shards inside `tx` (every one is then guarded by the transaction). */
export async function readShardsIn(tx: Transaction, db: Firestore, eventId: string, ticketTypeId: string) {
  return toShards((await tx.get(shardsQuery(db, eventId, ticketTypeId))).docs);
}

function writeShard(tx: Transaction, db: Firestore, eventId: string, shard: InventoryShardDoc) {
  tx.set(inventoryOf(db, eventId).doc(inventoryShardId(shard.ticketTypeId, shard.index)), shard);
}

/**
 * Splits the type's capacity into shards when it has none yet. Concurrent
 * first sales all call it, so it takes no locks (on the emulator, two
 * transactions that read and write one document wait seconds on each other,
 * fifty take minutes): one atomic batch creates the shards and marks the
 * type, on condition that the type is unchanged since it was read and that
 * no shard exists yet. Whoever loses finds the shards made by the winner.
 */
export async function ensureInventory(db: Firestore, eventId: string, ticketTypeId: string): Promise<void> {
  const typeRef = ticketTypeRef(db, eventId, ticketTypeId);
  for (let attempt = 0; attempt < INIT_ATTEMPTS; attempt++) {
    const type = await typeRef.get();
    if (!type.exists) throw new HttpsError("not-found", ar.errors.ticketTypeNotFound(1));
    if (type.get("inventory")) return;
    const capacity = type.get("capacity") as number;
    const shardCount = inventoryShardCount(capacity);
    const allotments = rebalanceAllotments(capacity, new Array<number>(shardCount).fill(0)) ?? [];
    const batch = db.batch();
    allotments.forEach((allotment, index) =>
      batch.create(inventoryOf(db, eventId).doc(inventoryShardId(ticketTypeId, index)), {
        ticketTypeId,
        index,
        allotment,
        sold: 0,
      } satisfies InventoryShardDoc),
    );
    batch.update(typeRef, { inventory: { shards: shardCount } }, { lastUpdateTime: type.updateTime! });
    try {
      await batch.commit();
      return;
    } catch (error) {
      // ALREADY_EXISTS or FAILED_PRECONDITION: someone else got there first, or the type changed.
      if (!isPreconditionLoss(error)) throw error;
    }
  }
  throw new HttpsError("aborted", ar.errors.busy);
}

const INIT_ATTEMPTS = 5;

/** Tickets to take from one shard, and when that shard was last written as read. */
export interface PlannedTake extends ShardTake {
  readAt: Timestamp;
}

/**
 * Picks, from a fresh lock-free read of some or all of the type's shards,
 * shards that together have `quantity` left (in drainOrder), or null when
 * those read have fewer together.
 */
export function chooseShards(shards: readonly Shard[], quantity: number): PlannedTake[] | null {
  const updateTimes = new Map(shards.map((shard) => [shard.id, shard.updateTime]));
  return planShardTakes(drainOrder(shards), quantity)?.map((take) => ({ ...take, readAt: updateTimes.get(take.shardId)! })) ?? null;
}

/**
 * Inside `tx`: counts the planned tickets as sold, each shard on condition
 * that it is unchanged since the read the plan was made from (so it still has
 * them). The transaction does not read the shards: a read would lock them,
 * and on the emulator transactions that read and write one document wait
 * seconds on each other, so the last tickets of a rush would queue for
 * minutes. A shard changed meanwhile fails the commit with a precondition
 * loss (isPreconditionLoss); the caller reads again and chooses anew.
 */
export function takeFromShards(tx: Transaction, db: Firestore, eventId: string, takes: readonly PlannedTake[]): void {
  for (const take of takes) {
    tx.update(
      inventoryOf(db, eventId).doc(take.shardId),
      { sold: FieldValue.increment(take.quantity) },
      { lastUpdateTime: take.readAt },
    );
  }
}

/**
 * Sets a type's capacity and rebalances its shards in one transaction, so no
 * sale can slip between the check and the change. Refuses a capacity below
 * what is sold. Adds shards when the capacity grows past what they cover.
 */
export async function setTicketTypeCapacity(
  db: Firestore,
  eventId: string,
  ticketTypeId: string,
  capacity: number,
): Promise<{ capacity: number; sold: number }> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const typeRef = ticketTypeRef(db, eventId, ticketTypeId);
  return runTransaction(db, async (tx) => {
    const [event, type] = await Promise.all([tx.get(eventRef), tx.get(typeRef)]);
    if (!event.exists) throw new HttpsError("not-found", ar.errors.eventNotFound);
    if (event.get("status") === "cancelled") throw new HttpsError("failed-precondition", ar.errors.eventCancelled);
    if (!type.exists) throw new HttpsError("not-found", ar.errors.ticketTypeNotFound(1));
    if ((type.get("perOrderLimit") as number) > capacity) {
      throw new HttpsError("failed-precondition", ar.errors.perOrderLimitAboveCapacity);
    }
    if (!type.get("inventory")) {
      tx.update(typeRef, { capacity, updatedAt: FieldValue.serverTimestamp() });
      return { capacity, sold: 0 };
    }
    const shards = (await readShardsIn(tx, db, eventId, ticketTypeId)).sort((a, b) => a.index - b.index);
    const sold = inventoryTotals(shards).sold;
    const soldPerShard = shards.map((shard) => shard.sold);
    while (soldPerShard.length < inventoryShardCount(capacity)) soldPerShard.push(0);
    const allotments = rebalanceAllotments(capacity, soldPerShard);
    if (!allotments) throw new HttpsError("failed-precondition", ar.errors.capacityBelowSold(sold));
    allotments.forEach((allotment, index) =>
      writeShard(tx, db, eventId, { ticketTypeId, index, allotment, sold: soldPerShard[index] ?? 0 }),
    );
    tx.update(typeRef, {
      capacity,
      inventory: { shards: allotments.length },
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { capacity, sold };
  });
}

/**
 * Inside `tx`, after its reads: puts `quantity` sold tickets of a type back
 * on sale, taken off the shards (as read in `tx`) that sold the most. The
 * caller makes sure each ticket is returned once (only a ticket that goes
 * from valid to void is returned).
 */
export function returnToShards(tx: Transaction, db: Firestore, eventId: string, shards: readonly Shard[], quantity: number): void {
  let left = quantity;
  for (const shard of [...shards].sort((a, b) => b.sold - a.sold)) {
    if (left === 0) break;
    const back = Math.min(shard.sold, left);
    if (back === 0) continue;
    tx.update(inventoryOf(db, eventId).doc(shard.id), { sold: FieldValue.increment(-back) });
    left -= back;
  }
}
