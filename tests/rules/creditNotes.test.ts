// Rules for creditNotes/{number}: credit notes, issued by the functions and never
// changed: read by super_admin only; no client creates, changes or deletes one.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, NOBODY, useRulesEnv } from "./support";

const document = { number: "CRN-00-0000001", orderId: "o1", currency: "SAR", total: { gross: 11500, vat: 1500, net: 10000 } };

const h = useRulesEnv((db) => setDoc(doc(db, "creditNotes", "CRN-00-0000001"), document));

describe("creditNotes: access by persona", () => {
  accessMatrix(h, [
    { op: "get a credit note", allow: ["super_admin"], run: (db) => getDoc(doc(db, "creditNotes", "CRN-00-0000001")) },
    { op: "list credit notes", allow: ["super_admin"], run: (db) => getDocs(collection(db, "creditNotes")) },
    { op: "issue a credit note", allow: NOBODY, run: (db) => setDoc(doc(db, "creditNotes", "CRN-00-0000002"), document) },
    {
      op: "change a credit note's total",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "creditNotes", "CRN-00-0000001"), { total: { gross: 0, vat: 0, net: 0 } }),
    },
    { op: "delete a credit note", allow: NOBODY, run: (db) => deleteDoc(doc(db, "creditNotes", "CRN-00-0000001")) },
  ]);
});
