// Rules for tickets/{ticketId}/history/{entryId}: the append-only change log
// of a ticket (issued, assigned, reissued), written only by the functions.
// An audit trail for super_admin alone: not even the seller of the ticket,
// who may read the ticket itself, reads its history.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, IDENTITIES, NOBODY, uidOf, useRulesEnv } from "./support";

const SELLER = IDENTITIES.sales_admin.uid;

function entry(action: string, byUid: string, generation: number): Record<string, unknown> {
  return {
    action,
    at: Timestamp.fromDate(new Date("2027-01-10T10:00:00Z")),
    byUid,
    after: { holderName: "أحمد", generation },
  };
}

const h = useRulesEnv(async (db) => {
  // A ticket the sales_admin sold, and its log.
  await setDoc(doc(db, "tickets", "mine"), {
    eventId: "e1",
    ticketTypeId: "t1",
    orderId: "order-mine",
    code: "B1.k1.mine.signature",
    status: "valid",
    sellerUid: SELLER,
  });
  await setDoc(doc(db, "tickets", "mine", "history", "h1"), entry("issued", SELLER, 0));
  await setDoc(doc(db, "tickets", "mine", "history", "h2"), entry("reissued", IDENTITIES.super_admin.uid, 1));
  // A log whose ticket document does not exist (any more).
  await setDoc(doc(db, "tickets", "gone", "history", "h1"), entry("issued", SELLER, 0));
});

const history = (db: Firestore, ticketId = "mine") => collection(db, "tickets", ticketId, "history");
const item = (db: Firestore, entryId = "h1", ticketId = "mine") => doc(db, "tickets", ticketId, "history", entryId);

describe("ticket history: reads by persona", () => {
  accessMatrix(h, [
    { op: "get an entry of a ticket the sales_admin sold", allow: ["super_admin"], run: (db) => getDoc(item(db)) },
    {
      op: "get an entry of a ticket that is gone",
      allow: ["super_admin"],
      run: (db) => getDoc(item(db, "h1", "gone")),
    },
    { op: "get a missing entry", allow: ["super_admin"], run: (db) => getDoc(item(db, "h9")) },
    { op: "list a ticket's history", allow: ["super_admin"], run: (db) => getDocs(history(db)) },
    {
      op: "list a ticket's history in order",
      allow: ["super_admin"],
      run: (db) => getDocs(query(history(db), orderBy("at", "desc"))),
    },
  ]);
});

describe("ticket history: append-only for the functions, no client writes", () => {
  accessMatrix(h, [
    {
      op: "append an entry in own name",
      allow: NOBODY,
      run: (db, who) => setDoc(item(db, "h3"), entry("assigned", uidOf(who), 1)),
    },
    {
      op: "rewrite who made an entry",
      allow: NOBODY,
      run: (db, who) => updateDoc(item(db), { byUid: uidOf(who) }),
    },
    {
      op: "overwrite an entry with set()",
      allow: NOBODY,
      run: (db) => setDoc(item(db), entry("assigned", SELLER, 0)),
    },
    { op: "delete an entry", allow: NOBODY, run: (db) => deleteDoc(item(db)) },
  ]);
});
