// Rules for orders/{orderId}: functions write every order; super_admin reads
// all, a sales_admin only the orders they sold, nobody else anything.
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

function order(sellerUid?: string): Record<string, unknown> {
  return {
    eventId: "e1",
    items: [{ ticketTypeId: "t1", quantity: 2, unitPrice: 25000 }],
    total: 50000,
    currency: "IQD",
    status: "paid",
    channel: sellerUid ? "box_office" : "online",
    ...(sellerUid ? { sellerUid } : {}),
  };
}

const h = useRulesEnv(async (db) => {
  await setDoc(doc(db, "orders", "mine"), order(SELLER));
  await setDoc(doc(db, "orders", "theirs"), order(OTHER_SELLER));
  await setDoc(doc(db, "orders", "online"), order());
});

const orders = (db: Firestore) => collection(db, "orders");

describe("orders: access by persona", () => {
  accessMatrix(h, [
    {
      op: "get an order the sales_admin sold",
      allow: ["super_admin", "sales_admin"],
      run: (db) => getDoc(doc(db, "orders", "mine")),
    },
    {
      op: "get an order another seller sold",
      allow: ["super_admin"],
      run: (db) => getDoc(doc(db, "orders", "theirs")),
    },
    {
      op: "get an online order (no seller)",
      allow: ["super_admin"],
      run: (db) => getDoc(doc(db, "orders", "online")),
    },
    {
      op: "list orders filtered on sellerUid == own uid",
      allow: ["super_admin", "sales_admin"],
      run: (db, who) => getDocs(query(orders(db), where("sellerUid", "==", uidOf(who)))),
    },
    {
      op: "list orders filtered on the sales_admin's uid",
      allow: ["super_admin", "sales_admin"],
      run: (db) => getDocs(query(orders(db), where("sellerUid", "==", SELLER))),
    },
    {
      op: "list orders filtered on another seller's uid",
      allow: ["super_admin"],
      run: (db) => getDocs(query(orders(db), where("sellerUid", "==", OTHER_SELLER))),
    },
    { op: "list all orders", allow: ["super_admin"], run: (db) => getDocs(orders(db)) },
    {
      op: "create an order in own name",
      allow: NOBODY,
      run: (db, who) => setDoc(doc(db, "orders", "new"), order(uidOf(who))),
    },
    {
      op: "update an order (refund)",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "orders", "mine"), { status: "refunded" }),
    },
    { op: "delete an order", allow: NOBODY, run: (db) => deleteDoc(doc(db, "orders", "mine")) },
  ]);
});
