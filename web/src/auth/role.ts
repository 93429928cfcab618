// How a signed-in user's role is read from the ID token's custom claims.
import { DEFAULT_ROLE, isRole, type Role } from "@bawwaba/common";

/** A role claim that is none of the four roles: it opens no page. */
export const UNKNOWN_ROLE = "unknown";
export type SessionRole = Role | typeof UNKNOWN_ROLE;

/**
 * No claim means no `userRoles` document has been mirrored: the default role
 * `user` (docs/product.md §1). A claim that is not one of the four roles is unknown.
 */
export function roleFromClaim(claim: unknown): SessionRole {
  if (claim === undefined || claim === null) return DEFAULT_ROLE;
  return isRole(claim) ? claim : UNKNOWN_ROLE;
}
