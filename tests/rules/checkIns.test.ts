// Rules for checkIns/{checkInId}: the gate's audit trail, written by the
// redeemTicket function and read by super_admin only.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
} from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, endsWithTheRole, NOBODY, useRulesEnv } from "./support";

const checkIn = {
  ticketId: "t1",
  eventId: "e1",
  gate: "A",
  scanId: "scan-1",
  result: "accepted",
  at: Timestamp.fromDate(new Date("2027-03-01T18:05:00Z")),
};

const h = useRulesEnv((db) => setDoc(doc(db, "checkIns", "c1"), checkIn));

describe("checkIns: access by persona", () => {
  accessMatrix(h, [
    { op: "get a check-in", allow: ["super_admin"], run: (db) => getDoc(doc(db, "checkIns", "c1")) },
    { op: "list check-ins", allow: ["super_admin"], run: (db) => getDocs(collection(db, "checkIns")) },
    {
      op: "record a check-in",
      allow: NOBODY,
      run: (db) => setDoc(doc(db, "checkIns", "c2"), { ...checkIn, scanId: "scan-2" }),
    },
    {
      op: "alter a check-in",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "checkIns", "c1"), { gate: "B" }),
    },
    { op: "delete a check-in", allow: NOBODY, run: (db) => deleteDoc(doc(db, "checkIns", "c1")) },
  ]);
});

describe("checkIns: a removed or demoted role stops at once", () => {
  endsWithTheRole(h, "super_admin", "list check-ins", (db) => getDocs(collection(db, "checkIns")));
});
