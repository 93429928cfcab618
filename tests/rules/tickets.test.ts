// Rules for tickets/{ticketId}: functions write every ticket; super_admin
// reads all, a sales_admin only the tickets they sold, nobody else anything
// (a qr_scanner redeems through a function and never reads tickets here).
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { describe } from "vitest";
import { OTHER_SELLER, SEEDED, SELLER, sellerScopedRows } from "./sellerScoped";
import { accessMatrix, endsWithTheRole, NOBODY, useRulesEnv } from "./support";

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
  for (const [id, sellerUid] of [[SEEDED.mine, SELLER], [SEEDED.theirs, OTHER_SELLER], [SEEDED.online, undefined]] as const) {
    await setDoc(doc(db, "tickets", id), ticket(id, sellerUid));
  }
});

describe("tickets: access by persona", () => {
  accessMatrix(h, [
    ...sellerScopedRows("tickets", "a ticket", ticket),
    {
      op: "list tickets by code (what a scanner would do)",
      allow: ["super_admin"],
      run: (db) => getDocs(query(collection(db, "tickets"), where("code", "==", "B1.k1.mine.signature"))),
    },
    {
      op: "check a ticket in by hand",
      allow: NOBODY,
      run: (db) => updateDoc(doc(db, "tickets", SEEDED.mine), { status: "checked_in" }),
    },
  ]);
});

describe("tickets: a removed or demoted role stops at once", () => {
  endsWithTheRole(h, "super_admin", "get any ticket", (db) => getDoc(doc(db, "tickets", SEEDED.theirs)));
  endsWithTheRole(h, "sales_admin", "get a ticket one sold", (db) => getDoc(doc(db, "tickets", SEEDED.mine)));
});
