// Rules for events/{eventId}/admissions/{shardId}: the shards of an event's
// admission count (total and by gate), written only by redeemTicket. The gate
// and the owner-manager read them for the live counts; nobody else.
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, eventData, NOBODY, useRulesEnv } from "./support";

const GATE_AND_OWNER = ["qr_scanner", "super_admin"] as const;

const h = useRulesEnv(async (db) => {
  for (const status of ["published", "draft"]) {
    await setDoc(doc(db, "events", status), eventData({ status }));
    await setDoc(doc(db, "events", status, "admissions", "0"), { total: 3, gates: { "البوابة الشمالية": 3 } });
  }
});

const shard = (db: Firestore, eventId: string, shardId = "0") => doc(db, "events", eventId, "admissions", shardId);
const shards = (db: Firestore, eventId: string) => collection(db, "events", eventId, "admissions");

describe("admissions: reads by persona", () => {
  accessMatrix(h, [
    { op: "get a shard of a published event", allow: GATE_AND_OWNER, run: (db) => getDoc(shard(db, "published")) },
    { op: "get a shard of a draft event", allow: GATE_AND_OWNER, run: (db) => getDoc(shard(db, "draft")) },
    { op: "get a missing shard", allow: GATE_AND_OWNER, run: (db) => getDoc(shard(db, "published", "7")) },
    { op: "list the shards of an event", allow: GATE_AND_OWNER, run: (db) => getDocs(shards(db, "published")) },
    // The dashboard's check-ins of all events; the gate reads one event at a time.
    { op: "list every event's shards (collection group)", allow: ["super_admin"], run: (db) => getDocs(collectionGroup(db, "admissions")) },
  ]);
});

describe("admissions: no client writes, whatever its role", () => {
  accessMatrix(h, [
    { op: "create a shard", allow: NOBODY, run: (db) => setDoc(shard(db, "published", "5"), { total: 1 }) },
    { op: "add an admission (total + 1)", allow: NOBODY, run: (db) => updateDoc(shard(db, "published"), { total: 4 }) },
    { op: "reset the count", allow: NOBODY, run: (db) => setDoc(shard(db, "published"), { total: 0 }) },
    { op: "delete a shard", allow: NOBODY, run: (db) => deleteDoc(shard(db, "published")) },
  ]);
});
