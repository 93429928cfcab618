/** The staff roles of SPEC.md §1, in the order the UI lists them. */
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
