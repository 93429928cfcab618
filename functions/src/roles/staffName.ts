// The name staff know a colleague by (docs/product.md "Staff"): kept on the
// staff record `staffAccounts/{email}`, which the dashboard and /staff read
// (super_admin), and on the Auth account, so that what Firebase sends in the
// person's name (e-mails, the console) agrees. Set at invitation, changed by
// renameStaff.
import { ar, COLLECTIONS, roleDocId } from "@bawwaba/common";
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";

/** Names the account `uid` of `email` (a role document id) `displayName`. */
export async function nameStaff(db: Firestore, auth: Auth, email: string, uid: string, displayName: string): Promise<void> {
  await db.collection(COLLECTIONS.staffAccounts).doc(email).set({ displayName }, { merge: true });
  await auth.updateUser(uid, { displayName });
}

/** Renames a staff member the functions have recorded; not-found for any other address. */
export async function renameStaff(db: Firestore, auth: Auth, input: { email: string; displayName: string }): Promise<void> {
  const email = roleDocId(input.email);
  const record = await db.collection(COLLECTIONS.staffAccounts).doc(email).get();
  const uid: unknown = record.get("uid");
  if (!record.exists || typeof uid !== "string") throw new HttpsError("not-found", ar.errors.staffUnknown);
  await nameStaff(db, auth, email, uid, input.displayName);
}
