// Reading and writing role documents (`userRoles/{email}`, one field `role`).
// A function mirrors each into the person's custom claims (functions/src/roles),
// also for accounts created later. The rules are the real guard: only a
// super_admin lists and writes them, only well-formed, never their own demotion.
import { COLLECTIONS, type Role } from "@bawwaba/common";
import { collection, deleteDoc, doc, onSnapshot, setDoc, type Unsubscribe } from "firebase/firestore";
import { db } from "../../app/firebase";
import { SERVER_CALL_TIMEOUT_MS } from "../../app/config";
import { withTimeout } from "../../lib/withTimeout";
import { StaffWriteTimeout } from "./model/staffErrors";
import type { StaffMember } from "./model/types";

const rolesCollection = collection(db, COLLECTIONS.userRoles);

/**
 * Every role document, live (a staff list is small: no paging). An empty
 * answer from the local cache is not an answer yet: the server has at least
 * the reader's own document.
 */
export function subscribeToStaff(onChange: (members: StaffMember[]) => void, onError: (error: unknown) => void): Unsubscribe {
  return onSnapshot(
    rolesCollection,
    (snapshot) => {
      if (snapshot.empty && snapshot.metadata.fromCache) return;
      onChange(snapshot.docs.map((role) => ({ email: role.id, role: String(role.get("role") ?? "") })));
    },
    onError,
  );
}

/** Rejects with StaffWriteTimeout when the server has not answered in time (SPEC.md §5). */
function withServerTimeout(write: Promise<void>): Promise<void> {
  return withTimeout(write, SERVER_CALL_TIMEOUT_MS, () => new StaffWriteTimeout());
}

/** Assigns or changes the role of `email` (already a document id: trimmed, lower-cased). */
export function setStaffRole(email: string, role: Role): Promise<void> {
  return withServerTimeout(setDoc(doc(rolesCollection, email), { role }));
}

/** Removes the role document: the person becomes a plain `user`. */
export function removeStaffRole(email: string): Promise<void> {
  return withServerTimeout(deleteDoc(doc(rolesCollection, email)));
}
