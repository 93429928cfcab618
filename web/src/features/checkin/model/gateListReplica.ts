// The device's copy of an event's gate list (common/src/gateList.ts): the
// shards as last received, the newest change among them (the next sync asks
// only for shards changed since), and when the device last knew the list to
// be current. Offline verdicts read its merged view.
import { gateListShardSchema, mergeGateListShards, type GateListShard, type GateListView } from "@bawwaba/common";

/** A server time as Firestore gives it, kept to the nanosecond so that no change made in the same millisecond is skipped. */
export interface ServerTime {
  seconds: number;
  nanoseconds: number;
}

export interface GateListChange {
  shardId: string;
  shard: GateListShard;
  updatedAt: ServerTime;
}

/** What is stored on the device, per event. */
export interface StoredGateList {
  shards: Record<string, GateListShard>;
  newestChange?: ServerTime;
  /** Epoch ms when the device last knew it had every change. */
  syncedAtMillis?: number;
}

const laterOf = (a: ServerTime | undefined, b: ServerTime): ServerTime =>
  !a || b.seconds > a.seconds || (b.seconds === a.seconds && b.nanoseconds > a.nanoseconds) ? b : a;

const isServerTime = (value: unknown): value is ServerTime =>
  typeof value === "object" && value !== null && typeof (value as ServerTime).seconds === "number" && typeof (value as ServerTime).nanoseconds === "number";

/** A stored value read back, or an empty list when it is missing or not of this shape (an older version). */
export function storedGateListOf(value: unknown): StoredGateList {
  if (typeof value !== "object" || value === null) return { shards: {} };
  const { shards, newestChange, syncedAtMillis } = value as Record<string, unknown>;
  const parsed: Record<string, GateListShard> = {};
  if (typeof shards === "object" && shards !== null) {
    for (const [shardId, shard] of Object.entries(shards)) {
      const result = gateListShardSchema.safeParse(shard);
      if (!result.success) return { shards: {} };
      parsed[shardId] = result.data;
    }
  }
  return {
    shards: parsed,
    newestChange: isServerTime(newestChange) ? newestChange : undefined,
    syncedAtMillis: typeof syncedAtMillis === "number" ? syncedAtMillis : undefined,
  };
}

export class GateListReplica {
  private merged?: GateListView;

  constructor(private state: StoredGateList = { shards: {} }) {}

  /** Changed shards received; `syncedAtMillis` when the server confirmed them (not the local cache). */
  apply(changes: readonly GateListChange[], syncedAtMillis?: number): void {
    if (changes.length > 0) {
      const shards = { ...this.state.shards };
      let newestChange = this.state.newestChange;
      for (const change of changes) {
        shards[change.shardId] = change.shard;
        newestChange = laterOf(newestChange, change.updatedAt);
      }
      this.state = { ...this.state, shards, newestChange };
      this.merged = undefined;
    }
    if (syncedAtMillis !== undefined) this.state = { ...this.state, syncedAtMillis };
  }

  /** The lower bound of the next sync: shards changed at or after the newest change seen (a tie in time is read again, never missed). */
  get newestChange(): ServerTime | undefined {
    return this.state.newestChange;
  }

  get syncedAtMillis(): number | undefined {
    return this.state.syncedAtMillis;
  }

  view(): GateListView {
    this.merged ??= mergeGateListShards(Object.values(this.state.shards));
    return this.merged;
  }

  stored(): StoredGateList {
    return this.state;
  }
}
