import { describe, expect, it } from "vitest";
import { canAccess, ROUTES } from "../src/auth/access";
import { navLinks } from "../src/app/navigation";
import { isRegistered, isStaffPath, PAGE_ROUTES } from "../src/app/routeTable";

// docs/product.md §2 route registration, written out independently of routeTable.ts;
// /youser-payment is the payer's checkout, public.
const ALWAYS = ["/buy-tickets", "/buy-tickets/:eventId", "/my-tickets", "/invoice", "/youser-payment", "/privacy-policy", "/generate-tickets", "/qasr-ticket-creation"];
const KNOWN_NON_SALES = [
  "/dashboard", "/tickets-table", "/create-event", "/qr-scanner", "/qr-codes", "/ticket/:id",
  "/sport-tickets", "/party-tickets", "/news-tickets", "/sporonlietikat-tickets", "/family-tickets",
  "/qasr-party-tickets", "/qasr-assign-ticket", "/qasr-events-manager", "/admin-sales-editor", "/welcome",
];
const SUPER_ADMIN_ONLY = ["/yousr-pay-test", "/super-admin-bulk-tickets", "/staff", "/settings"];
const UNWRAPPED = ["/buy-tickets", "/buy-tickets/:eventId", "/my-tickets", "/invoice", "/privacy-policy", "/ticket/:id", "/youser-payment"];

const route = (path: string) => PAGE_ROUTES.find((candidate) => candidate.path === path)!;

describe("route registration", () => {
  it("has a page for every route of the spec besides / and /login", () => {
    const paths = PAGE_ROUTES.map((candidate) => candidate.path).sort();
    const expected = Object.values(ROUTES).filter((path) => path !== "/" && path !== "/login").sort();
    expect(paths).toEqual(expected);
  });

  it.each([null, "super_admin", "sales_admin", "qr_scanner", "user", "unknown"] as const)(
    "registers exactly the spec's pages for role %s",
    (role) => {
      const expected = [
        ...ALWAYS,
        ...(role !== null && role !== "sales_admin" ? KNOWN_NON_SALES : []),
        ...(role === "super_admin" ? SUPER_ADMIN_ONLY : []),
      ].sort();
      const registered = PAGE_ROUTES.filter((candidate) => isRegistered(candidate, role)).map((c) => c.path).sort();
      expect(registered).toEqual(expected);
    },
  );

  it("wraps every page in the protection except the spec's unwrapped ones", () => {
    for (const candidate of PAGE_ROUTES) {
      expect(candidate.protect, candidate.path).toBe(!UNWRAPPED.includes(candidate.path));
    }
    expect(route("/generate-tickets").protect).toBe(true);
  });

  it("knows the app's restricted paths (for sign-in redirects) but not public or unknown ones", () => {
    expect(isStaffPath("/dashboard")).toBe(true);
    expect(isStaffPath("/ticket/abc123")).toBe(true);
    expect(isStaffPath("/super-admin-bulk-tickets")).toBe(true);
    expect(isStaffPath("/buy-tickets")).toBe(false);
    expect(isStaffPath("/buy-tickets/event1")).toBe(false);
    expect(isStaffPath("/youser-payment")).toBe(false);
    expect(isStaffPath("/invoice")).toBe(false);
    expect(isStaffPath("/no-such-page")).toBe(false);
    expect(isStaffPath("/Dashboard")).toBe(false);
  });
});

describe("navigation links", () => {
  const flat = (role: Parameters<typeof navLinks>[0]) => navLinks(role).flatMap((group) => group.paths);

  it.each(["super_admin", "sales_admin", "qr_scanner", "user", "unknown"] as const)(
    "for %s link only to registered pages the role may open",
    (role) => {
      // A role with no links (user, unknown) passes with none listed.
      expect(flat(role).filter((path) => !canAccess(role, path) || !isRegistered(route(path), role))).toEqual([]);
    },
  );

  it("give each role what it can use", () => {
    expect(flat("sales_admin")).toEqual(["/generate-tickets"]);
    expect(flat("qr_scanner")).toEqual(["/qr-scanner"]);
    expect(flat("user")).toEqual([]);
    expect(flat("unknown")).toEqual([]);
    expect(flat(null)).toEqual([]);
    expect(flat("super_admin")).toHaveLength(PAGE_ROUTES.filter((candidate) => candidate.nav).length);
  });
});
