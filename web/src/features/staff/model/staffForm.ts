// The "assign or change a role" form: the e-mail checked with the rules the
// functions use for e-mail addresses (common/src/callables.ts `email`:
// trimmed, lower-cased, at most 254 characters, one "@" and a domain with a
// dot), which the rules' id check (firestore.rules isRoleDocId) also accepts;
// then what saving would do: invite (a new address to a staff role, with the
// name staff will know them by), assign a new role, change one, or nothing.
import { isRole, isStaffRole, MAX_PERSON_NAME_LENGTH, type Role, staffMessages } from "@bawwaba/common";
import { isSelfDemotion, selfLockReason } from "./selfGuard";
import { roleLabel } from "./staffList";
import type { StaffMember } from "./types";

// callables.ts's `email` rules restated without it: importing callables.ts
// would bring its phone schema, and with it the phone library, into
// /staff's first download; and zod itself, used here alone, would cut
// the chunk of zod other pages share in two (bench/bundle-size.mjs; see
// docs/performance.md § Libraries loaded on demand).
// web/test/staff/staffForm.test.ts checks that both agree.
/** zod's z.email pattern (zod/v4/core/regexes.js `email`). */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 254;
const messages = staffMessages.form.errors;

export type ParsedEmail = { ok: true; email: string } | { ok: false; error: string };

/** The e-mail as its role document's id (trimmed, lower-cased), or why it is refused. */
export function parseStaffEmail(input: string): ParsedEmail {
  const email = input.trim().toLowerCase();
  if (email === "") return { ok: false, error: messages.emailRequired };
  return EMAIL_PATTERN.test(email) && email.length <= MAX_EMAIL_LENGTH ? { ok: true, email } : { ok: false, error: messages.emailInvalid };
}

/** A staff member's name as the functions store it (callables.ts `staffName`: one line, trimmed, at most MAX_PERSON_NAME_LENGTH), or why it is refused. */
export function parseStaffName(input: string): { ok: true; displayName: string } | { ok: false; error: string } {
  const displayName = input.replace(/\s+/g, " ").trim();
  if (displayName === "") return { ok: false, error: messages.nameRequired };
  return displayName.length <= MAX_PERSON_NAME_LENGTH ? { ok: true, displayName } : { ok: false, error: messages.nameTooLong(MAX_PERSON_NAME_LENGTH) };
}

export interface AssignDraft {
  email: string;
  /** Asked only of an invitation (a new address to a staff role). */
  name: string;
  /** "" until a role is chosen. */
  role: string;
}

export type AssignErrors = Partial<Record<keyof AssignDraft, string>>;

export type AssignPlan =
  | { ok: true; kind: "invite"; email: string; displayName: string; role: Role }
  | { ok: true; kind: "assign" | "change"; email: string; role: Role }
  | { ok: false; errors: AssignErrors };

/**
 * What saving the form would write, checked against the list as it is now:
 * an invitation of a new address to a staff role ("invite", named), a new
 * role document ("assign", the plain user role), another role for an
 * existing one ("change"), or errors per field (including the same role
 * again, and one's own demotion, which the rules would refuse).
 */
export function planAssignment(
  draft: AssignDraft,
  members: readonly StaffMember[],
  sessionEmail: string | null | undefined,
): AssignPlan {
  const errors: AssignErrors = {};
  const email = parseStaffEmail(draft.email);
  if (!email.ok) errors.email = email.error;
  if (!isRole(draft.role)) errors.role = messages.roleRequired;
  if (!email.ok || !isRole(draft.role)) return { ok: false, errors };

  const existing = members.find((member) => member.email === email.email);
  if (existing?.role === draft.role) return { ok: false, errors: { role: messages.unchanged(roleLabel(draft.role)) } };
  if (isSelfDemotion(email.email, draft.role, sessionEmail)) return { ok: false, errors: { role: selfLockReason(members) } };
  if (existing) return { ok: true, kind: "change", email: email.email, role: draft.role };
  if (!isStaffRole(draft.role)) return { ok: true, kind: "assign", email: email.email, role: draft.role };
  const name = parseStaffName(draft.name);
  return name.ok ? { ok: true, kind: "invite", email: email.email, displayName: name.displayName, role: draft.role } : { ok: false, errors: { name: name.error } };
}

/** The role the typed e-mail already has, if it parses and has one (shown as a hint). */
export function existingRoleOf(input: string, members: readonly StaffMember[]): string | undefined {
  const email = parseStaffEmail(input);
  return email.ok ? members.find((member) => member.email === email.email)?.role : undefined;
}
