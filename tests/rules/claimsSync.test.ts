// Rules for claimsSync/{uid}: only the signed-in owner reads it (to know when
// to refresh the ID token); functions write it, no client ever does.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, SIGNED_IN, NOBODY, IDENTITIES, uidOf, useRulesEnv } from "./support";

const h = useRulesEnv(async (db) => {
  for (const who of SIGNED_IN) {
    await setDoc(doc(db, "claimsSync", IDENTITIES[who].uid), { version: 1 });
  }
  await setDoc(doc(db, "claimsSync", "uid-stranger"), { version: 1 });
});

describe("claimsSync: access by persona", () => {
  accessMatrix(h, [
    {
      op: "get own document",
      allow: SIGNED_IN,
      run: (db, who) => getDoc(doc(db, "claimsSync", uidOf(who))),
    },
    {
      op: "get another user's document",
      allow: NOBODY,
      run: (db) => getDoc(doc(db, "claimsSync", "uid-stranger")),
    },
    {
      op: "list the collection",
      allow: NOBODY,
      run: (db) => getDocs(collection(db, "claimsSync")),
    },
    {
      op: "create own document",
      allow: NOBODY,
      run: async (db, who) => {
        await h.seed((admin) => deleteDoc(doc(admin, "claimsSync", uidOf(who))));
        await setDoc(doc(db, "claimsSync", uidOf(who)), { version: 2 });
      },
    },
    {
      op: "overwrite own document",
      allow: NOBODY,
      run: (db, who) => setDoc(doc(db, "claimsSync", uidOf(who)), { version: 2 }),
    },
    {
      op: "update own document",
      allow: NOBODY,
      run: (db, who) => updateDoc(doc(db, "claimsSync", uidOf(who)), { version: 2 }),
    },
    {
      op: "delete own document",
      allow: NOBODY,
      run: (db, who) => deleteDoc(doc(db, "claimsSync", uidOf(who))),
    },
  ]);
});
