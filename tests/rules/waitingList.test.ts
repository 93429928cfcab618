// Rules for the waiting lists (common/src/waitingListSchemas.ts): a list's
// entries (phones, names, e-mails) and offers are the owner-manager's to read
// and nobody's to write (the functions write them); a type's `waitingList`
// flag, which keeps the public off an open list's type, is the functions'
// too: a client may only keep it; an event's `waitingListOfferMinutes` is the
// organiser's, an integer from 5 to 1440.
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc, type Firestore } from "firebase/firestore";
import { describe, it } from "vitest";
import { accessMatrix, eventData, expectAccess, NOBODY, ticketTypeData, useRulesEnv, type Persona } from "./support";

const OWNER: readonly Persona[] = ["super_admin"];
const PHONE = "966551234567";
const EXPIRES_AT = Timestamp.fromDate(new Date("2027-02-01T10:30:00Z"));
const FLAG = { open: true, paused: false };

const entryData = (overrides: Record<string, unknown> = {}) => ({
  uid: "buyer-1",
  phone: `+${PHONE}`,
  quantity: 2,
  name: "ليلى حسن",
  createdAt: Timestamp.fromDate(new Date("2027-02-01T10:00:00Z")),
  status: "waiting",
  offers: 0,
  ...overrides,
});

const offerData = (overrides: Record<string, unknown> = {}) => ({
  eventId: "published",
  ticketTypeId: "open",
  entryId: PHONE,
  uid: "buyer-1",
  phone: `+${PHONE}`,
  index: 0,
  allotment: 2,
  sold: 0,
  expiresAt: EXPIRES_AT,
  status: "open",
  ...overrides,
});

const h = useRulesEnv(async (db) => {
  await setDoc(doc(db, "events", "published"), eventData({ status: "published" }));
  await setDoc(doc(db, "events", "draft"), eventData({ status: "draft", waitingListOfferMinutes: 30 }));
  await setDoc(doc(db, "events", "published", "ticketTypes", "open"), ticketTypeData({ inventory: { shards: 4 }, waitingList: FLAG }));
  await setDoc(doc(db, "events", "published", "ticketTypes", "plain"), ticketTypeData());
  await setDoc(doc(db, "events", "published", "waitingLists", "open"), { rerun: false });
  await setDoc(doc(db, "events", "published", "waitingLists", "open", "entries", PHONE), entryData({ status: "offered" }));
  await setDoc(doc(db, "events", "published", "waitingLists", "open", "offers", "offer1"), offerData());
});

const list = (db: Firestore) => doc(db, "events", "published", "waitingLists", "open");
const entry = (db: Firestore, id = PHONE) => doc(db, "events", "published", "waitingLists", "open", "entries", id);
const offer = (db: Firestore, id = "offer1") => doc(db, "events", "published", "waitingLists", "open", "offers", id);
const type = (db: Firestore, typeId: string) => doc(db, "events", "published", "ticketTypes", typeId);

describe("waitingLists: the owner-manager reads them, nobody else", () => {
  accessMatrix(h, [
    { op: "get a list", allow: OWNER, run: (db) => getDoc(list(db)) },
    { op: "get an entry", allow: OWNER, run: (db) => getDoc(entry(db)) },
    { op: "list a type's entries", allow: OWNER, run: (db) => getDocs(collection(db, "events", "published", "waitingLists", "open", "entries")) },
    { op: "get an offer", allow: OWNER, run: (db) => getDoc(offer(db)) },
    { op: "list a type's offers", allow: OWNER, run: (db) => getDocs(collection(db, "events", "published", "waitingLists", "open", "offers")) },
  ]);
});

describe("waitingLists: no client writes, whatever its role", () => {
  accessMatrix(h, [
    { op: "join (create an entry)", allow: NOBODY, run: (db) => setDoc(entry(db, "966550000000"), entryData({ phone: "+966550000000" })) },
    { op: "move an entry to the front", allow: NOBODY, run: (db) => updateDoc(entry(db), { createdAt: Timestamp.fromMillis(0) }) },
    { op: "remove an entry", allow: NOBODY, run: (db) => updateDoc(entry(db), { status: "removed" }) },
    { op: "delete an entry", allow: NOBODY, run: (db) => deleteDoc(entry(db)) },
    { op: "make an offer", allow: NOBODY, run: (db) => setDoc(offer(db, "offer2"), offerData({ allotment: 10 })) },
    { op: "extend an offer", allow: NOBODY, run: (db) => updateDoc(offer(db), { expiresAt: Timestamp.fromDate(new Date("2030-01-01T00:00:00Z")) }) },
    { op: "give an offer more tickets", allow: NOBODY, run: (db) => updateDoc(offer(db), { allotment: 50 }) },
    { op: "take the list's run", allow: NOBODY, run: (db) => setDoc(list(db), { runUntil: EXPIRES_AT }) },
  ]);
});

describe("ticketTypes: the waitingList flag is the functions'", () => {
  const owner = () => h.db("super_admin");

  it.each([
    { why: "renaming an open list's type", typeId: "open", change: { name: "VIP" } },
    { why: "changing its price", typeId: "open", change: { price: 30000 } },
    { why: "sending the flag unchanged (the editor sends every field)", typeId: "open", change: { waitingList: FLAG } },
    { why: "renaming a type without a list", typeId: "plain", change: { name: "VIP" } },
  ])("accepted: $why", async ({ typeId, change }) => {
    await expectAccess(true, updateDoc(type(owner(), typeId), change));
  });

  it.each([
    { why: "closing the list (the public could buy the offered tickets)", typeId: "open", change: { waitingList: { open: false, paused: false } } },
    { why: "pausing the list directly", typeId: "open", change: { waitingList: { open: true, paused: true } } },
    { why: "removing the flag", typeId: "open", change: { waitingList: deleteField() } },
    { why: "setting the flag to null", typeId: "open", change: { waitingList: null } },
    { why: "opening a list on a type without one", typeId: "plain", change: { waitingList: FLAG } },
  ])("refused: $why", async ({ typeId, change }) => {
    await expectAccess(false, updateDoc(type(owner(), typeId), change));
  });

  it("refused: creating a type with the flag", async () => {
    await expectAccess(false, setDoc(type(owner(), "new"), ticketTypeData({ waitingList: FLAG })));
  });

  it("accepted: creating a type without it", async () => {
    await expectAccess(true, setDoc(type(owner(), "new"), ticketTypeData()));
  });
});

describe("events: waitingListOfferMinutes, the offers' window", () => {
  const draft = () => doc(h.db("super_admin"), "events", "draft");

  it.each([5, 30, 1440])("accepted: %i minutes", async (minutes) => {
    await expectAccess(true, updateDoc(draft(), { waitingListOfferMinutes: minutes }));
  });

  it("accepted: removed (the default of 30 applies)", async () => {
    await expectAccess(true, updateDoc(draft(), { waitingListOfferMinutes: deleteField() }));
  });

  it("accepted: creating an event with it", async () => {
    await expectAccess(true, setDoc(doc(h.db("super_admin"), "events", "new"), eventData({ waitingListOfferMinutes: 60 })));
  });

  it.each([
    { why: "4 minutes", value: 4 },
    { why: "1441 minutes", value: 1441 },
    { why: "0", value: 0 },
    { why: "a fraction", value: 30.5 },
    { why: "text", value: "30" },
    { why: "null", value: null },
  ])("refused: $why", async ({ value }) => {
    await expectAccess(false, updateDoc(draft(), { waitingListOfferMinutes: value }));
  });

  it("refused: by a seller", async () => {
    await expectAccess(false, updateDoc(doc(h.db("sales_admin"), "events", "draft"), { waitingListOfferMinutes: 30 }));
  });
});
