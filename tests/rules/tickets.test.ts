// Rules for tickets/{ticketId}: functions write every ticket; super_admin
// reads all, a sales_admin only the tickets they sold, nobody else anything
// (a qr_scanner redeems through a function and never reads tickets here).
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, IDENTITIES, NOBODY, uidOf, useRulesEnv } from "./support";

const SELLER = IDENTITIES.sales_admin.uid;
const OTHER_SELLER = "uid-other-seller";

function ticket(id: string, sellerUid?: string): Record<string, unknown> {
  return {
    eventId: "e1",
    ticketTypeId: "t1",
    orderId: `order-${id}`,
    code: `B1.k1.${id}.signature`,
    status: "valid",
    holderName: "أحمد",
    ...(sellerUid ? { sellerUid } : {}),
  };
}

const h = useRulesEnv(async (db) => {
  await setDoc(doc(db, "tickets", "mine"), ticket("mine", SELLER));
  await setDoc(doc(db, "tickets", "theirs"), ticket("theirs", OTHER_SELLER));
  await setDoc(doc(db, "tickets", "online"), ticket("online"));
});

const tickets = (db: Firestore) => collection(db, "tickets");

describe("tickets: access by persona", () => {
  accessMatrix(h, [
    {
      op: "get a ticket the sales_admin sold",
      allow: ["super_admin", "sales_admin"],
      run: (db) => getDoc(doc(db, "tickets", "mine")),
    },
    {
      op: "get a ticket another seller sold",
      allow: ["super_admin"],
      run: (db) => getDoc(doc(db, "tickets", "theirs")),
    },
    {
      op: "get an online ticket (no seller)",
      allow: ["super_admin"],
      run: (db) => getDoc(doc(db, "tickets", "online")),
    },
    {
      op: "list tickets filtered on sellerUid == own uid",
      allow: ["super_admin", "sales_admin"],
      run: (db, who) => getDocs(query(tickets(db), where("sellerUid", "==", uidOf(who)))),
    },
    {
      op: "list tickets filtered on another seller's uid",
      allow: ["super_admin"],
      run: (db) => getDocs(query(tickets(db), where("sellerUid", "==", OTHER_SELLER))),
    },
    {
      op: "list tickets by code (what a scanner would do)",
      allow: ["super_admin"],
      run: (db) => getDocs(query(tickets(db), where("code", "==", "B1.k1.mine.signature"))),
    },
    { op: "list all tickets", allow: ["super_admin"], run: (db) => getDocs(tickets(db)) },
    {
      op: "create a ticket in own name",
      allow: NOBODY,
      run: (db, who) => setDoc(doc(db, "tickets", "new"), ticket("new", uidOf(who))),
    },
    {
      op: "check a ticket in by hand",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "tickets", "mine"), { status: "checked_in" }),
    },
    { op: "delete a ticket", allow: NOBODY, run: (db) => deleteDoc(doc(db, "tickets", "mine")) },
  ]);
});
