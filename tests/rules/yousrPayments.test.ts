// Rules for yousrPayments/{paymentId}: the test gateway's payments. Only
// super_admin reads them (the console); the hosted checkout asks a function;
// only the functions write them.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, endsWithTheRole, NOBODY, useRulesEnv } from "./support";

const payment = { orderId: "o1", amount: 15000, currency: "SAR", description: "حفل", status: "open", returnUrl: "https://x", deliveries: 0 };

const h = useRulesEnv((db) => setDoc(doc(db, "yousrPayments", "yp_1"), payment));

describe("yousrPayments: access by persona", () => {
  accessMatrix(h, [
    { op: "get a payment by its id", allow: ["super_admin"], run: (db) => getDoc(doc(db, "yousrPayments", "yp_1")) },
    { op: "list payments", allow: ["super_admin"], run: (db) => getDocs(collection(db, "yousrPayments")) },
    { op: "create a payment", allow: NOBODY, run: (db) => setDoc(doc(db, "yousrPayments", "yp_2"), payment) },
    { op: "approve a payment", allow: NOBODY, run: (db) => updateDoc(doc(db, "yousrPayments", "yp_1"), { status: "approved" }) },
    { op: "delete a payment", allow: NOBODY, run: (db) => deleteDoc(doc(db, "yousrPayments", "yp_1")) },
  ]);
});

describe("yousrPayments: a removed or demoted role stops at once", () => {
  endsWithTheRole(h, "super_admin", "list payments", (db) => getDocs(collection(db, "yousrPayments")));
  endsWithTheRole(h, "super_admin", "get a payment by its id", (db) => getDoc(doc(db, "yousrPayments", "yp_1")));
});
