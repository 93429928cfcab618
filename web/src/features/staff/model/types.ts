// One person of the staff list as the page sees it: their role document.
import type { Role, StaffState } from "@bawwaba/common";

export interface StaffMember {
  /** The document id: the lower-cased e-mail. */
  email: string;
  /**
   * The stored role. Clients can only write the four roles (firestore.rules),
   * but a document written by other means may hold anything: it is shown as
   * unknown rather than hidden.
   */
  role: string;
  /** The name staff know them by, from their record (staffAccounts), when they have one. */
  displayName?: string;
}

/** What the role filter shows: every role, or one. */
export type RoleFilter = Role | "all";

/**
 * What the functions recorded about a staff address (`staffAccounts/{email}`):
 * invited (account made, password not set yet), active (role applied to a
 * verified account) or removed; on the emulator, the invitation's link.
 */
export interface StaffRecord {
  email: string;
  state: StaffState;
  inviteLink?: string;
  displayName?: string;
}
