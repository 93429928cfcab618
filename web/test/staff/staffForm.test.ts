import { ar, inviteStaffInput } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { existingRoleOf, parseStaffEmail, planAssignment } from "../../src/features/staff/model/staffForm";
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

describe("planAssignment", () => {
  it("assigns a role to a new address, as its lower-cased id", () => {
    expect(planAssignment({ email: " New@Example.com", role: "qr_scanner" }, STAFF, ME)).toEqual({
      ok: true,
      kind: "assign",
      email: "new@example.com",
      role: "qr_scanner",
    });
  });

  it("changes the role of an address that has one, whatever its case", () => {
    expect(planAssignment({ email: "GATE@example.com", role: "sales_admin" }, STAFF, ME)).toEqual({
      ok: true,
      kind: "change",
      email: "gate@example.com",
      role: "sales_admin",
    });
  });

  it("reports a bad e-mail and a missing role together", () => {
    expect(planAssignment({ email: "nope", role: "" }, STAFF, ME)).toEqual({
      ok: false,
      errors: { email: errors.emailInvalid, role: errors.roleRequired },
    });
  });

  it.each(["owner", "Super_Admin", "admin"])("refuses the role %j, which is not one of the four", (role) => {
    expect(planAssignment({ email: "new@example.com", role }, STAFF, ME)).toEqual({
      ok: false,
      errors: { role: errors.roleRequired },
    });
  });

  it("refuses writing the role an address already has", () => {
    expect(planAssignment({ email: "gate@example.com", role: "qr_scanner" }, STAFF, ME)).toEqual({
      ok: false,
      errors: { role: errors.unchanged(ar.roles.qr_scanner) },
    });
  });

  it("refuses demoting oneself, naming the sole super_admin's situation", () => {
    expect(planAssignment({ email: "boss@example.com", role: "user" }, STAFF, ME)).toEqual({
      ok: false,
      errors: { role: ar.staff.self.onlySuperAdmin },
    });
    const twoOwners = [...STAFF, { email: "other@example.com", role: "super_admin" }];
    expect(planAssignment({ email: "boss@example.com", role: "sales_admin" }, twoOwners, ME)).toEqual({
      ok: false,
      errors: { role: ar.staff.self.notYourself },
    });
  });

  it("lets one make oneself super_admin when one's document is missing (the rules allow it)", () => {
    expect(planAssignment({ email: "boss@example.com", role: "super_admin" }, [], ME)).toMatchObject({ ok: true, kind: "assign" });
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
