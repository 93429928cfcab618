// How many shards a hot counter needs, from the rates one event must take in
// production (docs/capacity.md). Production Firestore sustains about one
// write per second on one document (Firebase's distributed-counter
// guidance); the emulator does not enforce it, so these counts come from the
// targets, not from what the emulator takes.

/** Sustained writes per second one document takes in production Firestore. */
export const DOCUMENT_WRITES_PER_SECOND = 1;
/** The sales rush one event (and one ticket type) must take. */
export const TARGET_SALES_PER_SECOND = 50;
/** The check-in rush one event's gates must take. */
export const TARGET_CHECK_INS_PER_SECOND = 100;

/**
 * Shards written in turn (ShardRotation) each get the same share, but a rush
 * is bursty: in the check-in bench at 101 check-ins/s on average, the busiest
 * 10 s window ran at about 1.6 times that (docs/benchmarks/2026-11.md, "Sales and check-in throughput"). Twice the
 * bare count keeps such a burst at the target under the bound.
 */
export const ROTATION_HEADROOM = 2;
/**
 * Shards picked at random get uneven shares (over 10 s, the busiest of many
 * gets about twice the mean at these rates), and a sale's pick also collides
 * with another's on the same shard: twice the bare count.
 */
export const RANDOM_PICK_HEADROOM = 2;

/** Shards for a counter written `writesPerSecond` times a second, each kept at DOCUMENT_WRITES_PER_SECOND. */
export function shardsFor(writesPerSecond: number, headroom: number): number {
  return Math.max(1, Math.ceil((writesPerSecond / DOCUMENT_WRITES_PER_SECOND) * headroom));
}

/**
 * Which shard the next blind increment of a counter goes to: each counter
 * (by key, e.g. an event id) takes its shards in turn from a random start,
 * so one instance spreads its writes exactly evenly, and instances that each
 * do so add up to an even spread too (random picks would not: some shards
 * get twice their share).
 */
export class ShardRotation {
  private readonly next = new Map<string, number>();

  constructor(
    private readonly count: number,
    private readonly random: () => number = Math.random,
  ) {}

  take(key: string): number {
    const index = this.next.get(key) ?? Math.floor(this.random() * this.count);
    this.next.set(key, (index + 1) % this.count);
    return index;
  }
}
