// Rules for orders/{orderId}: functions write every order; super_admin reads
// all, a sales_admin only the orders they sold, nobody else anything.
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { describe } from "vitest";
import { OTHER_SELLER, SEEDED, SELLER, sellerScopedRows } from "./sellerScoped";
import { accessMatrix, endsWithTheRole, NOBODY, useRulesEnv } from "./support";

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
  await setDoc(doc(db, "orders", SEEDED.mine), order(SELLER));
  await setDoc(doc(db, "orders", SEEDED.theirs), order(OTHER_SELLER));
  await setDoc(doc(db, "orders", SEEDED.online), order());
});

describe("orders: access by persona", () => {
  accessMatrix(h, [
    ...sellerScopedRows("orders", "an order", (_id, sellerUid) => order(sellerUid)),
    {
      op: "list orders filtered on the sales_admin's uid",
      allow: ["super_admin", "sales_admin"],
      run: (db) => getDocs(query(collection(db, "orders"), where("sellerUid", "==", SELLER))),
    },
    {
      op: "update an order (refund)",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "orders", SEEDED.mine), { status: "refunded" }),
    },
  ]);
});

describe("orders: a removed or demoted role stops at once", () => {
  endsWithTheRole(h, "super_admin", "get any order", (db) => getDoc(doc(db, "orders", SEEDED.theirs)));
  endsWithTheRole(h, "sales_admin", "get an order one sold", (db) => getDoc(doc(db, "orders", SEEDED.mine)));
  endsWithTheRole(h, "sales_admin", "list the orders one sold", (db) =>
    getDocs(query(collection(db, "orders"), where("sellerUid", "==", SELLER))),
  );
});
