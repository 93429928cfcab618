import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { isOwnEmail, isSelfDemotion, selfLockReason } from "../../src/features/staff/model/selfGuard";

describe("isOwnEmail", () => {
  it("matches the document id against the session's e-mail in any case", () => {
    expect(isOwnEmail("boss@example.com", "Boss@Example.COM")).toBe(true);
    expect(isOwnEmail("boss@example.com", "boss@example.com")).toBe(true);
  });

  it("does not match another address, or a session without an e-mail", () => {
    expect(isOwnEmail("boss@example.com", "boss@example.co")).toBe(false);
    expect(isOwnEmail("boss@example.com", null)).toBe(false);
    expect(isOwnEmail("boss@example.com", undefined)).toBe(false);
    expect(isOwnEmail("", "")).toBe(false);
  });
});

describe("isSelfDemotion", () => {
  it.each(["sales_admin", "qr_scanner", "user"] as const)("writing %s to one's own document is a demotion", (role) => {
    expect(isSelfDemotion("boss@example.com", role, "boss@example.com")).toBe(true);
  });

  it("keeping super_admin, or changing someone else, is not", () => {
    expect(isSelfDemotion("boss@example.com", "super_admin", "boss@example.com")).toBe(false);
    expect(isSelfDemotion("other@example.com", "user", "boss@example.com")).toBe(false);
  });
});

describe("selfLockReason", () => {
  it("tells the sole super_admin that they are the last one", () => {
    expect(selfLockReason([{ email: "boss@example.com", role: "super_admin" }, { email: "g@example.com", role: "qr_scanner" }])).toBe(
      ar.staff.self.onlySuperAdmin,
    );
    expect(selfLockReason([])).toBe(ar.staff.self.onlySuperAdmin);
  });

  it("tells one of several super_admins that another must do it", () => {
    expect(
      selfLockReason([
        { email: "boss@example.com", role: "super_admin" },
        { email: "other@example.com", role: "super_admin" },
      ]),
    ).toBe(ar.staff.self.notYourself);
  });
});
