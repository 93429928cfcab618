/** The staff roles of docs/product.md §1, in the order the UI lists them. */
export const ROLES = ["super_admin", "sales_admin", "qr_scanner", "user"] as const;

export type Role = (typeof ROLES)[number];

/** A signed-in user with no (or an unreadable) role document has this role. */
export const DEFAULT_ROLE: Role = "user";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Role documents are keyed by the lower-cased e-mail address. */
export function roleDocId(email: string): string {
  return email.trim().toLowerCase();
}

/** The roles a super_admin can invite someone to (everyone else is a `user`). */
export const STAFF_ROLES = ["super_admin", "sales_admin", "qr_scanner"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * True when going from role `from` to `to` takes rights away: a removal or a
 * move to a role below (super_admin > sales_admin > qr_scanner > none). Such
 * a change ends the person's sessions; a promotion keeps them signed in.
 */
export function losesStaffRights(from: unknown, to: unknown): boolean {
  const rank = (role: unknown) => (isStaffRole(role) ? STAFF_ROLES.length - STAFF_ROLES.indexOf(role) : 0);
  return rank(from) > 0 && rank(to) < rank(from);
}

/** The states of a staff address on `/staff` (`staffAccounts/{email}`). */
export const STAFF_STATES = ["invited", "active", "removed"] as const;
export type StaffState = (typeof STAFF_STATES)[number];

export function isStaffState(value: unknown): value is StaffState {
  return typeof value === "string" && (STAFF_STATES as readonly string[]).includes(value);
}

/**
 * Where an invitation's link sets the password: the sign-in page, which
 * handles `?mode=resetPassword&oobCode=…` (Firebase's action parameters).
 */
export const SET_PASSWORD_PATH = "/login";
