// Rules for staffAccounts/{email}: which account each staff address's role
// was applied to and the person's state (invited, active, removed). The
// /staff list reads it (super_admin); only the functions write it, since the
// claims mirror trusts its `uid` to find the account to take a role from.
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe } from "vitest";
import { accessMatrix, emailOf, endsWithTheRole, NOBODY, useRulesEnv } from "./support";

const INVITED = "invited@example.com";
const record = { uid: "uid-invited", state: "invited", role: null, inviteLink: "http://127.0.0.1:5000/login?mode=resetPassword&oobCode=x" };

const h = useRulesEnv((db) => setDoc(doc(db, "staffAccounts", INVITED), record));

describe("staffAccounts: access by persona", () => {
  accessMatrix(h, [
    { op: "get a record", allow: ["super_admin"], run: (db) => getDoc(doc(db, "staffAccounts", INVITED)) },
    { op: "list the records", allow: ["super_admin"], run: (db) => getDocs(collection(db, "staffAccounts")) },
    {
      op: "point an address's role at one's own account",
      allow: NOBODY,
      run: (db, who) =>
        setDoc(doc(db, "staffAccounts", who === "visitor" ? INVITED : emailOf(who)), { uid: "uid-any", state: "active", role: "super_admin" }),
    },
    { op: "change a state", allow: NOBODY, run: (db) => updateDoc(doc(db, "staffAccounts", INVITED), { state: "active" }) },
    { op: "delete a record", allow: NOBODY, run: (db) => deleteDoc(doc(db, "staffAccounts", INVITED)) },
  ]);
});

describe("staffAccounts: a removed or demoted role stops at once", () => {
  endsWithTheRole(h, "super_admin", "list the records", (db) => getDocs(collection(db, "staffAccounts")));
});
