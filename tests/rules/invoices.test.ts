// Rules for invoices/{number}: simplified tax invoices, issued by the functions and never
// changed: read by super_admin only; no client creates, changes or deletes one.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, NOBODY, useRulesEnv } from "./support";

const document = { number: "INV-00-0000001", orderId: "o1", currency: "SAR", total: { gross: 11500, vat: 1500, net: 10000 } };

const h = useRulesEnv((db) => setDoc(doc(db, "invoices", "INV-00-0000001"), document));

describe("invoices: access by persona", () => {
  accessMatrix(h, [
    { op: "get an invoice", allow: ["super_admin"], run: (db) => getDoc(doc(db, "invoices", "INV-00-0000001")) },
    { op: "list invoices", allow: ["super_admin"], run: (db) => getDocs(collection(db, "invoices")) },
    { op: "issue an invoice", allow: NOBODY, run: (db) => setDoc(doc(db, "invoices", "INV-00-0000002"), document) },
    {
      op: "change an invoice's total",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "invoices", "INV-00-0000001"), { total: { gross: 0, vat: 0, net: 0 } }),
    },
    { op: "delete an invoice", allow: NOBODY, run: (db) => deleteDoc(doc(db, "invoices", "INV-00-0000001")) },
  ]);
});
