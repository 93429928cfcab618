// Ordering, searching and counting the staff list: owners first, then by
// role as ROLES lists them, unknown roles last, and by e-mail within a role.
import { ar, foldForSearch, isRole, ROLES, type Role } from "@bawwaba/common";
import type { RoleFilter, StaffMember } from "./types";

/** The Arabic name of a stored role, or what says it is unknown. */
export function roleLabel(role: string): string {
  return isRole(role) ? ar.roles[role] : ar.staff.list.unknownRole(role);
}

function rank(role: string): number {
  return isRole(role) ? ROLES.indexOf(role) : ROLES.length;
}

/** A sorted copy: by role rank, then by e-mail. */
export function sortStaff(members: readonly StaffMember[]): StaffMember[] {
  return [...members].sort((a, b) => rank(a.role) - rank(b.role) || a.email.localeCompare(b.email, "en"));
}

/** Whether the member's e-mail or role name holds the search text (any case, Arabic spelling folded). */
export function matchesSearch(member: StaffMember, search: string): boolean {
  const wanted = foldForSearch(search);
  if (wanted === "") return true;
  return foldForSearch(member.email).includes(wanted) || foldForSearch(roleLabel(member.role)).includes(wanted);
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
