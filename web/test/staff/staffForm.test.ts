import { ar, inviteStaffInput, MAX_PERSON_NAME_LENGTH } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { existingRoleOf, parseStaffEmail, parseStaffName, planAssignment } from "../../src/features/staff/model/staffForm";
import type { StaffMember } from "../../src/features/staff/model/types";

const errors = ar.staff.form.errors;
const ME = "Boss@Example.com";
const STAFF: StaffMember[] = [
  { email: "boss@example.com", role: "super_admin" },
  { email: "gate@example.com", role: "qr_scanner" },
];

describe("parseStaffEmail", () => {
  it("trims and lower-cases the address (the document id)", () => {
    expect(parseStaffEmail("  New.Staff@Example.COM ")).toEqual({ ok: true, email: "new.staff@example.com" });
  });

  it.each(["", "   "])("asks for an address when %j is given", (input) => {
    expect(parseStaffEmail(input)).toEqual({ ok: false, error: errors.emailRequired });
  });

  it.each([
    "someone",
    "someone@example",
    "some one@example.com",
    "a@b@example.com",
    "@example.com",
    "someone@",
    `${"a".repeat(243)}@example.com`,
  ])("refuses %j", (input) => {
    expect(parseStaffEmail(input)).toEqual({ ok: false, error: errors.emailInvalid });
  });

  it("accepts the longest address the rules accept (254 characters)", () => {
    expect(parseStaffEmail(`${"a".repeat(242)}@example.com`).ok).toBe(true);
  });

  // The form restates the functions' e-mail rules rather than importing callables.ts (staffForm.ts says why).
  it.each([
    "  New.Staff@Example.COM ",
    "o'brien+gate@mail.example.sa",
    "first_last-1@sub-domain.example.co",
    "someone",
    "someone@example",
    "some one@example.com",
    "a@b@example.com",
    "@example.com",
    "someone@",
    ".dot@example.com",
    "dot.@example.com",
    "two..dots@example.com",
    "someone@-example.com",
    "someone@example.c",
    "سارة@example.com",
    `${"a".repeat(242)}@example.com`,
    `${"a".repeat(243)}@example.com`,
  ])("judges %j as the invitation's schema does", (input) => {
    const functions = inviteStaffInput.shape.email.safeParse(input);
    const form = parseStaffEmail(input);
    expect(form.ok).toBe(functions.success);
    if (form.ok && functions.success) expect(form.email).toBe(functions.data);
  });
});

describe("parseStaffName", () => {
  it.each(["سعاد", "  سعاد   الحربي  ", "", "   ", "ن".repeat(MAX_PERSON_NAME_LENGTH), "ن".repeat(MAX_PERSON_NAME_LENGTH + 1), "Ali\tSaleh"])(
    "judges %j as the invitation's schema does",
    (input) => {
      const functions = inviteStaffInput.shape.displayName.safeParse(input);
      const form = parseStaffName(input);
      expect(form.ok).toBe(functions.success);
      if (form.ok && functions.success) expect(form.displayName).toBe(functions.data);
    },
  );
});

describe("planAssignment", () => {
  it("invites a new address to a staff role, as its lower-cased id, under the name typed", () => {
    expect(planAssignment({ email: " New@Example.com", name: "  سعاد   الحربي ", role: "qr_scanner" }, STAFF, ME)).toEqual({
      ok: true,
      kind: "invite",
      email: "new@example.com",
      displayName: "سعاد الحربي",
      role: "qr_scanner",
    });
  });

  it("asks an invitation for a name, of at most the functions' length", () => {
    expect(planAssignment({ email: "new@example.com", name: "  ", role: "qr_scanner" }, STAFF, ME)).toEqual({
      ok: false,
      errors: { name: errors.nameRequired },
    });
    expect(planAssignment({ email: "new@example.com", name: "ن".repeat(MAX_PERSON_NAME_LENGTH + 1), role: "sales_admin" }, STAFF, ME)).toEqual({
      ok: false,
      errors: { name: errors.nameTooLong(MAX_PERSON_NAME_LENGTH) },
    });
  });

  it("gives a new address the plain user role without a name, and changes a role without one", () => {
    expect(planAssignment({ email: "new@example.com", name: "", role: "user" }, STAFF, ME)).toEqual({
      ok: true,
      kind: "assign",
      email: "new@example.com",
      role: "user",
    });
  });

  it("changes the role of an address that has one, whatever its case", () => {
    expect(planAssignment({ email: "GATE@example.com", name: "", role: "sales_admin" }, STAFF, ME)).toEqual({
      ok: true,
      kind: "change",
      email: "gate@example.com",
      role: "sales_admin",
    });
  });

  it("reports a bad e-mail and a missing role together", () => {
    expect(planAssignment({ email: "nope", name: "", role: "" }, STAFF, ME)).toEqual({
      ok: false,
      errors: { email: errors.emailInvalid, role: errors.roleRequired },
    });
  });

  it.each(["owner", "Super_Admin", "admin"])("refuses the role %j, which is not one of the four", (role) => {
    expect(planAssignment({ email: "new@example.com", name: "", role }, STAFF, ME)).toEqual({
      ok: false,
      errors: { role: errors.roleRequired },
    });
  });

  it("refuses writing the role an address already has", () => {
    expect(planAssignment({ email: "gate@example.com", name: "", role: "qr_scanner" }, STAFF, ME)).toEqual({
      ok: false,
      errors: { role: errors.unchanged(ar.roles.qr_scanner) },
    });
  });

  it("refuses demoting oneself, naming the sole super_admin's situation", () => {
    expect(planAssignment({ email: "boss@example.com", name: "", role: "user" }, STAFF, ME)).toEqual({
      ok: false,
      errors: { role: ar.staff.self.onlySuperAdmin },
    });
    const twoOwners = [...STAFF, { email: "other@example.com", role: "super_admin" }];
    expect(planAssignment({ email: "boss@example.com", name: "", role: "sales_admin" }, twoOwners, ME)).toEqual({
      ok: false,
      errors: { role: ar.staff.self.notYourself },
    });
  });

  it("lets one make oneself super_admin when one's document is missing (the rules allow it)", () => {
    expect(planAssignment({ email: "boss@example.com", name: "المالك", role: "super_admin" }, [], ME)).toMatchObject({ ok: true, kind: "invite" });
  });
});

describe("existingRoleOf", () => {
  it("gives the stored role of a typed address, in any case", () => {
    expect(existingRoleOf(" Gate@Example.com ", STAFF)).toBe("qr_scanner");
  });

  it("gives nothing for a new or malformed address", () => {
    expect(existingRoleOf("new@example.com", STAFF)).toBeUndefined();
    expect(existingRoleOf("gate", STAFF)).toBeUndefined();
  });
});
