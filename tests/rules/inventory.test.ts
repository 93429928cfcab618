// Rules for events/{eventId}/inventory/{shardId}: the shards of the ticket
// types' capacity and what each has sold, written only by the functions.
// Readable like the ticket types: by anyone (signed-out visitors too) when the
// parent event is published, so the shop shows what is left; by staff always.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, eventData, NOBODY, STAFF, ticketTypeData, useRulesEnv } from "./support";

function shardData(index: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ticketTypeId: "t1", index, allotment: 25, sold: 3, ...overrides };
}

const h = useRulesEnv(async (db) => {
  for (const status of ["published", "draft", "closed", "cancelled"]) {
    await setDoc(doc(db, "events", status), eventData({ status }));
    await setDoc(
      doc(db, "events", status, "ticketTypes", "t1"),
      ticketTypeData({ inventory: { shards: 2 } }),
    );
    await setDoc(doc(db, "events", status, "inventory", "t1_0"), shardData(0));
    await setDoc(doc(db, "events", status, "inventory", "t1_1"), shardData(1));
  }
  // A shard whose event is gone.
  await setDoc(doc(db, "events", "gone", "inventory", "t1_0"), shardData(0));
});

const shard = (db: Firestore, eventId: string, shardId = "t1_0") => doc(db, "events", eventId, "inventory", shardId);
const shards = (db: Firestore, eventId: string) => collection(db, "events", eventId, "inventory");

describe("inventory: reads by persona", () => {
  accessMatrix(h, [
    // What each type has sold is the organiser's: the public shop reads the catalogue, never the shards.
    { op: "get a shard of a published event", allow: STAFF, run: (db) => getDoc(shard(db, "published")) },
    { op: "get a shard of a draft event", allow: STAFF, run: (db) => getDoc(shard(db, "draft")) },
    { op: "get a shard of a closed event", allow: STAFF, run: (db) => getDoc(shard(db, "closed")) },
    { op: "get a shard of a cancelled event", allow: STAFF, run: (db) => getDoc(shard(db, "cancelled")) },
    { op: "get a shard whose event is gone", allow: STAFF, run: (db) => getDoc(shard(db, "gone")) },
    {
      op: "get a missing shard of a published event",
      allow: STAFF,
      run: (db) => getDoc(shard(db, "published", "t9_0")),
    },
    { op: "list shards of a published event", allow: STAFF, run: (db) => getDocs(shards(db, "published")) },
    {
      op: "list one type's shards of a published event",
      allow: STAFF,
      run: (db) => getDocs(query(shards(db, "published"), where("ticketTypeId", "==", "t1"))),
    },
    { op: "list shards of a draft event", allow: STAFF, run: (db) => getDocs(shards(db, "draft")) },
    { op: "list shards of a closed event", allow: STAFF, run: (db) => getDocs(shards(db, "closed")) },
  ]);
});

describe("inventory: no client writes, whatever its role", () => {
  accessMatrix(h, [
    {
      op: "create a shard under a draft event",
      allow: NOBODY,
      run: (db) => setDoc(shard(db, "draft", "t1_2"), shardData(2)),
    },
    {
      op: "create a shard under a published event",
      allow: NOBODY,
      run: (db) => setDoc(shard(db, "published", "t1_2"), shardData(2)),
    },
    {
      op: "sell from a shard (sold + 1)",
      allow: NOBODY,
      run: (db) => updateDoc(shard(db, "published"), { sold: 4 }),
    },
    {
      op: "reset a shard's sales",
      allow: NOBODY,
      run: (db) => updateDoc(shard(db, "draft"), { sold: 0 }),
    },
    {
      op: "raise a shard's allotment",
      allow: NOBODY,
      run: (db) => updateDoc(shard(db, "published"), { allotment: 1000 }),
    },
    {
      op: "overwrite a shard with set()",
      allow: NOBODY,
      run: (db) => setDoc(shard(db, "published"), shardData(0, { sold: 0 })),
    },
    { op: "delete a shard of a draft event", allow: NOBODY, run: (db) => deleteDoc(shard(db, "draft")) },
    { op: "delete a shard of a published event", allow: NOBODY, run: (db) => deleteDoc(shard(db, "published")) },
    {
      op: "raise a type's capacity and its shard together in one batch",
      allow: NOBODY,
      run: (db) => {
        const batch = writeBatch(db);
        batch.update(doc(db, "events", "draft", "ticketTypes", "t1"), { capacity: 200 });
        batch.update(shard(db, "draft"), { allotment: 125 });
        return batch.commit();
      },
    },
  ]);
});
