import { describe, expect, it } from "vitest";
import { GATE_LIST_SHARDS, gateListEntryOf, gateListShardOf, mergeGateListShards, sameGateListEntry } from "../src/gateList";

describe("gateListShardOf", () => {
  it("puts a ticket always in the same shard, and spreads tickets over every shard", () => {
    expect(gateListShardOf("ticket-1")).toBe(gateListShardOf("ticket-1"));
    const used = new Set(Array.from({ length: 2_000 }, (_, index) => gateListShardOf(`t${index}x${index * 7}`)));
    expect(used.size).toBe(GATE_LIST_SHARDS);
  });
});

describe("gateListEntryOf", () => {
  it("lists a void ticket as revoked, an admitted one with time and gate, and a valid one not at all", () => {
    expect(gateListEntryOf({ status: "void" })).toEqual({ kind: "revoked" });
    expect(gateListEntryOf({ status: "checked_in", checkedInAtMillis: 5, checkedInGate: "أ" })).toEqual({
      kind: "admitted",
      admission: { at: 5, gate: "أ" },
    });
    expect(gateListEntryOf({ status: "checked_in", checkedInAtMillis: 5 })).toEqual({ kind: "admitted", admission: { at: 5 } });
    expect(gateListEntryOf({ status: "valid" })).toEqual({ kind: "none" });
    expect(gateListEntryOf(undefined)).toEqual({ kind: "none" });
  });

  it("tells an unchanged entry (nothing to write) from a changed one", () => {
    const admitted = gateListEntryOf({ status: "checked_in", checkedInAtMillis: 5, checkedInGate: "أ" });
    expect(sameGateListEntry(admitted, gateListEntryOf({ status: "checked_in", checkedInAtMillis: 5, checkedInGate: "أ" }))).toBe(true);
    expect(sameGateListEntry(admitted, gateListEntryOf({ status: "checked_in", checkedInAtMillis: 6, checkedInGate: "أ" }))).toBe(false);
    expect(sameGateListEntry(admitted, gateListEntryOf({ status: "void" }))).toBe(false);
    expect(sameGateListEntry(gateListEntryOf(undefined), gateListEntryOf({ status: "valid" }))).toBe(true);
  });
});

describe("mergeGateListShards", () => {
  it("adds the shards up", () => {
    const list = mergeGateListShards([{ revoked: { a: true } }, { admitted: { b: { at: 1 } } }, {}]);
    expect([...list.revoked]).toEqual(["a"]);
    expect([...list.admitted.keys()]).toEqual(["b"]);
  });
});
