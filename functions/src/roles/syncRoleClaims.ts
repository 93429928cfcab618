// Mirrors `userRoles/{email}` into the user's Auth custom claims (`role`), then
// tells the signed-in client through `claimsSync/{uid}` so that it refreshes
// its ID token and sees the new role without signing out.
import { COLLECTIONS, isRole, roleDocId, type Role } from "@bawwaba/common";
import type { Auth } from "firebase-admin/auth";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";

export type SyncOutcome =
  | { status: "no-user" }
  | { status: "unchanged"; uid: string; role: Role | null }
  | { status: "updated"; uid: string; role: Role | null };

/**
 * Brings the claims of the account with `email` in line with its role document
 * as it is now. Reading the current document (rather than trusting a trigger's
 * payload) makes out-of-order trigger runs converge on the latest role.
 */
export async function syncRoleClaims(db: Firestore, auth: Auth, email: string): Promise<SyncOutcome> {
  const id = roleDocId(email);
  // The role first, the account (with its other claims) right before they
  // are written: Auth has no transactions, so a claim set by someone else in
  // between would be overwritten; the later the read, the smaller that window.
  const snapshot = await db.collection(COLLECTIONS.userRoles).doc(id).get();
  const user = await auth.getUserByEmail(id).catch((error: { code?: string }) => {
    if (error.code === "auth/user-not-found") return null;
    throw error;
  });
  // No account yet: the role applies when the account is created.
  if (!user) return { status: "no-user" };

  const stored: unknown = snapshot.get("role");
  if (snapshot.exists && !isRole(stored)) {
    logger.warn("Ignoring a role document with an unknown role", { email: id, role: stored });
  }
  // Sign-up with e-mail and password is open to anyone: an account that has
  // not proven it owns the address must not inherit that address's role.
  if (isRole(stored) && !user.emailVerified) {
    logger.warn("Not applying a role to an account with an unverified e-mail", { email: id });
  }
  const role = isRole(stored) && user.emailVerified ? stored : null;

  const claims = { ...(user.customClaims ?? {}) };
  if ((claims.role ?? null) === role) return { status: "unchanged", uid: user.uid, role };
  if (role) claims.role = role;
  else delete claims.role;

  await auth.setCustomUserClaims(user.uid, claims);
  await db
    .collection(COLLECTIONS.claimsSync)
    .doc(user.uid)
    .set({ role, updatedAt: FieldValue.serverTimestamp() });
  return { status: "updated", uid: user.uid, role };
}
