// The query that syncs a gate list: the event's shards changed since the
// newest change the device has (all of them on a fresh device). Shared by
// the scanner and bench/gate-list-sync.ts, which measures it.
import { COLLECTIONS, gateListShardSchema, parseDocument } from "@bawwaba/common";
import { collection, query, Timestamp, where, type DocumentSnapshot, type Firestore, type Query } from "firebase/firestore";
import type { GateListChange, ServerTime } from "./model/gateListReplica";

export function gateListQuery(db: Firestore, eventId: string, since: ServerTime | undefined): Query {
  const shards = collection(db, COLLECTIONS.events, eventId, COLLECTIONS.gateList);
  return since ? query(shards, where("updatedAt", ">=", new Timestamp(since.seconds, since.nanoseconds))) : shards;
}

export function gateListChangeOf(snapshot: DocumentSnapshot): GateListChange {
  const updatedAt = snapshot.get("updatedAt") as Timestamp | null;
  return {
    shardId: snapshot.id,
    shard: parseDocument(gateListShardSchema, snapshot.ref.path, snapshot.data()),
    // A write of this device's own is not possible (functions only); null only before the server sets it.
    updatedAt: { seconds: updatedAt?.seconds ?? 0, nanoseconds: updatedAt?.nanoseconds ?? 0 },
  };
}
