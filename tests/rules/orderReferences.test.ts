// Rules for orderReferences/{reference}: the order holding each reference,
// created with the order by the sale's transaction. Read by whoever may read
// that order (the owner-manager any, a sales_admin those of orders they
// sold); written by no client, so nobody can take a reference or point one
// at another order.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { OTHER_SELLER, SELLER } from "./sellerScoped";
import { accessMatrix, endsWithTheRole, NOBODY, useRulesEnv } from "./support";

// Canonical references (common/src/orderReference.ts), one per seeded order.
const MINE = "7K3M9QXT";
const THEIRS = "4ZR2HD8A";
const ONLINE = "GW5N1C0E";

const h = useRulesEnv(async (db) => {
  await setDoc(doc(db, "orders", "mine"), { eventId: "e1", status: "paid", channel: "box_office", sellerUid: SELLER, reference: MINE });
  await setDoc(doc(db, "orders", "theirs"), { eventId: "e1", status: "paid", channel: "box_office", sellerUid: OTHER_SELLER, reference: THEIRS });
  await setDoc(doc(db, "orders", "online"), { eventId: "e1", status: "paid", channel: "online", reference: ONLINE });
  await setDoc(doc(db, "orderReferences", MINE), { orderId: "mine" });
  await setDoc(doc(db, "orderReferences", THEIRS), { orderId: "theirs" });
  await setDoc(doc(db, "orderReferences", ONLINE), { orderId: "online" });
});

describe("order references: reads by persona, as the orders they name", () => {
  accessMatrix(h, [
    { op: "get the reference of an order the sales_admin sold", allow: ["super_admin", "sales_admin"], run: (db) => getDoc(doc(db, "orderReferences", MINE)) },
    { op: "get the reference of an order another seller sold", allow: ["super_admin"], run: (db) => getDoc(doc(db, "orderReferences", THEIRS)) },
    { op: "get the reference of an order sold online", allow: ["super_admin"], run: (db) => getDoc(doc(db, "orderReferences", ONLINE)) },
    { op: "get a reference no order holds", allow: ["super_admin"], run: (db) => getDoc(doc(db, "orderReferences", "AAAAAAAA")) },
    { op: "list every reference", allow: ["super_admin"], run: (db) => getDocs(collection(db, "orderReferences")) },
  ]);
});

describe("order references: written by no client", () => {
  accessMatrix(h, [
    { op: "take a free reference for one's own order", allow: NOBODY, run: (db) => setDoc(doc(db, "orderReferences", "BBBBBBBB"), { orderId: "mine" }) },
    { op: "point a reference at another order", allow: NOBODY, run: (db) => updateDoc(doc(db, "orderReferences", MINE), { orderId: "theirs" }) },
    { op: "free a reference", allow: NOBODY, run: (db) => deleteDoc(doc(db, "orderReferences", MINE)) },
  ]);
});

describe("order references: a removed or demoted role stops at once", () => {
  endsWithTheRole(h, "super_admin", "get any reference", (db) => getDoc(doc(db, "orderReferences", THEIRS)));
  endsWithTheRole(h, "sales_admin", "get the reference of an order one sold", (db) => getDoc(doc(db, "orderReferences", MINE)));
});
