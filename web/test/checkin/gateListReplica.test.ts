import { describe, expect, it } from "vitest";
import { GateListReplica, storedGateListOf } from "../../src/features/checkin/model/gateListReplica";

const at = (seconds: number, nanoseconds = 0) => ({ seconds, nanoseconds });

describe("GateListReplica", () => {
  it("merges the shards received, a changed shard replacing its older copy", () => {
    const replica = new GateListReplica();
    replica.apply([
      { shardId: "0", shard: { revoked: { a: true } }, updatedAt: at(10) },
      { shardId: "1", shard: { admitted: { b: { at: 5, gate: "أ" } } }, updatedAt: at(11) },
    ]);
    expect([...replica.view().revoked]).toEqual(["a"]);
    replica.apply([{ shardId: "0", shard: { revoked: { c: true } }, updatedAt: at(12) }]);
    expect([...replica.view().revoked]).toEqual(["c"]);
    expect(replica.view().admitted.get("b")).toEqual({ at: 5, gate: "أ" });
  });

  it("asks next for changes from the newest one seen, to the nanosecond, whatever the order received", () => {
    const replica = new GateListReplica();
    replica.apply([
      { shardId: "0", shard: {}, updatedAt: at(12, 7) },
      { shardId: "1", shard: {}, updatedAt: at(12, 3) },
    ]);
    expect(replica.newestChange).toEqual(at(12, 7));
    expect(replica.syncedAtMillis).toBeUndefined();
    replica.apply([], 99);
    expect(replica.syncedAtMillis).toBe(99);
  });

  it("comes back from storage as it was, and starts empty from a stored value of another shape", () => {
    const replica = new GateListReplica();
    replica.apply([{ shardId: "3", shard: { revoked: { a: true } }, updatedAt: at(4) }], 1_000);
    const again = new GateListReplica(storedGateListOf(structuredClone(replica.stored())));
    expect([...again.view().revoked]).toEqual(["a"]);
    expect(again.newestChange).toEqual(at(4));
    expect(again.syncedAtMillis).toBe(1_000);
    expect(storedGateListOf({ shards: { 0: { revoked: { a: "yes" } } } })).toEqual({ shards: {} });
    expect(storedGateListOf(undefined)).toEqual({ shards: {} });
  });
});
