// Deny by default: collections and sub-collections the rules do not name are
// closed to every client, super_admin included.
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, eventData, NOBODY, ticketTypeData, useRulesEnv, type MatrixRow } from "./support";

// Unlisted paths, some of them under documents that are themselves public.
const PATHS = [
  "secrets/x",
  "events/published/secrets/x",
  "events/published/inventory/t1_0/entries/x",
  "userRoles/boss@example.com/notes/x",
  "orders/o1/items/x",
  "tickets/t1/notes/x",
  "ticketKeys/k1/private/x",
  // A phone's holds per event (it names the buyer's phone) and the refused-notification counters: functions only.
  "events/published/buyerHolds/966551234567",
  "paymentRefusals/yousr",
  // Checkouts to close at the payment provider once their order's hold ended: functions only.
  "checkoutClosures/o1",
];

const h = useRulesEnv(async (db) => {
  await setDoc(doc(db, "events", "published"), eventData({ status: "published" }));
  await setDoc(doc(db, "events", "published", "ticketTypes", "t1"), ticketTypeData());
  await setDoc(doc(db, "events", "published", "inventory", "t1_0"), {
    ticketTypeId: "t1",
    index: 0,
    allotment: 100,
    sold: 0,
  });
  for (const path of PATHS) await setDoc(doc(db, path), { value: 1 });
});

function rowsFor(path: string): MatrixRow[] {
  const parent = path.slice(0, path.lastIndexOf("/"));
  return [
    { op: `get ${path}`, allow: NOBODY, run: (db) => getDoc(doc(db, path)) },
    { op: `list ${parent}`, allow: NOBODY, run: (db) => getDocs(collection(db, parent)) },
    { op: `create ${parent}/new`, allow: NOBODY, run: (db) => setDoc(doc(db, `${parent}/new`), { value: 2 }) },
    { op: `update ${path}`, allow: NOBODY, run: (db) => updateDoc(doc(db, path), { value: 2 }) },
    { op: `delete ${path}`, allow: NOBODY, run: (db) => deleteDoc(doc(db, path)) },
  ];
}

describe("unlisted paths are denied to everyone", () => {
  accessMatrix(h, PATHS.flatMap(rowsFor));
});

describe("collection-group queries are not opened by the nested rules", () => {
  accessMatrix(h, [
    ...["ticketTypes", "inventory", "history"].map(
      (group): MatrixRow => ({
        op: `collection-group query on ${group}`,
        allow: NOBODY,
        run: (db) => getDocs(collectionGroup(db, group)),
      }),
    ),
  ]);
});
