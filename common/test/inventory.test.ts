// How a sell-out's writes fall on the inventory shards (docs/capacity.md): a
// sale takes from a random sample of 8 of the type's shards, and the order it
// takes them in decides whether the end of a rush is spread over all shards
// or falls on the few that still have tickets.
import { describe, expect, it } from "vitest";
import { drainOrder, planShardTakes, shuffled } from "../src/inventory";
import { seededRandom } from "./random";

type Order = (shards: Shard[], random: () => number) => Shard[];
interface Shard {
  id: string;
  allotment: number;
  sold: number;
}

/**
 * Sells 100 shards of 40 one ticket at a time, each sale from a sample of 8
 * (all of them when the sample has none left), and answers the most sales
 * one shard took in any 500 consecutive sales: 10 s of a rush at the target
 * of 50 sales/s, where the mean is 5 and the bound (1 write/s) is 10.
 */
function busiestShardIn500Sales(order: Order, seed: number): number {
  const random = seededRandom(seed);
  const shards: Shard[] = Array.from({ length: 100 }, (_, index) => ({ id: String(index), allotment: 40, sold: 0 }));
  const taken: string[] = [];
  for (let sale = 0; sale < 4000; sale++) {
    const sample = shuffled(shards, random).slice(0, 8);
    const takes = planShardTakes(order(sample, random), 1) ?? planShardTakes(order(shards, random), 1);
    const shard = shards.find((candidate) => candidate.id === takes![0]!.shardId)!;
    shard.sold += 1;
    taken.push(shard.id);
  }
  let busiest = 0;
  for (let start = 0; start + 500 <= taken.length; start += 25) {
    const counts = new Map<string, number>();
    for (const id of taken.slice(start, start + 500)) counts.set(id, (counts.get(id) ?? 0) + 1);
    busiest = Math.max(busiest, ...counts.values());
  }
  return busiest;
}

describe("drainOrder", () => {
  it("takes from the shards with the most left first, equal ones in random order", () => {
    const shards = [
      { id: "a", allotment: 10, sold: 9 },
      { id: "b", allotment: 10, sold: 2 },
      { id: "c", allotment: 10, sold: 2 },
      { id: "d", allotment: 10, sold: 10 },
    ];
    const firsts = new Set<string>();
    const random = seededRandom(1);
    for (let run = 0; run < 50; run++) {
      const order = drainOrder(shards, random).map((shard) => shard.id);
      expect(order.slice(2)).toEqual(["a", "d"]);
      firsts.add(order[0]!);
    }
    expect(firsts).toEqual(new Set(["b", "c"]));
  });

  it("keeps the end of a sell-out under one write a second per shard, where random order does not", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(busiestShardIn500Sales((sample, random) => shuffled(sample, random), seed)).toBeGreaterThan(10);
      expect(busiestShardIn500Sales(drainOrder, seed)).toBeLessThanOrEqual(8);
    }
  });
});
