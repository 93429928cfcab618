import { describe, expect, it } from "vitest";
import { isStaffState, losesStaffRights } from "../src/roles";

describe("losesStaffRights", () => {
  it("is true for a removal or a move to a lower staff role", () => {
    expect(losesStaffRights("super_admin", null)).toBe(true);
    expect(losesStaffRights("super_admin", "sales_admin")).toBe(true);
    expect(losesStaffRights("sales_admin", "qr_scanner")).toBe(true);
    expect(losesStaffRights("qr_scanner", "user")).toBe(true);
    expect(losesStaffRights("qr_scanner", undefined)).toBe(true);
  });

  it("is false for a promotion, no change, or an account that had no staff role", () => {
    expect(losesStaffRights("qr_scanner", "sales_admin")).toBe(false);
    expect(losesStaffRights("sales_admin", "super_admin")).toBe(false);
    expect(losesStaffRights("sales_admin", "sales_admin")).toBe(false);
    expect(losesStaffRights("user", null)).toBe(false);
    expect(losesStaffRights(undefined, "qr_scanner")).toBe(false);
    expect(losesStaffRights("owner", null)).toBe(false);
  });
});

describe("isStaffState", () => {
  it("accepts the three states only", () => {
    expect(["invited", "active", "removed"].every(isStaffState)).toBe(true);
    expect(isStaffState("pending")).toBe(false);
    expect(isStaffState(null)).toBe(false);
  });
});
