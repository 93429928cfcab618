// Sharded ticket inventory, the pure part (the functions run it in
// transactions). A single counter document per ticket type collapses under an
// on-sale rush (on the emulator, 200 concurrent transactions on one document:
// 195 aborted), so a type's capacity is split into shards, each with its own
// allotment and sold count, and a sale takes from a random few of them.
import { RANDOM_PICK_HEADROOM, shardsFor, TARGET_SALES_PER_SECOND } from "./capacity.js";
import type { InventoryShardDoc } from "./documents.js";

/**
 * Shards of one type's capacity: enough that a rush of the target rate on a
 * single type writes none more than once a second (docs/capacity.md). A sale
 * reads a sample of them, and all of them only when the sample has too few.
 */
export const MAX_INVENTORY_SHARDS = shardsFor(TARGET_SALES_PER_SECOND, RANDOM_PICK_HEADROOM);

export function inventoryShardId(ticketTypeId: string, index: number): string {
  return `${ticketTypeId}-${index}`;
}

/** How many shards a type of this capacity gets: one per ticket up to the maximum. */
export function inventoryShardCount(capacity: number): number {
  return Math.max(1, Math.min(MAX_INVENTORY_SHARDS, capacity));
}

export interface InventoryTotals {
  capacity: number;
  sold: number;
  remaining: number;
}

export function inventoryTotals(shards: readonly Pick<InventoryShardDoc, "allotment" | "sold">[]): InventoryTotals {
  let capacity = 0;
  let sold = 0;
  for (const shard of shards) {
    capacity += shard.allotment;
    sold += shard.sold;
  }
  return { capacity, sold, remaining: Math.max(0, capacity - sold) };
}

/**
 * New allotments for shards with these sold counts so that they add up to
 * `capacity`: every shard keeps at least what it sold, and the unsold rest is
 * spread as evenly as possible. Null when `capacity` is below what is sold.
 */
export function rebalanceAllotments(capacity: number, soldPerShard: readonly number[]): number[] | null {
  const sold = soldPerShard.reduce((sum, value) => sum + value, 0);
  if (!Number.isInteger(capacity) || capacity < sold || soldPerShard.length === 0) return null;
  const unsold = capacity - sold;
  const share = Math.floor(unsold / soldPerShard.length);
  const extra = unsold % soldPerShard.length;
  return soldPerShard.map((value, index) => value + share + (index < extra ? 1 : 0));
}

export interface ShardTake {
  shardId: string;
  quantity: number;
}

/**
 * Takes `quantity` tickets from `shards`, visited in the given order (the
 * caller shuffles them), as much as each has left. Null when together they
 * have fewer than `quantity` left.
 */
export function planShardTakes(
  shards: readonly { id: string; allotment: number; sold: number }[],
  quantity: number,
): ShardTake[] | null {
  const takes: ShardTake[] = [];
  let needed = quantity;
  for (const shard of shards) {
    if (needed === 0) break;
    const left = shard.allotment - shard.sold;
    if (left <= 0) continue;
    const taken = Math.min(left, needed);
    takes.push({ shardId: shard.id, quantity: taken });
    needed -= taken;
  }
  return needed === 0 ? takes : null;
}

/**
 * The order to take a sale's tickets from shards in: most left first, shards
 * with as many left in random order. Shards then empty together, so the last
 * tickets of a sell-out are spread over all of them; taken in plain random
 * order, some empty early and the end of a rush falls on the few left, which
 * then take several writes a second (docs/capacity.md). The callers pass a
 * random sample of the shards, so concurrent sales still mostly differ.
 */
export function drainOrder<T extends { allotment: number; sold: number }>(
  shards: readonly T[],
  random: () => number = Math.random,
): T[] {
  const left = (shard: T) => shard.allotment - shard.sold;
  // Array.prototype.sort is stable: equal shards keep the shuffled order.
  return shuffled(shards, random).sort((a, b) => left(b) - left(a));
}

/** Fisher–Yates shuffle into a new array; `random` returns [0, 1). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
