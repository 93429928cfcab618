import { describe, expect, it } from "vitest";
import {
  ADMISSION_SHARDS,
  DOCUMENT_WRITES_PER_SECOND,
  MAX_INVENTORY_SHARDS,
  SALES_STATS_SHARDS,
  ShardRotation,
  TARGET_CHECK_INS_PER_SECOND,
  TARGET_SALES_PER_SECOND,
  shardsFor,
} from "../src/index.js";

describe("shard counts follow from the targets (docs/capacity.md)", () => {
  it("give every shard at most one write a second at the target rate, with headroom", () => {
    expect(SALES_STATS_SHARDS * DOCUMENT_WRITES_PER_SECOND).toBeGreaterThanOrEqual(TARGET_SALES_PER_SECOND * 2);
    expect(ADMISSION_SHARDS * DOCUMENT_WRITES_PER_SECOND).toBeGreaterThanOrEqual(TARGET_CHECK_INS_PER_SECOND * 2);
    expect(MAX_INVENTORY_SHARDS * DOCUMENT_WRITES_PER_SECOND).toBeGreaterThanOrEqual(TARGET_SALES_PER_SECOND * 2);
    expect(shardsFor(50, 1.25)).toBe(63);
    expect(shardsFor(0.5, 2)).toBe(1);
  });
});

describe("ShardRotation", () => {
  it("takes every shard in turn for one counter, from a random start", () => {
    const rotation = new ShardRotation(8, () => 0.5);
    expect(Array.from({ length: 10 }, () => rotation.take("e1"))).toEqual([4, 5, 6, 7, 0, 1, 2, 3, 4, 5]);
  });

  it("spreads each counter evenly even when writes of several counters interleave", () => {
    // A single rotation shared by two events alternating would give each only every other shard.
    const rotation = new ShardRotation(10);
    const counts = { a: new Array<number>(10).fill(0), b: new Array<number>(10).fill(0) };
    for (let n = 0; n < 1000; n++) {
      counts.a[rotation.take("a")]!++;
      counts.b[rotation.take("b")]!++;
    }
    expect(counts.a).toEqual(new Array(10).fill(100));
    expect(counts.b).toEqual(new Array(10).fill(100));
  });
});
