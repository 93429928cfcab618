import { describe, expect, it } from "vitest";
import { canAccess, homePathFor, isPublicPath, ROUTES } from "../src/auth/access";

// The access table of docs/product.md §2, written out independently of access.ts so
// that a change there that drifts from the spec fails here.
const SALES_ADMIN = [
  "/dashboard", "/tickets-table", "/create-event", "/generate-tickets", "/qr-scanner",
  "/qr-codes", "/sport-tickets", "/party-tickets", "/news-tickets",
  "/sporonlietikat-tickets", "/family-tickets", "/qasr-party-tickets",
  "/qasr-assign-ticket", "/qasr-events-manager", "/admin-sales-editor",
  "/yousr-pay-test", "/super-admin-bulk-tickets",
];
const ALL_PATHS = [
  "/", "/login", "/buy-tickets", "/buy-tickets/:eventId", "/my-tickets", "/invoice", "/privacy-policy", "/ticket/:id", "/welcome",
  "/youser-payment", "/qasr-ticket-creation", "/staff", "/settings", ...SALES_ADMIN,
];
const EXPECTED: Record<string, (path: string) => boolean> = {
  super_admin: () => true,
  sales_admin: (path) => SALES_ADMIN.includes(path),
  qr_scanner: (path) => path === "/qr-scanner",
  user: (path) => path === "/" || path === "/welcome",
};

describe("canAccess", () => {
  it("route constants cover every path of the spec", () => {
    expect(new Set(Object.values(ROUTES))).toEqual(new Set(ALL_PATHS));
  });

  for (const [role, allowed] of Object.entries(EXPECTED)) {
    for (const path of ALL_PATHS) {
      it(`${role} ${allowed(path) ? "may" : "may not"} open ${path}`, () => {
        expect(canAccess(role, path)).toBe(allowed(path));
      });
    }
  }

  it.each(["admin", "SUPER_ADMIN", "Super_Admin", "superadmin", "visitor", " user", "user ", "__proto__", "toString"])(
    "an unknown role %j may open nothing",
    (role) => {
      for (const path of ALL_PATHS) expect(canAccess(role, path)).toBe(false);
    },
  );

  it("the organiser's settings (/settings) are for super_admin only", () => {
    expect(canAccess("super_admin", ROUTES.settings)).toBe(true);
    for (const role of ["sales_admin", "qr_scanner", "user", "admin"]) expect(canAccess(role, "/settings")).toBe(false);
  });

  it("staff management (/staff) is for super_admin only", () => {
    expect(canAccess("super_admin", ROUTES.staff)).toBe(true);
    for (const role of ["sales_admin", "qr_scanner", "user", "admin"]) expect(canAccess(role, "/staff")).toBe(false);
  });

  it("refuses a missing role or path", () => {
    expect(canAccess(null, "/dashboard")).toBe(false);
    expect(canAccess(undefined, "/dashboard")).toBe(false);
    expect(canAccess("", "/dashboard")).toBe(false);
    expect(canAccess("super_admin", null)).toBe(false);
    expect(canAccess("super_admin", undefined)).toBe(false);
    expect(canAccess("super_admin", "")).toBe(false);
  });

  it.each([
    ["sales_admin", "/Dashboard"],
    ["sales_admin", "/dashboard/"],
    ["sales_admin", "dashboard"],
    ["sales_admin", "/dashboard?x=1"],
    ["sales_admin", "/dashboard/extra"],
    ["sales_admin", "/DASHBOARD"],
    ["qr_scanner", "/qr-scanner/"],
    ["qr_scanner", "/QR-Scanner"],
    ["qr_scanner", "/qr-scanner-x"],
    ["user", "/welcome/"],
    ["user", "/Welcome"],
    ["user", "//"],
  ])("%s may not open the near-miss %s", (role, path) => {
    expect(canAccess(role, path)).toBe(false);
  });
});

describe("homePathFor", () => {
  it.each([
    ["super_admin", "/dashboard"],
    ["sales_admin", "/generate-tickets"],
    ["qr_scanner", "/qr-scanner"],
    ["user", "/welcome"],
  ])("%s lands on %s, a page it may open", (role, home) => {
    expect(homePathFor(role)).toBe(home);
    expect(canAccess(role, home)).toBe(true);
  });

  it.each([null, undefined, "", "admin"])("%j has no home page", (role) => {
    expect(homePathFor(role)).toBeNull();
  });
});

describe("isPublicPath", () => {
  it("knows the public pages and a waiting-list offer's link, not the staff pages", () => {
    for (const path of ["/", "/buy-tickets", "/my-tickets", "/invoice", "/privacy-policy", "/buy-tickets/ev1"]) expect(isPublicPath(path), path).toBe(true);
    for (const path of ["/dashboard", "/buy-ticketsx", "/create-event", "/login"]) expect(isPublicPath(path), path).toBe(false);
  });
});
