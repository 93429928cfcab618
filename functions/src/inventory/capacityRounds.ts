// Taking tickets out of the inventory shards (and a promo code's uses out of
// its shards, a waiting-list offer's tickets out of the offer) under a rush,
// for every way of selling (the sale skeleton's channels,
// orders/sale/sell.ts: box office, online shop, bulk jobs) and for the
// waiting list's offers (waitingList/offers.ts): choose shards
// from a lock-free read,
// write the sale in a transaction that takes from them on condition they are
// unchanged, and when another sale got there first, read and choose again.
import { ar, inventoryTotals } from "@bawwaba/common";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { chooseShards, readShards, readShardSample, takeFromShards, typeInventory, type CapacityItem, type PlannedTake } from "./inventory.js";
import { isBusy, isPreconditionLoss, runTransaction } from "../shared/transactions.js";
import { shownTypeName } from "../shared/callerLanguage.js";

/**
 * How long a sale keeps choosing and trying again before it gives up as busy.
 * A time budget, not a count of rounds: on a loaded machine each round is
 * slower, and a sale must not give up while tickets are left only because it
 * lost many rounds quickly. Below the callables' timeout (see orders/callables.ts).
 */
const SALE_DEADLINE_MS = 50_000;
/** Attempts of one round's transaction: after a collision, choosing other shards beats the SDK's growing waits. */
const SALE_TRANSACTION_ATTEMPTS = 2;
/** Random wait before choosing again grows by this per round (capped at 10 rounds), so colliding sales spread out. */
const RETRY_BACKOFF_MS = 50;
/** Shards read at random before reading them all (see readShardSample). */
const SHARD_SAMPLE_SIZE = 8;

export interface CapacityRequest {
  items: readonly CapacityItem[];
  /**
   * Called once when a type has too few left, before refusing: frees what it
   * can (overdue holds) and answers whether choosing again is worth it.
   */
  whenShort?: () => Promise<boolean>;
}

/** The shards to take each item's tickets or uses from, by its set's key. */
export type CapacityPlans = Map<string, PlannedTake[]>;

/** In the round's transaction: takes every item's planned tickets or uses (its own way, or takeFromShards). */
export function takePlanned(tx: Transaction, items: readonly CapacityItem[], plans: CapacityPlans): void {
  for (const item of items) (item.take ?? takeFromShards)(tx, plans.get(item.set.key)!);
}

/**
 * Runs `write` in a transaction with shards chosen for every item, until it
 * commits (its result) or the deadline passes (busy). `write` must take from
 * the planned shards (takePlanned) so that a concurrent sale of the same
 * tickets fails its commit and this round starts over.
 * resource-exhausted when a type has too few left.
 */
export async function withCapacity<T>(
  db: Firestore,
  request: CapacityRequest,
  write: (tx: Transaction, plans: CapacityPlans) => Promise<T>,
): Promise<T> {
  const giveUpAt = Date.now() + SALE_DEADLINE_MS;
  let mayFreeMore = request.whenShort !== undefined;
  for (let attempt = 1; Date.now() < giveUpAt; attempt++) {
    const plans: CapacityPlans = new Map();
    let short: { item: CapacityItem; remaining: number } | undefined;
    for (const item of request.items) {
      const plan = await planTake(item);
      if ("remaining" in plan) {
        short = { item, remaining: plan.remaining };
        break;
      }
      plans.set(item.set.key, plan.takes);
    }
    if (short) {
      if (mayFreeMore) {
        mayFreeMore = false;
        if (await request.whenShort!()) continue;
      }
      throw short.item.refusal(short.remaining);
    }

    try {
      return await runTransaction(db, (tx) => write(tx, plans), { maxAttempts: SALE_TRANSACTION_ATTEMPTS });
    } catch (error) {
      if (!isBusy(error) && !isPreconditionLoss(error)) throw error;
      // Another sale wrote those shards between the read and the commit (or
      // the transaction collided): wait a little, read again, choose again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_BACKOFF_MS * Math.min(attempt, 10)));
    }
  }
  throw new HttpsError("aborted", ar.errors.busy);
}

/**
 * Where to take `item.quantity` tickets from: a random few shards when they
 * have enough, else all of them; only a read of all can say that too few are
 * left (then `remaining`).
 */
async function planTake(item: CapacityItem): Promise<{ takes: PlannedTake[] } | { remaining: number }> {
  if (item.shards !== undefined && item.shards > SHARD_SAMPLE_SIZE) {
    const sample = await readShardSample(item.set, item.shards, SHARD_SAMPLE_SIZE);
    const takes = chooseShards(sample, item.quantity);
    if (takes) return { takes };
  }
  const shards = await readShards(item.set);
  const takes = chooseShards(shards, item.quantity);
  return takes ? { takes } : { remaining: inventoryTotals(shards).remaining };
}

/** What the order's items take from their types' inventory, with each type's shard count as read before the sale. */
export function ticketsToTake(
  db: Firestore,
  eventId: string,
  items: readonly { ticketTypeId: string; quantity: number }[],
  types: ReadonlyMap<string, { name: string; nameEn?: string; inventory?: { shards: number } }>,
): CapacityItem[] {
  return items.map(({ ticketTypeId, quantity }) => {
    const type = types.get(ticketTypeId)!;
    return {
      set: typeInventory(db, eventId, ticketTypeId),
      quantity,
      shards: type.inventory?.shards,
      refusal: (remaining) => new HttpsError("resource-exhausted", ar.errors.notEnoughLeft(shownTypeName(type), remaining)),
    };
  });
}
