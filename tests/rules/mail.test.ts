// Rules for mail/{id}: buyers' e-mails (with their private links), written by
// the functions and sent by the Trigger Email extension; closed to every client.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, NOBODY, useRulesEnv } from "./support";

const mail = { to: "buyer@example.com", message: { subject: "تذاكرك", text: "…", html: "…" } };

const h = useRulesEnv((db) => setDoc(doc(db, "mail", "order-o1"), mail));

describe("mail: access by persona", () => {
  accessMatrix(h, [
    { op: "read an e-mail", allow: NOBODY, run: (db) => getDoc(doc(db, "mail", "order-o1")) },
    { op: "list e-mails", allow: NOBODY, run: (db) => getDocs(collection(db, "mail")) },
    { op: "send an e-mail", allow: NOBODY, run: (db) => setDoc(doc(db, "mail", "spam"), mail) },
    { op: "change an e-mail", allow: NOBODY, run: (db) => updateDoc(doc(db, "mail", "order-o1"), { to: "x@example.com" }) },
    { op: "delete an e-mail", allow: NOBODY, run: (db) => deleteDoc(doc(db, "mail", "order-o1")) },
  ]);
});
