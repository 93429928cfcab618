// Rules for events/{eventId}/salesStats/{shardId}: the shards of an event's
// sales counts (tickets and revenue by day, channel, ticket type and seller),
// written only by the functions. The owner-manager's dashboard reads them,
// for one event or for all events at once (a collection-group query);
// nobody else reads them.
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, endsWithTheRole, eventData, NOBODY, useRulesEnv } from "./support";

const OWNER = ["super_admin"] as const;

const stats = (eventId: string) => ({
  eventId,
  currency: "SAR",
  days: {
    "2026-11-20": {
      tickets: 2,
      revenue: 30000,
      channels: { box_office: { tickets: 2, revenue: 30000 } },
      types: { regular: { tickets: 2, revenue: 30000 } },
      sellers: { "uid-seller": { tickets: 2, revenue: 30000 } },
    },
  },
  typeNames: { regular: "عادي" },
  sellerEmails: { "uid-seller": "seller@example.com" },
});

const h = useRulesEnv(async (db) => {
  for (const status of ["published", "draft"]) {
    await setDoc(doc(db, "events", status), eventData({ status }));
    await setDoc(doc(db, "events", status, "salesStats", "0"), stats(status));
  }
});

const shard = (db: Firestore, eventId: string, shardId = "0") => doc(db, "events", eventId, "salesStats", shardId);
const shards = (db: Firestore, eventId: string) => collection(db, "events", eventId, "salesStats");

describe("salesStats: reads by persona", () => {
  accessMatrix(h, [
    { op: "get a shard of a published event", allow: OWNER, run: (db) => getDoc(shard(db, "published")) },
    { op: "get a shard of a draft event", allow: OWNER, run: (db) => getDoc(shard(db, "draft")) },
    { op: "get a missing shard", allow: OWNER, run: (db) => getDoc(shard(db, "published", "7")) },
    { op: "list the shards of an event", allow: OWNER, run: (db) => getDocs(shards(db, "published")) },
    { op: "list every event's shards (collection group)", allow: OWNER, run: (db) => getDocs(collectionGroup(db, "salesStats")) },
  ]);
});

describe("salesStats: no client writes, whatever its role", () => {
  accessMatrix(h, [
    { op: "create a shard", allow: NOBODY, run: (db) => setDoc(shard(db, "published", "5"), stats("published")) },
    {
      op: "add a sale (tickets + 1)",
      allow: NOBODY,
      run: (db) => updateDoc(shard(db, "published"), { "days.2026-11-20.tickets": 3 }),
    },
    { op: "reset the counts", allow: NOBODY, run: (db) => setDoc(shard(db, "published"), { eventId: "published", currency: "SAR" }) },
    { op: "delete a shard", allow: NOBODY, run: (db) => deleteDoc(shard(db, "published")) },
  ]);
});

describe("salesStats: a removed or demoted role stops at once", () => {
  endsWithTheRole(h, "super_admin", "list every event's shards", (db) => getDocs(collectionGroup(db, "salesStats")));
});
