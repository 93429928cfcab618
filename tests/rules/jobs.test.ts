// Rules for jobs/{jobId}: bulk-generation progress, written by functions and
// read by super_admin only (bulk tickets are a super_admin feature).
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, NOBODY, useRulesEnv } from "./support";

const job = { status: "running", done: 120, total: 5000, eventId: "e1", ticketTypeId: "t1" };

const h = useRulesEnv((db) => setDoc(doc(db, "jobs", "j1"), job));

describe("jobs: access by persona", () => {
  accessMatrix(h, [
    { op: "get a job", allow: ["super_admin"], run: (db) => getDoc(doc(db, "jobs", "j1")) },
    { op: "list jobs", allow: ["super_admin"], run: (db) => getDocs(collection(db, "jobs")) },
    { op: "create a job", allow: NOBODY, run: (db) => setDoc(doc(db, "jobs", "j2"), job) },
    {
      op: "mark a job done",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "jobs", "j1"), { status: "done", done: 5000 }),
    },
    { op: "delete a job", allow: NOBODY, run: (db) => deleteDoc(doc(db, "jobs", "j1")) },
  ]);
});
