// Role documents and the claims the mirror (functions/src/roles) gives
// accounts, for the emulator tests of roles.
import { COLLECTIONS } from "@bawwaba/common";
import { randomUUID } from "node:crypto";
import { adminAuth, adminDb, eventually } from "./emulators";

/** The role document of `email` (`userRoles/{email}`). */
export const roleDoc = (email: string) => adminDb.collection(COLLECTIONS.userRoles).doc(email);

/** The account's custom claims as Auth holds them now. */
export const claimsOf = async (uid: string): Promise<Record<string, unknown>> => (await adminAuth.getUser(uid)).customClaims ?? {};

/** An address no other test uses, named after `who` it stands for. */
export const freshEmail = (who = "staff") => `${who}-${randomUUID()}@bawwaba.test`;

/**
 * Waits until the role triggers fired before the call have run: the positive
 * sentinel for a check that they changed nothing (an unverified address gets
 * no role: docs/security.md "Staff access"), where a fixed wait would pass
 * whether or not they had run. A fresh address's role and then its verified
 * account fire both triggers (mirrorRoleToClaims, applyRoleOnSignUp) after
 * everything written before the call; the Functions emulator starts runs in
 * the order their events come and each run does the same few reads, so once
 * that account holds its role the earlier runs are over. Answers the
 * sentinel account's claims, for the caller's own check.
 */
export async function roleTriggersCaughtUp(): Promise<Record<string, unknown>> {
  const email = freshEmail("sentinel");
  await roleDoc(email).set({ role: "qr_scanner" });
  const { uid } = await adminAuth.createUser({ email, password: "sentinel-123", emailVerified: true });
  return eventually(() => claimsOf(uid), (claims) => claims.role === "qr_scanner");
}
