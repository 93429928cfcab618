// Rules for events/{eventId}/gateList/{shardId}: the shards of an event's
// gate list (revoked tickets, admitted tickets with time and gate), written
// only by the functions. The gate and the owner-manager read them; nobody
// else, and nobody writes them from a client (a gate that could would
// revoke or admit tickets for every other gate).
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, eventData, NOBODY, useRulesEnv } from "./support";

const GATE_AND_OWNER = ["qr_scanner", "super_admin"] as const;

const h = useRulesEnv(async (db) => {
  for (const status of ["published", "draft"]) {
    await setDoc(doc(db, "events", status), eventData({ status }));
    await setDoc(doc(db, "events", status, "gateList", "0"), {
      revoked: { voided1: true },
      admitted: { entered1: { at: 1_700_000_000_000, gate: "البوابة الشمالية" } },
      updatedAt: new Date(1_700_000_000_000),
    });
  }
});

const shard = (db: Firestore, eventId: string, shardId = "0") => doc(db, "events", eventId, "gateList", shardId);
const shards = (db: Firestore, eventId: string) => collection(db, "events", eventId, "gateList");

describe("gateList: reads by persona", () => {
  accessMatrix(h, [
    { op: "get a shard of a published event", allow: GATE_AND_OWNER, run: (db) => getDoc(shard(db, "published")) },
    { op: "get a shard of a draft event", allow: GATE_AND_OWNER, run: (db) => getDoc(shard(db, "draft")) },
    { op: "list the shards of an event", allow: GATE_AND_OWNER, run: (db) => getDocs(shards(db, "published")) },
    {
      op: "list the shards changed since a sync",
      allow: GATE_AND_OWNER,
      run: (db) => getDocs(query(shards(db, "published"), where("updatedAt", ">=", new Date(1_600_000_000_000)))),
    },
    // One event at a time: no rule opens every event's list at once.
    { op: "list every event's shards (collection group)", allow: NOBODY, run: (db) => getDocs(collectionGroup(db, "gateList")) },
  ]);
});

describe("gateList: no client writes, whatever its role", () => {
  accessMatrix(h, [
    { op: "create a shard", allow: NOBODY, run: (db) => setDoc(shard(db, "published", "5"), { revoked: { other: true } }) },
    { op: "revoke a ticket", allow: NOBODY, run: (db) => updateDoc(shard(db, "published"), { "revoked.x": true }) },
    { op: "clear the admissions", allow: NOBODY, run: (db) => updateDoc(shard(db, "published"), { admitted: {} }) },
    { op: "delete a shard", allow: NOBODY, run: (db) => deleteDoc(shard(db, "published")) },
  ]);
});
