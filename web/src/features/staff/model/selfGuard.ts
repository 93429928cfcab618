// The signed-in super_admin may neither demote nor remove themselves
// (firestore.rules refuses it): so there is always a super_admin left, and
// the last one can never lock everyone out. The page disables those controls
// and says why; this decides when, and with which words.
import { roleDocId, type Role, staffMessages } from "@bawwaba/common";
import type { StaffMember } from "./types";

/** Whether `email` (a document id) is the signed-in person's own role document. */
export function isOwnEmail(email: string, sessionEmail: string | null | undefined): boolean {
  return Boolean(sessionEmail) && roleDocId(sessionEmail ?? "") === email;
}

/** Why the own row is locked: the sole super_admin is told so, as that is what is at stake. */
export function selfLockReason(members: readonly StaffMember[]): string {
  const superAdmins = members.filter((member) => member.role === "super_admin").length;
  return superAdmins <= 1 ? staffMessages.self.onlySuperAdmin : staffMessages.self.notYourself;
}

/**
 * Whether writing `role` to `email` is a change of one's own role the rules
 * refuse: anything but super_admin on one's own document.
 */
export function isSelfDemotion(email: string, role: Role, sessionEmail: string | null | undefined): boolean {
  return isOwnEmail(email, sessionEmail) && role !== "super_admin";
}
