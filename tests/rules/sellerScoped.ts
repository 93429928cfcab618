// Orders and tickets share one rule (canReadSale in firestore.rules): the
// owner-manager reads all, a sales_admin only what they sold (`sellerUid`),
// nobody else anything, and no client writes. These rows check it for
// either collection; each collection's test file adds its own cases.
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from "firebase/firestore";
import { IDENTITIES, NOBODY, uidOf, type MatrixRow } from "./support";

export const SELLER = IDENTITIES.sales_admin.uid;
export const OTHER_SELLER = "uid-other-seller";

/** Ids of the documents `sellerScopedRows` expects to be seeded: sold by the sales_admin, by another seller, online (no seller). */
export const SEEDED = { mine: "mine", theirs: "theirs", online: "online" } as const;

/**
 * The rows every seller-scoped collection must pass. `noun` names one
 * document in the operation's description; `make(id, sellerUid?)` builds one.
 */
export function sellerScopedRows(
  collectionName: string,
  noun: string,
  make: (id: string, sellerUid?: string) => Record<string, unknown>,
): MatrixRow[] {
  const all = (db: Parameters<MatrixRow["run"]>[0]) => collection(db, collectionName);
  const one = (db: Parameters<MatrixRow["run"]>[0], id: string) => doc(db, collectionName, id);
  return [
    { op: `get ${noun} the sales_admin sold`, allow: ["super_admin", "sales_admin"], run: (db) => getDoc(one(db, SEEDED.mine)) },
    { op: `get ${noun} another seller sold`, allow: ["super_admin"], run: (db) => getDoc(one(db, SEEDED.theirs)) },
    { op: `get ${noun} sold online (no seller)`, allow: ["super_admin"], run: (db) => getDoc(one(db, SEEDED.online)) },
    {
      op: `list ${collectionName} filtered on sellerUid == own uid`,
      allow: ["super_admin", "sales_admin"],
      run: (db, who) => getDocs(query(all(db), where("sellerUid", "==", uidOf(who)))),
    },
    {
      op: `list ${collectionName} filtered on another seller's uid`,
      allow: ["super_admin"],
      run: (db) => getDocs(query(all(db), where("sellerUid", "==", OTHER_SELLER))),
    },
    { op: `list all ${collectionName}`, allow: ["super_admin"], run: (db) => getDocs(all(db)) },
    {
      op: `create ${noun} in own name`,
      allow: NOBODY,
      run: (db, who) => setDoc(one(db, "new"), make("new", uidOf(who))),
    },
    { op: `delete ${noun}`, allow: NOBODY, run: (db) => deleteDoc(one(db, SEEDED.mine)) },
  ];
}
