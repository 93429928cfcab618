// Ordering, searching and counting the staff list: owners first, then by
// role as ROLES lists them, unknown roles last, and by e-mail within a role.
import { arPublic, foldForSearch, isRole, ROLES, type Role, staffMessages, type StaffState } from "@bawwaba/common";
import type { RoleFilter, StaffMember, StaffRecord } from "./types";

/** The Arabic name of a stored role, or what says it is unknown. */
export function roleLabel(role: string): string {
  return isRole(role) ? arPublic.roles[role] : staffMessages.list.unknownRole(role);
}

function rank(role: string): number {
  return isRole(role) ? ROLES.indexOf(role) : ROLES.length;
}

/** A sorted copy: by role rank, then by e-mail. */
export function sortStaff(members: readonly StaffMember[]): StaffMember[] {
  return [...members].sort((a, b) => rank(a.role) - rank(b.role) || a.email.localeCompare(b.email, "en"));
}

/** Whether the member's name, e-mail or role name holds the search text (any case, Arabic spelling folded). */
export function matchesSearch(member: StaffMember, search: string): boolean {
  const wanted = foldForSearch(search);
  if (wanted === "") return true;
  return [member.displayName ?? "", member.email, roleLabel(member.role)].some((text) => foldForSearch(text).includes(wanted));
}

/** The members with the names their records give them. */
export function withNames(members: readonly StaffMember[], records: readonly StaffRecord[]): StaffMember[] {
  const names = new Map(records.flatMap((record) => (record.displayName ? [[record.email, record.displayName] as const] : [])));
  return members.map((member) => {
    const displayName = names.get(member.email);
    return displayName ? { ...member, displayName } : member;
  });
}

/** The members shown for a search text and a role filter, in list order. */
export function visibleStaff(members: readonly StaffMember[], search: string, filter: RoleFilter): StaffMember[] {
  return sortStaff(members.filter((member) => (filter === "all" || member.role === filter) && matchesSearch(member, search)));
}

/** How many members hold each role (unknown roles count only in the total). */
export function countByRole(members: readonly StaffMember[]): Record<Role, number> & { all: number } {
  const counts = { all: members.length, ...Object.fromEntries(ROLES.map((role) => [role, 0])) } as Record<Role, number> & {
    all: number;
  };
  for (const member of members) if (isRole(member.role)) counts[member.role] += 1;
  return counts;
}

/**
 * The state of a person with a role document: active once the functions
 * applied the role to their verified account; until then invited (the
 * invitation's password not set yet, or no account at all yet).
 */
export function stateOf(member: StaffMember, records: readonly StaffRecord[]): { state: StaffState; inviteLink?: string } {
  const record = records.find((candidate) => candidate.email === member.email);
  if (record?.state === "active") return { state: "active" };
  return { state: "invited", ...(record?.inviteLink ? { inviteLink: record.inviteLink } : {}) };
}

/** People whose role was removed (a record, no role document any more), by e-mail. */
export function removedStaff(members: readonly StaffMember[], records: readonly StaffRecord[]): StaffRecord[] {
  const current = new Set(members.map((member) => member.email));
  return records
    .filter((record) => record.state === "removed" && !current.has(record.email))
    .sort((a, b) => a.email.localeCompare(b.email, "en"));
}
