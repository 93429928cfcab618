// Rules for events/{eventId}/ticketTypes/{typeId}: the back office
// (super_admin, sales_admin) reads them, nobody else (capacities are the
// organiser's; the public shop reads the catalogue, the gate needs no
// prices); only super_admin writes well-formed
// types under an existing event, and deletes only while the event is a draft.
// `inventory` is the functions' (they split the capacity into shards), and a
// sharded type's capacity changes only through them.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from "firebase/firestore";
import { describe, it } from "vitest";
import {
  accessMatrix,
  eventData,
  expectAccess,
  NOBODY,
  BACK_OFFICE,
  text,
  ticketTypeData,
  useRulesEnv,
  without,
} from "./support";

const SALES_START = Timestamp.fromDate(new Date("2027-01-01T00:00:00Z"));
const SALES_END = Timestamp.fromDate(new Date("2027-03-01T12:00:00Z"));
const SHARDS = 4;
const CREATED_AT = Timestamp.fromDate(new Date("2026-12-01T09:00:00Z"));

const h = useRulesEnv(async (db) => {
  for (const status of ["published", "draft", "closed", "cancelled"]) {
    await setDoc(doc(db, "events", status), eventData({ status }));
    await setDoc(doc(db, "events", status, "ticketTypes", "t1"), ticketTypeData({ createdAt: CREATED_AT }));
  }
  // The functions have split this type's capacity into inventory shards.
  await setDoc(
    doc(db, "events", "published", "ticketTypes", "sharded"),
    ticketTypeData({ inventory: { shards: SHARDS }, createdAt: CREATED_AT }),
  );
  // A type stored before createdAt was stamped.
  await setDoc(doc(db, "events", "draft", "ticketTypes", "bare"), ticketTypeData());
  // A type whose event is gone (deleted while a draft).
  await setDoc(doc(db, "events", "gone", "ticketTypes", "t1"), ticketTypeData());
});

const type = (db: Firestore, eventId: string, typeId = "t1") => doc(db, "events", eventId, "ticketTypes", typeId);
const types = (db: Firestore, eventId: string) => collection(db, "events", eventId, "ticketTypes");

describe("ticketTypes: access by persona", () => {
  accessMatrix(h, [
    { op: "get a type of a published event", allow: BACK_OFFICE, run: (db) => getDoc(type(db, "published")) },
    { op: "get a type of a draft event", allow: BACK_OFFICE, run: (db) => getDoc(type(db, "draft")) },
    { op: "get a type of a closed event", allow: BACK_OFFICE, run: (db) => getDoc(type(db, "closed")) },
    { op: "get a type whose event is gone", allow: BACK_OFFICE, run: (db) => getDoc(type(db, "gone")) },
    { op: "list types of a published event", allow: BACK_OFFICE, run: (db) => getDocs(types(db, "published")) },
    { op: "list types of a draft event", allow: BACK_OFFICE, run: (db) => getDocs(types(db, "draft")) },
    {
      op: "create a valid type under a draft event",
      allow: ["super_admin"],
      run: (db) => setDoc(type(db, "draft", "new"), ticketTypeData()),
    },
    {
      op: "create a valid type under a published event",
      allow: ["super_admin"],
      run: (db) => setDoc(type(db, "published", "new"), ticketTypeData()),
    },
    {
      op: "create a type under a cancelled event",
      allow: NOBODY,
      run: (db) => setDoc(type(db, "cancelled", "new"), ticketTypeData()),
    },
    {
      op: "change a type of a cancelled event",
      allow: NOBODY,
      run: (db) => updateDoc(type(db, "cancelled"), { name: "اسم آخر" }),
    },
    {
      op: "create a type under a missing event",
      allow: NOBODY,
      run: (db) => setDoc(type(db, "missing", "new"), ticketTypeData()),
    },
    {
      op: "create an event and its type in one batch",
      allow: ["super_admin"],
      run: (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, "events", "fresh"), eventData());
        batch.set(type(db, "fresh", "new"), ticketTypeData());
        return batch.commit();
      },
    },
    {
      op: "update the price of a type of a published event",
      allow: ["super_admin"],
      run: (db) => updateDoc(type(db, "published"), { price: 30000 }),
    },
    {
      op: "rename a sharded type",
      allow: ["super_admin"],
      run: (db) => updateDoc(type(db, "published", "sharded"), { name: "VIP" }),
    },
    {
      op: "change the capacity of a sharded type",
      allow: NOBODY,
      run: (db) => updateDoc(type(db, "published", "sharded"), { capacity: 200 }),
    },
    {
      op: "change the shard count of a type",
      allow: NOBODY,
      run: (db) => updateDoc(type(db, "published", "sharded"), { inventory: { shards: 1 } }),
    },
    {
      op: "create a type with inventory",
      allow: NOBODY,
      run: (db) => setDoc(type(db, "draft", "new"), ticketTypeData({ inventory: { shards: 2 } })),
    },
    { op: "delete a type of a draft event", allow: ["super_admin"], run: (db) => deleteDoc(type(db, "draft")) },
    { op: "delete a type of a published event", allow: NOBODY, run: (db) => deleteDoc(type(db, "published")) },
    { op: "delete a type of a closed event", allow: NOBODY, run: (db) => deleteDoc(type(db, "closed")) },
    { op: "delete a type whose event is gone", allow: ["super_admin"], run: (db) => deleteDoc(type(db, "gone")) },
  ]);
});

describe("ticketTypes: super_admin writes must be well-formed", () => {
  const create = (data: Record<string, unknown>) => setDoc(type(h.db("super_admin"), "draft", "new"), data);

  describe("accepted", () => {
    it.each([
      { why: "only the required keys", data: ticketTypeData() },
      {
        why: "every optional key",
        data: ticketTypeData({
          salesStart: SALES_START,
          salesEnd: SALES_END,
          sortOrder: 2,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      },
      { why: "free ticket (price 0)", data: ticketTypeData({ price: 0 }) },
      { why: "capacity 1, limit 1", data: ticketTypeData({ capacity: 1, perOrderLimit: 1 }) },
      { why: "limit equal to capacity", data: ticketTypeData({ capacity: 50, perOrderLimit: 50 }) },
      { why: "100-character name", data: ticketTypeData({ name: text(100, "ع") }) },
      { why: "only salesStart", data: ticketTypeData({ salesStart: SALES_START }) },
      { why: "only salesEnd", data: ticketTypeData({ salesEnd: SALES_END }) },
      { why: "a VAT rate of 15 % (1500 basis points)", data: ticketTypeData({ vatRate: 1500 }) },
      { why: "a VAT rate of 0", data: ticketTypeData({ vatRate: 0 }) },
      { why: "the highest VAT rate, 50 %", data: ticketTypeData({ vatRate: 5000 }) },
    ])("$why", async ({ data }) => {
      await expectAccess(true, create(data));
    });
  });

  describe("refused", () => {
    it.each([
      ...["name", "price", "capacity", "perOrderLimit"].map((key) => ({
        why: `missing ${key}`,
        data: without(ticketTypeData(), key),
      })),
      { why: "extra key", data: ticketTypeData({ color: "gold" }) },
      { why: "a sales count (types no longer carry one)", data: ticketTypeData({ sold: 0 }) },
      { why: "inventory set by the client", data: ticketTypeData({ inventory: { shards: 1 } }) },
      { why: "inventory set to null", data: ticketTypeData({ inventory: null }) },
      { why: "empty name", data: ticketTypeData({ name: "" }) },
      { why: "name of only spaces", data: ticketTypeData({ name: "  " }) },
      { why: "101-character name", data: ticketTypeData({ name: text(101) }) },
      { why: "name not a string", data: ticketTypeData({ name: 5 }) },
      { why: "negative price", data: ticketTypeData({ price: -1 }) },
      { why: "fractional price", data: ticketTypeData({ price: 12.5 }) },
      { why: "price as a string", data: ticketTypeData({ price: "25000" }) },
      { why: "capacity 0", data: ticketTypeData({ capacity: 0, perOrderLimit: 0 }) },
      { why: "negative capacity", data: ticketTypeData({ capacity: -5 }) },
      { why: "fractional capacity", data: ticketTypeData({ capacity: 10.5 }) },
      { why: "perOrderLimit 0", data: ticketTypeData({ perOrderLimit: 0 }) },
      { why: "perOrderLimit above capacity", data: ticketTypeData({ capacity: 10, perOrderLimit: 11 }) },
      { why: "fractional perOrderLimit", data: ticketTypeData({ perOrderLimit: 1.5 }) },
      { why: "salesEnd before salesStart", data: ticketTypeData({ salesStart: SALES_END, salesEnd: SALES_START }) },
      { why: "salesEnd equal to salesStart", data: ticketTypeData({ salesStart: SALES_START, salesEnd: SALES_START }) },
      { why: "salesStart as a string", data: ticketTypeData({ salesStart: "2027-01-01" }) },
      { why: "salesEnd as a number", data: ticketTypeData({ salesEnd: SALES_END.toMillis() }) },
      { why: "sortOrder as a string", data: ticketTypeData({ sortOrder: "1" }) },
      { why: "hidden as a string", data: ticketTypeData({ hidden: "yes" }) },
      { why: "createdAt as a string", data: ticketTypeData({ createdAt: "now" }) },
      { why: "a VAT rate above 50 %", data: ticketTypeData({ vatRate: 5001 }) },
      { why: "a negative VAT rate", data: ticketTypeData({ vatRate: -1 }) },
      { why: "a VAT rate in a fraction of a basis point", data: ticketTypeData({ vatRate: 1500.5 }) },
      { why: "a VAT rate as a percentage string", data: ticketTypeData({ vatRate: "15" }) },
    ])("$why", async ({ data }) => {
      await expectAccess(false, create(data));
    });

    it.each([
      { why: "perOrderLimit raised above capacity", change: { perOrderLimit: 101 } },
      { why: "capacity lowered below perOrderLimit", change: { capacity: 5 } },
      { why: "negative price", change: { price: -100 } },
      { why: "an unknown key", change: { color: "gold" } },
      { why: "adding a sales count", change: { sold: 3 } },
      { why: "adding inventory", change: { inventory: { shards: 2 } } },
      { why: "a VAT rate above 50 %", change: { vatRate: 6000 } },
    ])("update: $why", async ({ change }) => {
      await expectAccess(false, updateDoc(type(h.db("super_admin"), "draft"), change));
    });
  });
});

describe("ticketTypes: inventory and a sharded type's capacity belong to the functions", () => {
  const sharded = () => type(h.db("super_admin"), "published", "sharded");
  const unsharded = () => type(h.db("super_admin"), "published");

  it.each([
    { why: "renaming it", change: { name: "VIP" } },
    { why: "changing its price", change: { price: 50000 } },
    { why: "changing its per-order limit", change: { perOrderLimit: 4 } },
    { why: "setting its sales window", change: { salesStart: SALES_START, salesEnd: SALES_END } },
    { why: "moving it in the list", change: { sortOrder: 3 } },
    { why: "hiding it (sold only with a code that names it)", change: { hidden: true } },
    { why: "showing it again", change: { hidden: false } },
    { why: "setting its VAT rate", change: { vatRate: 1500 } },
    { why: "stamping updatedAt", change: { updatedAt: serverTimestamp() } },
    { why: "sending its capacity unchanged (the editor sends every field)", change: { capacity: 100 } },
    { why: "sending its inventory unchanged", change: { inventory: { shards: SHARDS } } },
  ])("sharded type, accepted: $why", async ({ change }) => {
    await expectAccess(true, updateDoc(sharded(), change));
  });

  it.each([
    { why: "raising its capacity", change: { capacity: 101 } },
    { why: "lowering its capacity", change: { capacity: 99 } },
    { why: "perOrderLimit above its capacity", change: { perOrderLimit: 101 } },
    { why: "changing the shard count", change: { inventory: { shards: SHARDS + 1 } } },
    { why: "adding a key to inventory", change: { inventory: { shards: SHARDS, sold: 0 } } },
    { why: "removing inventory", change: { inventory: deleteField() } },
    { why: "removing inventory and changing capacity together", change: { inventory: deleteField(), capacity: 500 } },
    { why: "setting inventory to null", change: { inventory: null } },
  ])("sharded type, refused: $why", async ({ change }) => {
    await expectAccess(false, updateDoc(sharded(), change));
  });

  it("sharded type, refused: overwriting it with set(), which would drop inventory", async () => {
    await expectAccess(false, setDoc(sharded(), ticketTypeData({ createdAt: CREATED_AT })));
  });

  it.each([
    { why: "raising the capacity", change: { capacity: 500 }, allowed: true },
    { why: "lowering the capacity", change: { capacity: 20 }, allowed: true },
    { why: "adding inventory", change: { inventory: { shards: 2 } }, allowed: false },
  ])("unsharded type, $why → allowed: $allowed", async ({ change, allowed }) => {
    await expectAccess(allowed, updateDoc(unsharded(), change));
  });
});

describe("ticketTypes: createdAt cannot be rewritten", () => {
  const stamped = () => type(h.db("super_admin"), "draft");
  const bare = () => type(h.db("super_admin"), "draft", "bare");

  it.each([
    { why: "keeping it", change: { name: "VIP" }, allowed: true },
    { why: "sending it unchanged", change: { createdAt: CREATED_AT }, allowed: true },
    { why: "changing it", change: { createdAt: Timestamp.fromMillis(CREATED_AT.toMillis() + 1000) }, allowed: false },
    { why: "stamping it anew", change: { createdAt: serverTimestamp() }, allowed: false },
    { why: "removing it", change: { createdAt: deleteField() }, allowed: false },
  ])("$why → allowed: $allowed", async ({ change, allowed }) => {
    await expectAccess(allowed, updateDoc(stamped(), change));
  });

  it.each([
    { why: "editing it", change: { name: "VIP" }, allowed: true },
    { why: "adding a createdAt later", change: { createdAt: serverTimestamp() }, allowed: false },
  ])("a type without createdAt, $why → allowed: $allowed", async ({ change, allowed }) => {
    await expectAccess(allowed, updateDoc(bare(), change));
  });
});

describe("ticketTypes: the event editor's save, as one batch", () => {
  it("super_admin updates a published event, edits a sharded and an unsharded type and adds one", async () => {
    const db = h.db("super_admin");
    const batch = writeBatch(db);
    batch.update(doc(db, "events", "published"), {
      // The editor sends every field but the status, which it changes apart.
      ...without(eventData({ title: "حفلة معدلة", timeZone: "Asia/Baghdad" }), "status"),
      updatedAt: serverTimestamp(),
    });
    batch.update(type(db, "published"), {
      ...ticketTypeData({ price: 30000, capacity: 150, sortOrder: 0 }),
      salesStart: deleteField(),
      salesEnd: deleteField(),
      updatedAt: serverTimestamp(),
    });
    // A sharded type keeps its capacity; everything else may change.
    batch.update(type(db, "published", "sharded"), {
      ...ticketTypeData({ name: "VIP", price: 90000, perOrderLimit: 2, sortOrder: 1 }),
      salesStart: deleteField(),
      salesEnd: deleteField(),
      updatedAt: serverTimestamp(),
    });
    batch.set(type(db, "published", "added"), {
      ...ticketTypeData({ name: "VIP+", sortOrder: 2, salesStart: SALES_START }),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await expectAccess(true, batch.commit());
  });

  it("the same save changing the sharded type's capacity is refused as a whole", async () => {
    const db = h.db("super_admin");
    const batch = writeBatch(db);
    batch.update(doc(db, "events", "published"), { title: "حفلة معدلة", updatedAt: serverTimestamp() });
    batch.update(type(db, "published"), { price: 30000, updatedAt: serverTimestamp() });
    batch.update(type(db, "published", "sharded"), { capacity: 120, updatedAt: serverTimestamp() });
    await expectAccess(false, batch.commit());
  });

  it("the same batch from a sales_admin is refused", async () => {
    const db = h.db("sales_admin");
    const batch = writeBatch(db);
    batch.update(doc(db, "events", "published"), { title: "حفلة معدلة", updatedAt: serverTimestamp() });
    batch.update(type(db, "published"), { price: 30000, updatedAt: serverTimestamp() });
    await expectAccess(false, batch.commit());
  });
});
