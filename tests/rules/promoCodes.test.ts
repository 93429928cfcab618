// Rules for events/{eventId}/promoCodes/{code} and their use shards
// (uses/{n}): a code is a key (a presale, a sponsor's allocation), so only the
// owner-manager lists or reads them; sellers, the gate and the public check
// one code at a time through checkPromoCode. Written only by the functions.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from "firebase/firestore";
import { Timestamp } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, eventData, NOBODY, useRulesEnv, type Persona } from "./support";

const OWNER: readonly Persona[] = ["super_admin"];

function codeData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    label: "Ramadan-2026",
    ticketTypeIds: [],
    discount: { kind: "percent", percent: 20 },
    maxUses: 100,
    active: true,
    createdAt: Timestamp.now(),
    createdBy: "owner",
    useShards: 2,
    ...overrides,
  };
}

const h = useRulesEnv(async (db) => {
  for (const status of ["published", "draft"]) {
    await setDoc(doc(db, "events", status), eventData({ status }));
    await setDoc(doc(db, "events", status, "promoCodes", "RAMADAN2026"), codeData());
    await setDoc(doc(db, "events", status, "promoCodes", "RAMADAN2026", "uses", "0"), { index: 0, allotment: 50, sold: 7 });
  }
});

const code = (db: Firestore, eventId = "published", id = "RAMADAN2026") => doc(db, "events", eventId, "promoCodes", id);
const codes = (db: Firestore, eventId = "published") => collection(db, "events", eventId, "promoCodes");
const useShard = (db: Firestore, eventId = "published") => doc(db, "events", eventId, "promoCodes", "RAMADAN2026", "uses", "0");

describe("promoCodes: reads by persona", () => {
  accessMatrix(h, [
    { op: "get a code of a published event", allow: OWNER, run: (db) => getDoc(code(db)) },
    { op: "get a code of a draft event", allow: OWNER, run: (db) => getDoc(code(db, "draft")) },
    { op: "get a code that does not exist (guessing)", allow: OWNER, run: (db) => getDoc(code(db, "published", "GUESS1")) },
    { op: "list a published event's codes", allow: OWNER, run: (db) => getDocs(codes(db)) },
    { op: "get a code's use shard", allow: OWNER, run: (db) => getDoc(useShard(db)) },
    { op: "list a code's use shards", allow: OWNER, run: (db) => getDocs(collection(db, "events", "published", "promoCodes", "RAMADAN2026", "uses")) },
  ]);
});

describe("promoCodes: no client writes, whatever its role", () => {
  accessMatrix(h, [
    { op: "create a code", allow: NOBODY, run: (db) => setDoc(code(db, "published", "FREE100"), codeData({ discount: { kind: "percent", percent: 100 } })) },
    { op: "raise a code's uses", allow: NOBODY, run: (db) => updateDoc(code(db), { maxUses: 100000 }) },
    { op: "resume a paused code", allow: NOBODY, run: (db) => updateDoc(code(db), { active: true }) },
    { op: "delete a code", allow: NOBODY, run: (db) => deleteDoc(code(db)) },
    { op: "give a code its uses back", allow: NOBODY, run: (db) => updateDoc(useShard(db), { sold: 0 }) },
    { op: "add a use shard", allow: NOBODY, run: (db) => setDoc(doc(db, "events", "published", "promoCodes", "RAMADAN2026", "uses", "9"), { index: 9, allotment: 1000, sold: 0 }) },
  ]);
});
