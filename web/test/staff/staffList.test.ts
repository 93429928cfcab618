import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import {
  countByRole,
  matchesSearch,
  removedStaff,
  roleLabel,
  sortStaff,
  stateOf,
  visibleStaff,
  withNames,
} from "../../src/features/staff/model/staffList";
import type { StaffMember, StaffRecord } from "../../src/features/staff/model/types";

const STAFF: StaffMember[] = [
  { email: "zaid@example.com", role: "qr_scanner" },
  { email: "odd@example.com", role: "owner" },
  { email: "sara@example.com", role: "super_admin" },
  { email: "amal@example.com", role: "qr_scanner" },
  { email: "khaled@example.com", role: "sales_admin" },
  { email: "yusuf@example.com", role: "user" },
  { email: "adam@example.com", role: "super_admin" },
];

const emails = (members: StaffMember[]) => members.map((member) => member.email);

describe("roleLabel", () => {
  it("names the four roles in Arabic", () => {
    expect(roleLabel("qr_scanner")).toBe(ar.roles.qr_scanner);
    expect(roleLabel("super_admin")).toBe(ar.roles.super_admin);
  });

  it.each(["owner", "", "Super_Admin"])("says %j is unknown, showing the stored value", (role) => {
    expect(roleLabel(role)).toBe(ar.staff.list.unknownRole(role));
  });
});

describe("sortStaff", () => {
  it("puts owners first, then the roles in ROLES order, unknown last, by e-mail within a role", () => {
    expect(emails(sortStaff(STAFF))).toEqual([
      "adam@example.com",
      "sara@example.com",
      "khaled@example.com",
      "amal@example.com",
      "zaid@example.com",
      "yusuf@example.com",
      "odd@example.com",
    ]);
  });

  it("leaves its input as it was", () => {
    const copy = [...STAFF];
    sortStaff(STAFF);
    expect(STAFF).toEqual(copy);
  });
});

describe("searching and filtering", () => {
  it("finds by part of the e-mail, in any case", () => {
    expect(matchesSearch(STAFF[0]!, "ZAID")).toBe(true);
    expect(matchesSearch(STAFF[0]!, "sara")).toBe(false);
  });

  it("finds by the Arabic role name, whatever the spelling of hamza or diacritics", () => {
    const scanner = STAFF[0]!;
    expect(matchesSearch(scanner, ar.roles.qr_scanner)).toBe(true);
    expect(matchesSearch({ email: "x@example.com", role: "super_admin" }, "مُدير")).toBe(true);
    expect(matchesSearch(scanner, ar.roles.sales_admin)).toBe(false);
  });

  it("finds by the name the staff record gives, which withNames joins to the role documents", () => {
    const records: StaffRecord[] = [
      { email: "zaid@example.com", state: "active", displayName: "زيد العتيبي" },
      { email: "amal@example.com", state: "invited" },
    ];
    const named = withNames(STAFF, records);
    expect(named[0]).toEqual({ email: "zaid@example.com", role: "qr_scanner", displayName: "زيد العتيبي" });
    expect(named[3]).toEqual(STAFF[3]);
    expect(matchesSearch(named[0]!, "العتيبى")).toBe(true);
    expect(matchesSearch(named[3]!, "العتيبي")).toBe(false);
  });

  it("shows everyone for a blank search", () => {
    expect(visibleStaff(STAFF, "   ", "all")).toHaveLength(STAFF.length);
  });

  it("combines the search with the role filter, in list order", () => {
    expect(emails(visibleStaff(STAFF, "", "qr_scanner"))).toEqual(["amal@example.com", "zaid@example.com"]);
    expect(emails(visibleStaff(STAFF, "zaid", "qr_scanner"))).toEqual(["zaid@example.com"]);
    expect(visibleStaff(STAFF, "zaid", "super_admin")).toEqual([]);
  });
});

describe("countByRole", () => {
  it("counts each role; unknown roles only in the total", () => {
    expect(countByRole(STAFF)).toEqual({ all: 7, super_admin: 2, sales_admin: 1, qr_scanner: 2, user: 1 });
  });

  it("counts zero of everything in an empty list", () => {
    expect(countByRole([])).toEqual({ all: 0, super_admin: 0, sales_admin: 0, qr_scanner: 0, user: 0 });
  });
});

describe("a person's state", () => {
  const records: StaffRecord[] = [
    { email: "sara@example.com", state: "active" },
    { email: "zaid@example.com", state: "invited", inviteLink: "http://127.0.0.1:5000/login?mode=resetPassword&oobCode=x" },
    { email: "gone@example.com", state: "removed" },
    { email: "yusuf@example.com", state: "removed" },
  ];

  it("is active once the functions applied the role, invited (with the link) until then", () => {
    expect(stateOf(STAFF[2]!, records)).toEqual({ state: "active" });
    expect(stateOf(STAFF[0]!, records)).toEqual({ state: "invited", inviteLink: records[1]!.inviteLink });
    // A role written for an address with no account yet: waiting like an invitation.
    expect(stateOf(STAFF[4]!, records)).toEqual({ state: "invited" });
  });

  it("lists as removed only those whose role document is gone", () => {
    // yusuf@ has a role document again (given a role anew): not removed.
    expect(removedStaff(STAFF, records)).toEqual([records[2]]);
  });
});
