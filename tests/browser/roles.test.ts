// Signing in as each demo role: where it lands, what the navigation offers,
// which pages open and which send it away (docs/product.md §2), in Arabic RTL.
import { ar, CATALOGUE_PATH, type Catalogue } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canAccess } from "../../web/src/auth/access";
import { DESKTOP, horizontalOverflow, pageHeading, PHONE, screenshot, signIn } from "../support/browser";
import { demoAccount, useDemoBrowser } from "../support/demo";

const openPage = useDemoBrowser();


interface RoleCase {
  role: string;
  home: string;
  /** Pages it opens from the address bar. */
  opens: string[];
  /** Paths it may not open, and where it is sent instead. */
  sentAway: [path: string, to: string][];
}

const CASES: RoleCase[] = [
  {
    role: "super_admin",
    home: "/dashboard",
    opens: ["/dashboard", "/create-event", "/qr-scanner", "/admin-sales-editor", "/yousr-pay-test", "/super-admin-bulk-tickets", "/qasr-ticket-creation", "/buy-tickets"],
    sentAway: [["/login", "/dashboard"], ["/", "/dashboard"]],
  },
  {
    role: "sales_admin",
    home: "/generate-tickets",
    opens: ["/generate-tickets", "/buy-tickets", "/privacy-policy"],
    // The shell registers nothing else for sales_admin: the catch-all applies.
    sentAway: [["/dashboard", "/generate-tickets"], ["/qr-scanner", "/generate-tickets"], ["/qasr-ticket-creation", "/generate-tickets"], ["/no-such-page", "/generate-tickets"], ["/", "/generate-tickets"]],
  },
  {
    role: "qr_scanner",
    home: "/qr-scanner",
    opens: ["/qr-scanner"],
    sentAway: [["/dashboard", "/qr-scanner"], ["/generate-tickets", "/qr-scanner"], ["/yousr-pay-test", "/qr-scanner"], ["/welcome", "/qr-scanner"], ["/login", "/qr-scanner"]],
  },
  {
    role: "user",
    home: "/welcome",
    opens: ["/welcome"],
    sentAway: [["/dashboard", "/welcome"], ["/qr-scanner", "/welcome"], ["/generate-tickets", "/welcome"], ["/super-admin-bulk-tickets", "/welcome"]],
  },
];

async function navLinkPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: ar.shell.mainNav });
  if ((await nav.count()) === 0) return [];
  return nav.first().locator("a").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

describe.each(CASES)("$role", ({ role, home, opens, sentAway }) => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage();
    const account = demoAccount(role);
    await signIn(page, account.email, account.password);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it(`lands on ${home}`, async () => {
    await page.waitForURL(`**${home}`);
    expect(await pageHeading(page)).toBe(ar.pages[home]);
    await expect(page.getByTestId("role-chip").textContent()).resolves.toBe(ar.roles[role as keyof typeof ar.roles]);
  });

  it("is right-to-left Arabic in the Cairo font", async () => {
    const look = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        dir: document.documentElement.dir,
        lang: document.documentElement.lang,
        fontFamily: getComputedStyle(document.body).fontFamily,
        direction: getComputedStyle(document.querySelector("h1")!).direction,
        cairoLoaded: [...document.fonts].some((face) => face.family.includes("Cairo") && face.status === "loaded"),
      };
    });
    expect(look).toMatchObject({ dir: "rtl", lang: "ar", direction: "rtl", cairoLoaded: true });
    expect(look.fontFamily).toMatch(/^"?Cairo/);
  });

  it("offers navigation links only to pages the role may open", async () => {
    const links = await navLinkPaths(page);
    for (const path of links) expect(canAccess(role, path), path).toBe(true);
    if (role === "sales_admin") expect(links).toEqual(["/generate-tickets"]);
    if (role === "qr_scanner") expect(links).toEqual(["/qr-scanner"]);
    if (role === "user") expect(links).toEqual([]);
    if (role === "super_admin") expect(links).toEqual(expect.arrayContaining(["/dashboard", "/create-event", "/generate-tickets", "/qr-scanner", "/tickets-table", "/yousr-pay-test"]));
  });

  it.each(opens)("opens %s", async (path) => {
    await page.goto(path);
    expect(await pageHeading(page)).toBe(ar.pages[path]);
    expect(new URL(page.url()).pathname).toBe(path);
  });

  it.each(sentAway)("is sent from %s to %s", async (path, to) => {
    await page.goto(path);
    await page.waitForURL(`**${to}`);
    expect(await pageHeading(page)).toBe(ar.pages[to]);
  });

  it("signs out back to the public landing page", async () => {
    await page.goto(home);
    await pageHeading(page);
    await page.getByRole("button", { name: ar.shell.account }).click();
    // Sign-out ends with a full load of the sign-in page (the cache is cleared first): wait for it before going on.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("menuitem", { name: ar.shell.signOut }).click();
    await reloaded;
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(ar.landingPage.landing.heading);
    await page.goto(home);
    await page.waitForURL("**/login");
  });
});

describe("a visitor (signed out)", () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("sees the landing page with what is on sale, soonest first, and a link to buy tickets", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const phone = await openPage(viewport);
      await phone.goto("/");
      // The catalogue as the shop reads it: published events not yet over, soonest first.
      const catalogue = await phone.evaluate(async (path) => (await (await fetch(path)).json()) as Catalogue, CATALOGUE_PATH);
      const soonest = catalogue.events[0]!;
      const onSale = phone.getByTestId("on-sale-now");
      await onSale.getByTestId(`landing-event-${soonest.id}`).waitFor({ timeout: 30_000 });
      expect(await onSale.locator('[data-testid^="landing-event-"]').first().getAttribute("data-testid")).toBe(`landing-event-${soonest.id}`);
      expect(await horizontalOverflow(phone)).toBe(0);
      await screenshot(phone, `landing-${viewport === PHONE ? 390 : 1280}`);
      await phone.context().close();
    }
    await page.goto("/");
    expect(await pageHeading(page)).toBe(ar.landingPage.landing.heading);
    await page.getByRole("link", { name: ar.landingPage.landing.buyTickets }).click();
    await page.waitForURL("**/buy-tickets");
    // The URL changes before the shop's page is drawn: the landing's heading can still be the one shown.
    await expect.poll(() => pageHeading(page)).toBe(ar.pages["/buy-tickets"]);
  });

  it.each(["/dashboard", "/generate-tickets", "/qr-scanner", "/ticket/abc", "/yousr-pay-test"])(
    "is asked to sign in for %s",
    async (path) => {
      await page.goto(path);
      await page.waitForURL("**/login");
      expect(await pageHeading(page)).toBe(ar.staffSignIn.login.heading);
    },
  );

  it("gets a not-found page for an unknown path", async () => {
    await page.goto("/no-such-page");
    expect(await pageHeading(page)).toBe(ar.notFound.title);
  });

  // With its query: a link to a search (a code scanned elsewhere) opened
  // signed out still shows that search after signing in.
  it("returns to the page it asked for, with its query, after signing in", async () => {
    const account = demoAccount("super_admin");
    await page.goto("/tickets-table?q=%D8%B2%D8%B2");
    await page.waitForURL("**/login");
    await page.getByLabel(ar.staffSignIn.login.email).fill(account.email);
    await page.getByLabel(ar.staffSignIn.login.password).first().fill(account.password);
    await page.getByRole("button", { name: ar.staffSignIn.login.submit, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/tickets-table");
    expect(new URL(page.url()).searchParams.get("q")).toBe("زز");
    expect(await pageHeading(page)).toBe(ar.pages["/tickets-table"]);
  });
});
