// Rules for invoiceSeries/{id}: the counters that number invoices and credit
// notes without gaps, advanced inside the functions' transactions; closed to
// every client, super_admin included.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, NOBODY, useRulesEnv } from "./support";

const series = { kind: "invoice", series: 0, next: 8, lastHash: "aGFzaA==" };

const h = useRulesEnv((db) => setDoc(doc(db, "invoiceSeries", "invoice-0"), series));

describe("invoiceSeries: access by persona", () => {
  accessMatrix(h, [
    { op: "get a series", allow: NOBODY, run: (db) => getDoc(doc(db, "invoiceSeries", "invoice-0")) },
    { op: "list the series", allow: NOBODY, run: (db) => getDocs(collection(db, "invoiceSeries")) },
    { op: "create a series", allow: NOBODY, run: (db) => setDoc(doc(db, "invoiceSeries", "invoice-1"), { ...series, series: 1 }) },
    { op: "move a series back", allow: NOBODY, run: (db) => updateDoc(doc(db, "invoiceSeries", "invoice-0"), { next: 1 }) },
    { op: "delete a series", allow: NOBODY, run: (db) => deleteDoc(doc(db, "invoiceSeries", "invoice-0")) },
  ]);
});
