import { describe, expect, it } from "vitest";
import { roleFromClaim, UNKNOWN_ROLE } from "../src/auth/role";

describe("roleFromClaim", () => {
  it("gives the default role user when the token has no role claim", () => {
    expect(roleFromClaim(undefined)).toBe("user");
    expect(roleFromClaim(null)).toBe("user");
  });

  it.each(["super_admin", "sales_admin", "qr_scanner", "user"])("keeps the role %s", (role) => {
    expect(roleFromClaim(role)).toBe(role);
  });

  it.each(["owner", "", "SUPER_ADMIN", 42, true, {}, ["super_admin"]])("treats %j as an unknown role", (claim) => {
    expect(roleFromClaim(claim)).toBe(UNKNOWN_ROLE);
  });
});
