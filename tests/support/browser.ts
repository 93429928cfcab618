// Headless Chromium from Debian, driven by playwright-core (never a
// downloaded browser build), plus the steps the browser tests share.
import { ar } from "@bawwaba/common";
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { expect } from "vitest";
import { HOSTING_URL } from "./emulators";
import { recordPage } from "./pageLog";

const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"]).toString().trim();
}

export function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

/**
 * Closes the browser's pages, then the browser. A staff page closes its
 * Firestore listen channel on pagehide (web/src/lib/firebase.ts), which a
 * page's or context's close fires and the browser's alone does not: the
 * emulator would go on listening for every page still open.
 */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  for (const context of browser.contexts()) await context.close();
  await browser.close();
}

/** The device's own language and time zone (an Arabic one, in the machine's zone, unless said). */
export interface Device {
  locale?: string;
  timezoneId?: string;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * A page in a context of its own; `permissions` are granted to it (e.g.
 * "camera"). The tests' own injected scripts (axe-core) are inline, so the
 * app's Content-Security-Policy is bypassed unless `enforceCsp`
 * (tests/browser/security.test.ts checks the app under it).
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  permissions: string[] = [],
  { enforceCsp = false, device = {} }: { enforceCsp?: boolean; device?: Device } = {},
): Promise<Page> {
  const { locale = "ar", timezoneId } = device;
  const context = await browser.newContext({ viewport, locale, timezoneId, baseURL: HOSTING_URL, permissions, bypassCSP: !enforceCsp });
  const page = await context.newPage();
  recordPage(page);
  // A limit, not a pause: every wait returns as soon as its condition holds.
  // Sized for a host at half this one's speed with the rules lane running
  // beside (a page chunk's retry took over 20 s there).
  page.setDefaultTimeout(45_000);
  return page;
}

/**
 * Signs in through the form. With `at` (a staff page and its query), opens
 * that page signed out and signs in on the form it leads to, which returns
 * there: the page a test wants is then the first the session opens. A page
 * left while its Firestore is starting can stall the next page's first data
 * on the emulator (docs/benchmarks/2026-11.md, "The Firestore emulator: pages
 * left behind and lost long-poll responses").
 */
export async function signIn(page: Page, email: string, password: string, at?: string): Promise<void> {
  await page.goto(at ?? "/login");
  if (at) await page.waitForURL((url) => url.pathname === "/login");
  await page.getByLabel(ar.staffSignIn.login.email).fill(email);
  await page.getByLabel(ar.staffSignIn.login.password, { exact: false }).first().fill(password);
  await page.getByRole("button", { name: ar.staffSignIn.login.submit, exact: true }).click();
  if (at) {
    const wanted = new URL(at, "http://any");
    await page.waitForURL((url) => url.pathname === wanted.pathname && url.search === wanted.search);
  } else {
    await page.waitForURL((url) => url.pathname !== "/login");
  }
}

/** The page's <h1> text once it has rendered (pages load lazily). */
/** Chooses, in a native <select>, the option whose text matches `text` (a phone's picker shows the whole list). */
export async function chooseOption(select: Locator, text: string | RegExp): Promise<void> {
  const value = await select.locator("option", { hasText: text }).getAttribute("value");
  if (value === null) throw new Error(`No option matches ${String(text)}`);
  await select.selectOption(value);
}

/**
 * Waits until the page is at `pathname`, whatever its query: a glob such as
 * "**\/login" matches "/login" but not "/login?ended=roleRemoved", so a page
 * that passed through the one to the other before the wait began was missed.
 */
export async function waitForPath(page: Page, pathname: string, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, options);
}

export async function pageHeading(page: Page): Promise<string> {
  const heading = page.getByRole("heading", { level: 1 });
  await heading.first().waitFor();
  return (await heading.first().textContent()) ?? "";
}

/**
 * Resolves once nothing on the page is on its way somewhere: no finite
 * animation or transition running (a drawer sliding in, a dialog fading in),
 * so that what is measured or drawn next is where it comes to rest. Endless
 * ones (a spinner) never end and are not waited for.
 */
export async function animationsOver(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "../../docs/screenshots");

/** The whole page by default; `fullPage: false` for what a dialog covers (the page behind it would show below). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  // Transitions jump to their end: a button fading back after a refusal is shown as it will stay.
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: "disabled" });
}

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
}

/** How many pixels the page is wider than the window (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** The message shown beside a field: the text its aria-describedby points at, once it is marked invalid. */
export async function messageBeside(field: Locator): Promise<string> {
  await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
  const describedBy = await field.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  return (await field.page().locator(`[id="${describedBy}"]`).textContent()) ?? "";
}
