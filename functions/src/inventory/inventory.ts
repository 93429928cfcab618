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
  countShardSchema,
  inventoryTotals,
  parseDocument,
  planShardTakes,
  rebalanceAllotments,
  shuffled,
  type CountShardDoc,
  type InventoryShardDoc,
} from "@bawwaba/common";
import { FieldValue, type DocumentReference, type Firestore, type Query, type Timestamp, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { isPreconditionLoss, runTransaction } from "../shared/transactions.js";

/**
 * A count kept in shards: a ticket type's capacity (here) or a promo code's
 * uses (promo/promoCodes.ts). Sales take from both the same way
 * (capacityRounds.ts).
 */
export interface ShardSet {
  /** Names the set among a sale's plans: a type's id, or the code's key. */
  key: string;
  /** Every shard of the set. */
  all: Query;
  /** The shard with this index. */
  shard: (index: number) => DocumentReference;
}

/**
 * What a sale takes from one shard set (capacityRounds.ts): `shards`
 * is the set's shard count when known (a type's `inventory.shards`), so a
 * sale can read a few at random; `refusal` is the error when fewer than
 * `quantity` are left.
 */
export interface CapacityItem {
  set: ShardSet;
  quantity: number;
  shards?: number;
  refusal: (remaining: number) => HttpsError;
  /**
   * How a sale takes from the set when counting is not all (a waiting-list
   * offer becomes `taken` in the same write); takeFromShards otherwise.
   */
  take?: (tx: Transaction, takes: readonly PlannedTake[]) => void;
}

export interface Shard extends CountShardDoc {
  ref: DocumentReference;
  /** When the shard was last written, as read: a sale writes it only if it is still so. */
  updateTime: Timestamp;
}

export const inventoryOf = (db: Firestore, eventId: string) =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.inventory);

export const ticketTypeRef = (db: Firestore, eventId: string, ticketTypeId: string) =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc(ticketTypeId);

/** A ticket type's capacity shards, `events/{eventId}/inventory/{typeId}-{n}`. */
export const typeInventory = (db: Firestore, eventId: string, ticketTypeId: string): ShardSet => ({
  key: ticketTypeId,
  all: inventoryOf(db, eventId).where("ticketTypeId", "==", ticketTypeId),
  shard: (index) => inventoryOf(db, eventId).doc(inventoryShardId(ticketTypeId, index)),
});

function toShards(docs: FirebaseFirestore.QueryDocumentSnapshot[]): Shard[] {
  return docs.map((doc) => ({
    ref: doc.ref,
    updateTime: doc.updateTime,
    ...parseDocument(countShardSchema, doc.ref.path, doc.data()),
  }));
}

/** The set's shards as of now, outside any transaction. */
export async function readShards(set: ShardSet): Promise<Shard[]> {
  return toShards((await set.all.get()).docs);
}

/**
 * Up to `size` of the set's `shardCount` shards, chosen at random, outside
 * any transaction. A sale needs one or two shards with tickets left; reading
 * a few of a hundred costs the database (and the function's CPU) a tenth of
 * reading them all, and random picks keep concurrent sales apart as well.
 */
export async function readShardSample(set: ShardSet, shardCount: number, size: number): Promise<Shard[]> {
  const indexes = shuffled(Array.from({ length: shardCount }, (_, index) => index)).slice(0, size);
  const snapshots = await set.all.firestore.getAll(...indexes.map((index) => set.shard(index)));
  return toShards(snapshots.filter((snapshot): snapshot is FirebaseFirestore.QueryDocumentSnapshot => snapshot.exists));
}

/** The set's shards inside `tx` (every one is then guarded by the transaction). */
export async function readShardsIn(tx: Transaction, set: ShardSet) {
  return toShards((await tx.get(set.all)).docs);
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

/** Tickets (or uses) to take from one shard, and when that shard was last written as read. */
export interface PlannedTake {
  ref: DocumentReference;
  quantity: number;
  readAt: Timestamp;
}

/**
 * Picks, from a fresh lock-free read of some or all of a set's shards,
 * shards that together have `quantity` left (in drainOrder), or null when
 * those read have fewer together.
 */
export function chooseShards(shards: readonly Shard[], quantity: number): PlannedTake[] | null {
  const byPath = new Map(shards.map((shard) => [shard.ref.path, shard]));
  const takes = planShardTakes(drainOrder(shards.map((shard) => ({ ...shard, id: shard.ref.path }))), quantity);
  return takes?.map(({ shardId, quantity: taken }) => ({ ref: byPath.get(shardId)!.ref, quantity: taken, readAt: byPath.get(shardId)!.updateTime })) ?? null;
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
export function takeFromShards(tx: Transaction, takes: readonly PlannedTake[]): void {
  for (const take of takes) tx.update(take.ref, { sold: FieldValue.increment(take.quantity) }, { lastUpdateTime: take.readAt });
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
    const inventory = typeInventory(db, eventId, ticketTypeId);
    const shards = (await readShardsIn(tx, inventory)).sort((a, b) => a.index - b.index);
    const sold = inventoryTotals(shards).sold;
    const soldPerShard = shards.map((shard) => shard.sold);
    while (soldPerShard.length < inventoryShardCount(capacity)) soldPerShard.push(0);
    const allotments = rebalanceAllotments(capacity, soldPerShard);
    if (!allotments) throw new HttpsError("failed-precondition", ar.errors.capacityBelowSold(sold));
    allotments.forEach((allotment, index) =>
      tx.set(inventory.shard(index), { ticketTypeId, index, allotment, sold: soldPerShard[index] ?? 0 } satisfies InventoryShardDoc),
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
 * Inside `tx`, after its reads: puts `quantity` sold tickets of a type (or
 * uses of a code) back, taken off the shards (as read in `tx`) that sold the
 * most. The caller makes sure each is returned once (only a ticket that goes
 * from valid to void is returned, only a hold that ends gives its back).
 */
export function returnToShards(tx: Transaction, shards: readonly Shard[], quantity: number): void {
  let left = quantity;
  for (const shard of [...shards].sort((a, b) => b.sold - a.sold)) {
    if (left === 0) break;
    const back = Math.min(shard.sold, left);
    if (back === 0) continue;
    tx.update(shard.ref, { sold: FieldValue.increment(-back) });
    left -= back;
  }
}
