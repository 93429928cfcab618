// Seeded randomness for generated data: the same figures, the same demo and
// the same screenshots on every run. Here, in common's tests, so that the
// tests of every layer and the demo's seeding (scripts/demo) can all import
// it without a layer depending on one above it.

/** A repeatable sequence of numbers in [0, 1) (mulberry32) from `seed`. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, chosen with `next`. */
export function pickWith(next: () => number) {
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
}
