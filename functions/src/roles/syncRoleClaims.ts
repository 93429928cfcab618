// Mirrors `userRoles/{email}` into the account's Auth custom claims (`role`,
// and `roleEmail`: the address the role was applied for), records which
// account the role was applied to in `staffAccounts/{email}` (functions only),
// then tells the signed-in client through `claimsSync/{uid}` so that it
// refreshes its ID token and sees the new role without signing out.
//
// Roles follow the account, not only the address: a role is re-checked for
// every account the address's record points to, so removing the role of an
// address whose account has since changed its e-mail still reaches that
// account, and an account that changed its e-mail keeps no role of its old
// address.
import { COLLECTIONS, isRole, losesStaffRights, roleDocId, type Role, type StaffState } from "@bawwaba/common";
import type { Auth, UserRecord } from "firebase-admin/auth";
import { FieldValue, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";

export type SyncOutcome =
  | { status: "no-user" }
  | { status: "unchanged"; uid: string; role: Role | null }
  | { status: "updated"; uid: string; role: Role | null };

const notFoundAsNull = (error: { code?: string }) => {
  if (error.code === "auth/user-not-found") return null;
  throw error;
};

/**
 * Brings the claims of every account concerned by the role of `email` in line
 * with the role documents as they are now: the account that has the address
 * today and the account the role was last applied to (which may have changed
 * its e-mail since). Reading the current documents (rather than trusting a
 * trigger's payload) makes out-of-order trigger runs converge on the latest role.
 * Answers the outcome for the account that has the address today.
 */
export async function syncRoleClaims(db: Firestore, auth: Auth, email: string): Promise<SyncOutcome> {
  const id = roleDocId(email);
  const [record, current] = await Promise.all([
    db.collection(COLLECTIONS.staffAccounts).doc(id).get(),
    auth.getUserByEmail(id).catch(notFoundAsNull),
  ]);
  const appliedTo: unknown = record.get("uid");
  if (typeof appliedTo === "string" && appliedTo !== current?.uid) await syncAccountRole(db, auth, appliedTo);
  // No account yet: the role applies when the account is created.
  return current ? syncAccountRole(db, auth, current.uid) : { status: "no-user" };
}

/**
 * Gives the account `uid` the role of the address it has now (only when that
 * address is verified), takes away any role it holds for another address, and
 * ends its sessions when it loses rights.
 */
export async function syncAccountRole(db: Firestore, auth: Auth, uid: string): Promise<SyncOutcome> {
  const user = await auth.getUser(uid).catch(notFoundAsNull);
  const recordsOfAccount = await db.collection(COLLECTIONS.staffAccounts).where("uid", "==", uid).get();
  if (!user) {
    await markRemoved(recordsOfAccount.docs.map((record) => record.ref));
    return { status: "no-user" };
  }
  const email = user.email ? roleDocId(user.email) : null;
  const role = email ? await roleFor(db, user, email) : null;

  // The record first, the claims after: an account never holds a role claim
  // that no record leads back to (removal finds the account through it).
  // An invitation's link has done its work once the role applies.
  if (role && email) await recordState(db, email, uid, "active", role, { inviteLink: FieldValue.delete() });

  const claims = { ...(user.customClaims ?? {}) };
  const before: unknown = claims.role ?? null;
  const changed = before !== role || (claims.roleEmail ?? null) !== (role ? email : null);
  if (changed) {
    if (role) Object.assign(claims, { role, roleEmail: email });
    else {
      delete claims.role;
      delete claims.roleEmail;
    }
    await auth.setCustomUserClaims(uid, claims);
    // Tokens already issued keep the old claim until they expire: the
    // callables and rules check the live role document, and ending the
    // refresh tokens signs the person out instead of renewing them.
    if (losesStaffRights(before, role)) await auth.revokeRefreshTokens(uid);
    await db.collection(COLLECTIONS.claimsSync).doc(uid).set({ role, updatedAt: FieldValue.serverTimestamp() });
  }

  // Records of other addresses (the account changed its e-mail), or of this
  // one when its role is gone, no longer lead to an active person.
  const stale = recordsOfAccount.docs.filter(
    (record) => (record.id !== email || !role) && record.get("state") === "active",
  );
  await markRemoved(stale.map((record) => record.ref));
  return { status: changed ? "updated" : "unchanged", uid, role };
}

/** The role of `email` for this account, if the account has proven it owns the address. */
async function roleFor(db: Firestore, user: UserRecord, email: string): Promise<Role | null> {
  const stored: unknown = (await db.collection(COLLECTIONS.userRoles).doc(email).get()).get("role");
  if (stored !== undefined && !isRole(stored)) {
    logger.warn("Ignoring a role document with an unknown role", { email, role: stored });
    return null;
  }
  if (stored === undefined) return null;
  // Sign-up with e-mail and password is open to anyone: an account that has
  // not proven it owns the address must not inherit that address's role.
  if (!user.emailVerified) {
    logger.warn("Not applying a role to an account with an unverified e-mail", { email });
    return null;
  }
  return stored;
}

/** Writes the state of the staff address `email` and the account it concerns. */
export function recordState(
  db: Firestore,
  email: string,
  uid: string,
  state: StaffState,
  role: Role | null,
  extra: Record<string, unknown> = {},
): Promise<unknown> {
  return db
    .collection(COLLECTIONS.staffAccounts)
    .doc(email)
    .set({ uid, state, role, updatedAt: FieldValue.serverTimestamp(), ...extra }, { merge: true });
}

function markRemoved(records: DocumentReference[]): Promise<unknown> {
  return Promise.all(
    records.map((record) =>
      record.update({ state: "removed" satisfies StaffState, role: null, updatedAt: FieldValue.serverTimestamp() }),
    ),
  );
}
