// Rules for orders/{orderId}/audit/{entryId}: the sales editor's log of
// corrections, written only by its functions, read only by the owner-manager
// (not by the seller of the order, nor by the gate).
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, endsWithTheRole, NOBODY, uidOf, useRulesEnv } from "./support";

const entry = { action: "ticket_voided", reason: "بيعت بالخطأ", byUid: "uid-super", before: { status: "valid" }, after: { status: "void" } };

const h = useRulesEnv(async (db) => {
  // The seller's own order: the seller reads the order, still not its audit.
  await setDoc(doc(db, "orders", "o1"), { eventId: "e1", sellerUid: uidOf("sales_admin"), status: "paid" });
  await setDoc(doc(db, "orders", "o1", "audit", "a1"), entry);
});

const audit = (db: Firestore) => collection(db, "orders", "o1", "audit");

describe("order audit: reads by persona", () => {
  accessMatrix(h, [
    { op: "get an audit entry", allow: ["super_admin"], run: (db) => getDoc(doc(audit(db), "a1")) },
    { op: "list an order's audit", allow: ["super_admin"], run: (db) => getDocs(audit(db)) },
  ]);
});

describe("order audit: append-only, and only by the functions", () => {
  accessMatrix(h, [
    { op: "add an entry", allow: NOBODY, run: (db) => addDoc(audit(db), entry) },
    { op: "rewrite an entry", allow: NOBODY, run: (db) => updateDoc(doc(audit(db), "a1"), { reason: "غير ذلك" }) },
    { op: "delete an entry", allow: NOBODY, run: (db) => deleteDoc(doc(audit(db), "a1")) },
  ]);
});

describe("order audit: a removed or demoted role stops at once", () => {
  endsWithTheRole(h, "super_admin", "list an order's audit", (db) => getDocs(audit(db)));
});
