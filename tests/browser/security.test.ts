// What the browser keeps and obeys: Hosting's security headers,
// the app working under its Content-Security-Policy (no violation on the
// shop, the box office and the scanner), and a shared box-office PC keeping
// no order or ticket in IndexedDB once its sales_admin signed out.
import { ar } from "@bawwaba/common";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeBrowser, launchBrowser, newPage, pageHeading, signIn } from "../support/browser";
import { demoAccount, useDemoBrowser } from "../support/demo";
import { HOSTING_URL } from "../support/emulators";

// The demo data and a browser; pages here run under the app's CSP, as a visitor's do.
useDemoBrowser();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeBrowser(browser);
});

async function openUnderCsp(role: string | null): Promise<Page> {
  const page = await newPage(browser, undefined, [], { enforceCsp: true });
  if (role) {
    const account = demoAccount(role);
    await signIn(page, account.email, account.password);
  }
  return page;
}

describe("Hosting's security headers", () => {
  it.each(["/", "/buy-tickets", "/qr-scanner"])("%s", async (path) => {
    const response = await fetch(`${HOSTING_URL}${path}`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });
});

/** Every CSP violation the page reports from now on (the browser's event and its console line). */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

/** A demo event on sale: its title shows once the page's Firestore reads came through. */
const DEMO_EVENT_TITLE = "ليلة الطرب الصيفية";

describe("the app under its Content-Security-Policy", () => {
  it.each([
    ["the shop", null, "/buy-tickets", DEMO_EVENT_TITLE],
    ["the box office", "sales_admin", "/generate-tickets", DEMO_EVENT_TITLE],
    ["the scanner", "qr_scanner", "/qr-scanner", null],
  ] as const)("%s runs with no violation", async (_name, role, path, dataShown) => {
    const page = await openUnderCsp(role);
    const violations = await recordViolations(page);
    await page.goto(path);
    expect(await pageHeading(page)).toBe(ar.pages[path]);
    // Its data came through under the policy (Firestore, the emulators' ports).
    if (dataShown) await page.getByText(dataShown).first().waitFor({ timeout: 30_000 });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

/** Firestore's cached documents in IndexedDB: all of them, and those of orders or tickets. */
function cachedRecords(page: Page): Promise<{ all: number; sales: number }> {
  return page.evaluate(async () => {
    let all = 0;
    let sales = 0;
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      // The document cache ("remoteDocuments…"); other stores hold bookkeeping even when empty.
      for (const storeName of Array.from(db.objectStoreNames).filter((name) => name.startsWith("remoteDocuments"))) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName, "readonly").objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        all += values.length;
        // Cached documents are named by their path ("…/documents/tickets/<id>", or its segments).
        sales += values.filter((value) => /documents\/(orders|tickets)\/|"(orders|tickets)"/.test(JSON.stringify(value))).length;
      }
      db.close();
    }
    return { all, sales };
  });
}

describe("signing out of a shared box-office PC", () => {
  it("leaves no order or ticket in the page's IndexedDB", { timeout: 120_000 }, async () => {
    const page = await openUnderCsp("sales_admin");
    await page.goto("/tickets-table");
    await pageHeading(page);
    // While signed in the cache holds what the seller read: what must not stay behind.
    await expect.poll(async () => (await cachedRecords(page)).all, { timeout: 30_000 }).toBeGreaterThan(0);

    await page.getByRole("button", { name: ar.shell.account }).click();
    await page.getByRole("menuitem", { name: ar.shell.signOut }).click();
    await page.waitForURL("**/login");
    await pageHeading(page);
    expect(await cachedRecords(page)).toEqual({ all: 0, sales: 0 });
    await page.context().close();
  });
});
