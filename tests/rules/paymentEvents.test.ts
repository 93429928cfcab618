// Rules for paymentEvents/{id}: the log of payment notifications, for
// super_admin's payments console; only the functions write it.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, endsWithTheRole, NOBODY, useRulesEnv } from "./support";

const entry = { provider: "yousr", providerEventId: "evt_1", type: "paid", orderId: "o1", outcome: "applied" };

const h = useRulesEnv((db) => setDoc(doc(db, "paymentEvents", "yousr_evt_1"), entry));

describe("paymentEvents: access by persona", () => {
  accessMatrix(h, [
    { op: "get a notification", allow: ["super_admin"], run: (db) => getDoc(doc(db, "paymentEvents", "yousr_evt_1")) },
    { op: "list notifications", allow: ["super_admin"], run: (db) => getDocs(collection(db, "paymentEvents")) },
    { op: "log a notification", allow: NOBODY, run: (db) => setDoc(doc(db, "paymentEvents", "yousr_evt_2"), entry) },
    { op: "change an outcome", allow: NOBODY, run: (db) => updateDoc(doc(db, "paymentEvents", "yousr_evt_1"), { outcome: "rejected" }) },
    { op: "delete a notification", allow: NOBODY, run: (db) => deleteDoc(doc(db, "paymentEvents", "yousr_evt_1")) },
  ]);
});

describe("paymentEvents: a removed or demoted role stops at once", () => {
  endsWithTheRole(h, "super_admin", "list notifications", (db) => getDocs(collection(db, "paymentEvents")));
});
