// Reading and writing role documents (`userRoles/{email}`, one field `role`).
// A function mirrors each into the person's custom claims (functions/src/roles),
// also for accounts created later. The rules are the real guard: only a
// super_admin lists and writes them, only well-formed, never their own demotion.
import {
  CALLABLES,
  COLLECTIONS,
  isStaffState,
  type InviteStaffInput,
  type InviteStaffResult,
  type RenameStaffInput,
  type Role,
  type StaffRole,
} from "@bawwaba/common";
import { collection, deleteDoc, doc, onSnapshot, setDoc, type Unsubscribe } from "firebase/firestore";
import { db } from "../../lib/firebase";
import { SERVER_CALL_TIMEOUT_MS } from "../../lib/config";
import { callFunction } from "../../lib/callFunction";
import { withTimeout } from "../../lib/withTimeout";
import { StaffWriteTimeout } from "./model/staffErrors";
import type { StaffMember, StaffRecord } from "./model/types";

const rolesCollection = collection(db, COLLECTIONS.userRoles);
const recordsCollection = collection(db, COLLECTIONS.staffAccounts);

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

/** Rejects with StaffWriteTimeout when the server has not answered in time (docs/product.md §5). */
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

/** Each staff address's state as the functions recorded it, live (super_admin only). */
export function subscribeToStaffRecords(onChange: (records: StaffRecord[]) => void, onError: (error: unknown) => void): Unsubscribe {
  return onSnapshot(
    recordsCollection,
    (snapshot) =>
      onChange(
        snapshot.docs.flatMap((record) => {
          const state: unknown = record.get("state");
          const link: unknown = record.get("inviteLink");
          const displayName: unknown = record.get("displayName");
          return isStaffState(state)
            ? [
                {
                  email: record.id,
                  state,
                  ...(typeof link === "string" && state === "invited" ? { inviteLink: link } : {}),
                  ...(typeof displayName === "string" && displayName !== "" ? { displayName } : {}),
                },
              ]
            : [];
        }),
      ),
    onError,
  );
}

/**
 * Invites `email` to `role` under `displayName`: the function makes the
 * account if needed, names it, writes the role and sends the link that sets
 * the password.
 */
export async function inviteStaff(email: string, displayName: string, role: StaffRole): Promise<void> {
  await callFunction<InviteStaffInput, InviteStaffResult>(CALLABLES.inviteStaff, { email, displayName, role });
}

/** Renames a staff member the functions have a record of. */
export async function renameStaff(email: string, displayName: string): Promise<void> {
  await callFunction<RenameStaffInput, Record<string, never>>(CALLABLES.renameStaff, { email, displayName });
}
