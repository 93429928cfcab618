// A clean emulator with exactly the demo data, for the browser tests.
import { DEMO_ACCOUNTS, seedDemoAccounts, seedDemoEvents, waitForDemoClaims } from "../../scripts/demo/demoData";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { closeBrowser, DESKTOP, launchBrowser, newPage, signIn, type Device } from "./browser";
import { adminAuth, adminDb, resetEmulatorData } from "./emulators";

type Viewport = { width: number; height: number };

export { DEMO_ACCOUNTS };

export async function resetToDemoData(): Promise<void> {
  await resetEmulatorData();
  await seedDemoEvents(adminDb);
  await seedDemoAccounts(adminDb, adminAuth);
  if (!(await waitForDemoClaims(adminAuth))) throw new Error("The demo roles never reached the claims");
}

export function demoAccount(role: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account has the role ${role}`);
  return account;
}

/**
 * For a browser test file: resets the emulators to the demo data and starts
 * one Chromium before its tests, closes it after; returns how to open a page.
 * With `closePagesAfterEachTest`, each test's pages are closed when it ends:
 * a file that writes or deletes much data after its tests (the tickets
 * table's data set) must not leave pages whose queries the emulator re-runs
 * on every one of those writes.
 */
export function useDemoBrowser({ closePagesAfterEachTest = false } = {}): (viewport?: Viewport, device?: Device) => Promise<Page> {
  let browser: Browser | undefined;
  const openedInTest: Page[] = [];
  beforeAll(async () => {
    await resetToDemoData();
    browser = await launchBrowser();
  });
  if (closePagesAfterEachTest) {
    afterEach(async () => {
      for (const page of openedInTest.splice(0)) await page.context().close();
    });
  }
  afterAll(async () => {
    await closeBrowser(browser);
  });
  return async (viewport = DESKTOP, device?: Device) => {
    if (!browser) throw new Error("useDemoBrowser: the browser is not started yet");
    const page = await newPage(browser, viewport, [], { device });
    if (closePagesAfterEachTest) openedInTest.push(page);
    return page;
  };
}

/** A page signed in as the demo account of `role`, on its home or at the staff page `at` (see signIn). */
export async function signedInAs(openPage: (viewport?: Viewport) => Promise<Page>, role: string, viewport = DESKTOP, at?: string): Promise<Page> {
  const page = await openPage(viewport);
  const account = demoAccount(role);
  await signIn(page, account.email, account.password, at);
  return page;
}
