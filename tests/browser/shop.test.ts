// The public shop in Chromium at 390 px: choose an event and two tickets,
// verify the phone with a one-time code, pay on Yousr Pay's hosted checkout,
// get the tickets with their QR codes on the order's private page, open that
// page again (with each ticket's wallet links) from a fresh browser; a
// declined payment cancels the order and puts the tickets back on sale; no
// order without a verified phone, and the form's problems are shown beside
// their fields before any call. The HTML served with the events shows the
// shop before its script, in Arabic and in English (left to right), and the
// script takes it over without drawing it again: the list's at its
// visitor's first sign, an event's checkout as soon as it is painted.
import { ar, arPublic, CATALOGUE_PATH, CATALOGUE_POLL_MS, COLLECTIONS, formatOrderReference, inDisplayLocale, SHOP_PATH, shopMessages, walletPassPath, type EventCategory } from "@bawwaba/common";
import "@bawwaba/common/messages/en";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_DIST, readBuild, ROUTES } from "../../bench/bundleSize.mjs";
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { newBrowserBuyerPhone, orderStatus, verifyPhoneAtCheckout } from "../support/buyer";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb, HOSTING_URL } from "../support/emulators";
import { demoEventWithType, inventoryTotalsOf } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const EVENT_TITLE = "ديربي العاصمة";
const BUYER = "منى الحربي";

/** Tickets of the type sold or held, over its inventory shards. */
const soldOf = async (eventId: string, ticketTypeId: string) => (await inventoryTotalsOf(eventId, ticketTypeId)).sold;

/**
 * Opens the event from the shop's list and chooses `count` tickets of the
 * type, with the buyer's name (unless null) and, unless null, a phone of
 * their own verified by its one-time code.
 */
async function fillOrder(
  page: Page,
  eventId: string,
  ticketTypeId: string,
  count: number,
  { name = BUYER, phone = newBrowserBuyerPhone() }: { name?: string | null; phone?: { typed: string; e164: string } | null } = {},
) {
  await page.goto("/buy-tickets");
  await takenOver(page, `shop-event-${eventId}`);
  await page.getByTestId(`shop-event-${eventId}`).click();
  await page.waitForURL(`**/buy-tickets?event=${eventId}`);
  const stepper = page.getByTestId(`qty-${ticketTypeId}`);
  for (let n = 0; n < count; n += 1) await stepper.getByRole("button", { name: ar.sales.increase }).click();
  if (name !== null) await page.getByLabel(ar.shopCheckout.buyerName).fill(name);
  if (phone !== null) await verifyPhoneAtCheckout(page, phone);
}

/**
 * Waits until React has taken over the element with `testId`, which the
 * page's HTML already shows (functions/src/catalogue/shopPage/): before that
 * a tap on it does what the HTML alone does. The list starts its app at its
 * visitor's first sign (web/build/startAfterPaint.ts): the pointer moves
 * over the page, as a visitor's does, once the starter listens (it has run
 * by DOMContentLoaded).
 */
async function takenOver(page: Page, testId: string): Promise<void> {
  await page.waitForLoadState("domcontentloaded");
  await page.mouse.move(195, 400);
  await page.waitForFunction(
    (id) => Object.keys(document.querySelector(`[data-testid="${id}"]`) ?? {}).some((key) => key.startsWith("__react")),
    testId,
  );
}

/** Names of the callable functions the page calls from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const name = /\/europe-west1\/([A-Za-z]+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) calls.push(name);
  });
  return calls;
}

/** Firestore and Auth, on the emulators and in production. */
const FIRESTORE_OR_AUTH = /^https?:\/\/(127\.0\.0\.1:(8080|9099)\/|[^/]*(firestore|identitytoolkit|securetoken)\.googleapis\.com\/)/;

describe("the shop for a visitor who is not signed in", () => {
  it("reads the catalogue and asks nothing of Firestore or Auth, from the landing page or the shop's own to an event's checkout, until its next catalogue poll", { timeout: 120_000 }, async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    // Both ways in, side by side: the app's HTML (the landing page, the shop
    // opened from its link) and the shop's own HTML.
    const journeys = ["/", "/buy-tickets"].map(async (start) => {
      const page = await openPage(PHONE);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      const catalogueAsked = () => requests.filter((url) => new URL(url).pathname === CATALOGUE_PATH).length;
      await page.goto(start);
      if (start === "/") await page.getByRole("link", { name: ar.landingPage.landing.buyTickets }).click();
      await page.getByTestId(`shop-event-${eventId}`).click();
      await page.getByTestId(`qty-${ticketTypeId}`).waitFor();
      const askedOnOpening = catalogueAsked();
      // The shop's own page came with its events (functions/src/catalogue/shopPage/): it asks first at its poll.
      if (start === "/") expect(askedOnOpening, start).toBeGreaterThan(0);
      else expect(askedOnOpening, start).toBe(0);
      // The sentinel: the shop asks for the catalogue again 15 s after it did
      // (CATALOGUE_POLL_MS, common/src/catalogue.ts; features/shop/hooks/useCatalogue.ts), from
      // a timer set as the page opened; by then whatever the page started
      // before (idle work, shorter timers) has had its turn, and a request of
      // it would be in the log.
      await expect.poll(catalogueAsked, { message: start, timeout: 60_000 }).toBeGreaterThan(askedOnOpening);
      const toFirebase = requests.filter((url) => FIRESTORE_OR_AUTH.test(url));
      await page.context().close();
      return [start, toFirebase] as const;
    });
    expect(Object.fromEntries(await Promise.all(journeys))).toEqual({ "/": [], "/buy-tickets": [] });
  });

  it("asks for no catalogue on opening: its HTML brought the events, which the page takes over", async () => {
    const { eventId } = await demoEventWithType(EVENT_TITLE);
    const page = await openPage(PHONE);
    const catalogueRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === CATALOGUE_PATH) catalogueRequests.push(request.url());
    });
    await page.goto("/buy-tickets");
    // The page has run (at its visitor's first sign): React holds the card, which answers a click.
    await takenOver(page, `shop-event-${eventId}`);
    await page.getByTestId(`shop-event-${eventId}`).click();
    await page.waitForURL(`**/buy-tickets?event=${eventId}`);
    expect(catalogueRequests).toEqual([]);
    await expect(page.locator(`link[rel=preload][href="${CATALOGUE_PATH}"]`).count()).resolves.toBe(0);
    await page.context().close();
  });
});

/**
 * Holds back every script the page asks for until `release()`: the page is
 * then what its HTML and styles alone show, as on a slow phone before its
 * JavaScript has arrived.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() === "script") await released;
    await route.continue();
  });
  return { release };
}

/** What the page writes to the console as an error, and what it throws. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

describe("the shop's HTML, before and after its JavaScript", () => {
  it("shows the shop, its words and its events before any script has run", async () => {
    const { eventId } = await demoEventWithType(EVENT_TITLE);
    const page = await openPage(PHONE);
    const { release } = await holdScripts(page);
    // Module scripts hold back DOMContentLoaded, so wait only for the HTML.
    await page.goto("/buy-tickets", { waitUntil: "commit" });
    await page.getByTestId(`shop-event-${eventId}`).waitFor();
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(ar.pages["/buy-tickets"]);
    await expect(page.getByText(ar.shop.intro).isVisible()).resolves.toBe(true);
    await expect(page.getByText(EVENT_TITLE).first().isVisible()).resolves.toBe(true);
    await expect(page.getByTestId("catalogue-loading").count()).resolves.toBe(0);
    // React has not started: the root holds no container of its own yet.
    const reactStarted = await page.evaluate(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__react")));
    expect(reactStarted).toBe(false);
    await screenshot(page, "shop-before-script-390");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "shop-before-script-1280");
    release();
    await page.context().close();
  });

  it("starts the list's app at its visitor's first sign, or when its events are due to be asked again, and not before: the list works without it", async () => {
    const { eventId } = await demoEventWithType(EVENT_TITLE);
    const reactStarted = (page: Page) => page.evaluate(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__react")));
    for (const sign of ["a pointer over the page", "the catalogue's next poll"] as const) {
      const page = await openPage(PHONE);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      if (sign === "the catalogue's next poll") await page.clock.install();
      await page.goto("/buy-tickets");
      await page.waitForLoadState("networkidle");
      // Painted and quiet: its events are links to their served checkouts,
      // and the page has asked for no script but its starter.
      await expect(page.getByTestId(`shop-event-${eventId}`).getAttribute("href")).resolves.toBe(`/buy-tickets?event=${eventId}`);
      expect(scripts, sign).toEqual([expect.stringMatching(/^\/assets\/startAfterPaint-[\w-]+\.js$/)]);
      await expect(reactStarted(page), sign).resolves.toBe(false);
      if (sign === "a pointer over the page") await page.mouse.move(195, 400);
      else await page.clock.fastForward(CATALOGUE_POLL_MS);
      await page.waitForFunction(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__react")));
      await page.context().close();
    }
  });

  for (const view of ["list", "checkout"] as const) {
    it(`takes over the ${view} it shows without drawing it again, and without an error`, async () => {
      const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
      const page = await openPage(PHONE);
      const errors = recordErrors(page);
      const { release } = await holdScripts(page);
      await page.goto(view === "list" ? "/buy-tickets" : `/buy-tickets?event=${eventId}`, { waitUntil: "commit" });
      // The HTML shows the events themselves (functions/src/catalogue/shopPage/).
      const shown = view === "list" ? `shop-event-${eventId}` : `qty-${ticketTypeId}`;
      await page.getByTestId(shown).waitFor();
      // The elements the HTML drew, marked before the app starts.
      await page.evaluate(
        ([intro, testId]) => {
          const drawn = window as unknown as { drawnByHtml: Element[] };
          drawn.drawnByHtml = [
            document.querySelector("h1")!,
            [...document.querySelectorAll("p")].find((p) => p.textContent === intro)!,
            document.querySelector(`[data-testid="${testId}"]`)!,
          ];
        },
        [ar.shop.intro, shown] as const,
      );
      release();
      await takenOver(page, shown);
      const stillShown = await page.evaluate(() =>
        (window as unknown as { drawnByHtml: Element[] }).drawnByHtml.map((element) => element?.isConnected ?? false),
      );
      expect(stillShown).toEqual([true, true, true]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const view of ["list", "checkout"] as const) {
    it(`shows the English ${view} in English, left to right, before any script, and takes it over without drawing it again`, async () => {
      const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
      const [heading, intro, increase] = inDisplayLocale({ language: "en" }, () => [arPublic.pages[SHOP_PATH], shopMessages.intro, ar.sales.increase]);
      expect(intro).not.toBe(ar.shop.intro);
      const page = await openPage(PHONE);
      const errors = recordErrors(page);
      const { release } = await holdScripts(page);
      await page.goto(view === "list" ? "/en/buy-tickets" : `/en/buy-tickets?event=${eventId}`, { waitUntil: "commit" });
      const shown = view === "list" ? `shop-event-${eventId}` : `qty-${ticketTypeId}`;
      await page.getByTestId(shown).waitFor();
      const direction = () =>
        page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, getComputedStyle(document.querySelector("h1")!).direction]);
      await expect(direction()).resolves.toEqual(["en", "ltr", "ltr"]);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(heading);
      await expect(page.getByText(intro!).isVisible()).resolves.toBe(true);
      if (view === "checkout") await expect(page.getByTestId(shown).getByRole("button", { name: increase }).isDisabled()).resolves.toBe(true);
      await screenshot(page, `shop-en-${view}-before-script-390`);
      await page.setViewportSize(DESKTOP);
      await screenshot(page, `shop-en-${view}-before-script-1280`);
      await page.evaluate((testId) => {
        (window as unknown as { drawnByHtml: Element[] }).drawnByHtml = [document.querySelector("h1")!, document.querySelector(`[data-testid="${testId}"]`)!];
      }, shown);
      release();
      await takenOver(page, shown);
      const stillShown = await page.evaluate(() => (window as unknown as { drawnByHtml: Element[] }).drawnByHtml.map((element) => element.isConnected));
      expect(stillShown).toEqual([true, true]);
      await expect(direction()).resolves.toEqual(["en", "ltr", "ltr"]);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(heading);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("shows the events, and an event's title and tickets, with JavaScript off", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const opened = await openPage(PHONE);
    const browser = opened.context().browser()!;
    await opened.context().close();
    const context = await browser.newContext({
      viewport: PHONE,
      locale: "ar",
      baseURL: HOSTING_URL,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const url of ["/buy-tickets", `/buy-tickets?event=${eventId}`]) {
      await page.goto(url);
      await expect(page.getByText(EVENT_TITLE).first().isVisible(), url).resolves.toBe(true);
    }
    await expect(page.getByTestId(`qty-${ticketTypeId}`).isVisible()).resolves.toBe(true);
    await screenshot(page, "shop-checkout-no-script-390");
    await page.setViewportSize(DESKTOP);
    await page.goto("/buy-tickets");
    await page.getByText(EVENT_TITLE).first().waitFor();
    await screenshot(page, "shop-list-no-script-1280");
    await context.close();
  });

  it("narrows the list to a category by its chip, a link: with JavaScript off, before the app has started and in it, and Back widens it again", async () => {
    const { eventId } = await demoEventWithType(EVENT_TITLE);
    const category = (await adminDb.collection(COLLECTIONS.events).doc(eventId).get()).get("category") as EventCategory;
    const label = arPublic.categories[category];
    const chipOf = (page: Page, name: string) => page.getByRole("group", { name: shopMessages.categoryFilter }).getByRole("link", { name, exact: true });
    // Cards of another category, and the event's own card.
    const othersShown = (page: Page) => page.locator("article").filter({ hasNotText: label }).count();
    const ownShown = (page: Page) => page.getByTestId(`shop-event-${eventId}`).isVisible();
    const opened = await openPage(PHONE);
    const browser = opened.context().browser()!;
    const noScript = await (await browser.newContext({ viewport: PHONE, locale: "ar", baseURL: HOSTING_URL, javaScriptEnabled: false })).newPage();
    for (const page of [noScript, opened]) {
      await page.goto("/buy-tickets");
      await expect(othersShown(page)).resolves.toBeGreaterThan(0);
      // A tap, as a visitor's first on a list that has not started its app.
      await chipOf(page, label).click();
      await page.waitForURL((url) => url.search === `?category=${category}`);
      await expect.poll(() => othersShown(page)).toBe(0);
      await expect(ownShown(page)).resolves.toBe(true);
      await expect(chipOf(page, label).getAttribute("aria-current")).resolves.toBe("true");
    }
    await noScript.context().close();
    // In the app: the whole list again, and Back to the category.
    await takenOver(opened, `shop-event-${eventId}`);
    await chipOf(opened, shopMessages.allCategories).click();
    await opened.waitForURL((url) => url.pathname === SHOP_PATH && url.search === "");
    await expect.poll(() => othersShown(opened)).toBeGreaterThan(0);
    await opened.goBack();
    await opened.waitForURL((url) => url.search === `?category=${category}`);
    await expect.poll(() => othersShown(opened)).toBe(0);
    await opened.context().close();
  });

  it("shows the events' cards and an event's checkout in styles its HTML brought: the browser compiles none of them", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    for (const [url, shown] of [
      ["/buy-tickets", `shop-event-${eventId}`],
      [`/buy-tickets?event=${eventId}`, `qty-${ticketTypeId}`],
    ] as const) {
      const page = await openPage(PHONE);
      await page.goto(url);
      await page.getByTestId(shown).waitFor();
      // Emotion's classes on the page, against the names on the <style>
      // elements the HTML brought (they keep them once Emotion has taken
      // them over; the ones it makes itself carry only its key).
      const compiledInBrowser = await page.evaluate(() => {
        const brought = new Set(
          [...document.querySelectorAll("style[data-emotion]")].flatMap((style) => style.getAttribute("data-emotion")!.split(" ").slice(1)),
        );
        const used = new Set(
          [...document.querySelectorAll("#root *")].flatMap((element) =>
            [...element.classList].filter((name) => name.startsWith("muirtl-")).map((name) => name.slice("muirtl-".length)),
          ),
        );
        return [...used].filter((name) => !brought.has(name));
      });
      expect(compiledInBrowser, url).toEqual([]);
      // The inputs still tell a browser's autofill by MUI's animation, whose
      // keyframes the app draws once (web/src/app/theme.ts) instead of each input.
      const autofill = await page.evaluate(() => ({
        inputs: [...document.querySelectorAll("#root input:not([type=hidden])")].map((input) => getComputedStyle(input).animationName),
        keyframes: [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule instanceof CSSKeyframesRule)
          .map((rule) => (rule as CSSKeyframesRule).name),
      }));
      expect(new Set(autofill.inputs), url).toEqual(new Set(url.includes("?event=") ? ["mui-auto-fill-cancel"] : []));
      expect(autofill.keyframes.filter((name) => name === "mui-auto-fill")).toHaveLength(2); // @keyframes and @-webkit-keyframes
      await page.context().close();
    }
  });

  it("asks for an event's checkout with the shop's own code, before the shop's page has run", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const build = readBuild(process.env.WEB_DIST_DIR ?? DEFAULT_DIST);
    const shopPageFile = build.pageFile(ROUTES["/buy-tickets"]!);
    const checkoutFile = build.pageFile("src/features/shop/components/EventCheckout.tsx");
    const page = await openPage(PHONE);
    // The shop's page chunk held back: the page cannot run, so only the starter can ask for the checkout.
    let releasePage!: () => void;
    const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
    let pageDelivered = false;
    await page.route(`**/${shopPageFile}`, async (route) => {
      await pageHeld;
      pageDelivered = true;
      await route.continue();
    });
    const checkoutRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(`/${checkoutFile}`)) checkoutRequests.push(request.url());
    });
    const pageDeliveredWhenCheckoutAsked = page
      .waitForRequest((request) => request.url().endsWith(`/${checkoutFile}`))
      .then(() => pageDelivered);
    await page.goto(`/buy-tickets?event=${eventId}`, { waitUntil: "commit" });
    expect(await pageDeliveredWhenCheckoutAsked).toBe(false);
    releasePage();
    await page.getByTestId(`qty-${ticketTypeId}`).waitFor();
    // The page, once it ran, took the module the starter had asked for.
    expect(checkoutRequests).toHaveLength(1);
    await page.context().close();
  });

  it("draws afresh, with no error, a view its HTML does not show: an order's page, a staff member's session", async () => {
    for (const [url, staffSession] of [
      ["/buy-tickets?order=no-such-order", false],
      ["/buy-tickets", true],
    ] as const) {
      const page = await openPage(PHONE);
      const errors = recordErrors(page);
      if (staffSession) await page.addInitScript(() => localStorage.setItem("bawwaba.staffSession", "true"));
      await page.goto(url);
      const heading = staffSession ? ar.pages["/buy-tickets"] : ar.shop.order.heading;
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      if (staffSession) await page.locator('[data-testid^="shop-event-"]').first().waitFor();
      // An order's link without its token: the buyer is asked to verify the phone that bought it.
      else await page.getByText(ar.buyer.orderSignIn.intro).waitFor();
      // One heading, the view's own: nothing the HTML showed is left beside it.
      await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
      expect(errors, url).toEqual([]);
      await page.context().close();
    }
  });
});

describe("buying tickets online", () => {
  let orderUrl = "";
  let ticketIds: string[] = [];

  it("asks for a verified phone before paying, refuses a bad number beside its field, and calls nothing", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const page = await openPage(PHONE);
    const calls = recordCalls(page);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("sendVerificationCode")) sent.push(request.url());
    });
    await fillOrder(page, eventId, ticketTypeId, 1, { phone: null });
    await page.getByTestId("pay").click();
    await expect.poll(() => page.getByTestId("buyer-phone-error").textContent()).toBe(ar.buyer.mustVerify);

    await page.getByRole("button", { name: ar.buyer.start }).click();
    await page.getByTestId("buyer-phone").fill("12345");
    await page.getByTestId("send-code").click();
    await expect.poll(() => page.getByTestId("buyer-phone").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.textContent("form")).toContain(ar.buyer.errors.invalidPhone);
    expect(new URL(page.url()).pathname).toBe("/buy-tickets");
    expect(calls).toEqual([]);
    expect(sent).toEqual([]);
    await page.context().close();
  });

  it("shows the checkout without its form's check, loads it once the buyer starts, and says so when it cannot", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const build = readBuild(process.env.WEB_DIST_DIR ?? DEFAULT_DIST);
    const checkFile = build.pageFile("src/features/shop/model/checkoutValidation.ts");
    const page = await openPage(PHONE);
    const calls = recordCalls(page);
    const checkAsked: string[] = [];
    // The connection drops whenever the check is asked for, until restored.
    let connected = false;
    await page.route(`**/${checkFile}`, async (route) => {
      checkAsked.push(route.request().url());
      await (connected ? route.continue() : route.abort("internetdisconnected"));
    });

    await page.goto(`/buy-tickets?event=${eventId}`);
    await page.getByTestId(`qty-${ticketTypeId}`).waitFor();
    expect(checkAsked, "asked for before the buyer did anything").toEqual([]);
    await fillOrder(page, eventId, ticketTypeId, 1, { name: null });
    await page.getByLabel(ar.shopCheckout.buyerName).fill(" ");
    await expect.poll(() => checkAsked.length, { message: "asked for once the buyer starts on the form" }).toBeGreaterThan(0);

    await page.getByTestId("pay").click();
    await expect.poll(() => page.textContent("form")).toContain(ar.errors.network);
    await screenshot(page, "shop-check-offline-390", { fullPage: false });

    // Back online: paying again loads the check, which finds the name missing.
    connected = true;
    await page.getByTestId("pay").click();
    const name = page.getByLabel(ar.shopCheckout.buyerName);
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.textContent("form")).toContain(ar.input.buyerName);
    expect(await page.textContent("form")).not.toContain(ar.errors.network);
    expect(calls).toEqual([]);
    await page.context().close();
  });

  it("sells 2 tickets through Yousr Pay and shows them with their QR codes", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const page = await openPage(PHONE);
    await fillOrder(page, eventId, ticketTypeId, 2);
    await expect.poll(() => page.getByTestId("order-total").textContent()).toContain("100");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The viewport from the tickets down, not the full page: the sticky total bar would be drawn over the form's middle.
    await page
      .getByRole("heading", { name: ar.shopCheckout.ticketsHeading, exact: true })
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120));
    await screenshot(page, "shop-390", { fullPage: false });

    await page.getByTestId("pay").click();
    await page.waitForURL("**/youser-payment?payment=*", { timeout: 30_000 });
    const approve = page.getByTestId("yousr-approve");
    await approve.waitFor();
    await page.getByTestId("test-gateway-banner").waitFor();
    expect(await page.getByTestId("payment-status").getAttribute("data-status")).toBe("open");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "shop-checkout-390");

    await approve.click();
    await page.waitForURL(/\/buy-tickets\?order=[^#]+#token=/, { timeout: 30_000 });
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    const tickets = page.getByTestId("order-ticket");
    await expect.poll(() => tickets.count()).toBe(2);
    await expect.poll(() => page.getByTestId("ticket-qr").count(), { timeout: 30_000 }).toBe(2);
    ticketIds = await tickets.evaluateAll((items) => items.map((item) => item.getAttribute("data-ticket-id") ?? ""));
    orderUrl = page.url();
    expect(await page.getByTestId("private-link").inputValue()).toBe(orderUrl);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "shop-confirmation-390");

    const orderId = new URL(orderUrl).searchParams.get("order")!;
    const stored = await adminDb.collection(COLLECTIONS.tickets).where("orderId", "==", orderId).get();
    expect(stored.docs.map((ticket) => ticket.id).sort()).toEqual([...ticketIds].sort());
    expect(stored.docs.map((ticket) => ticket.data())).toEqual([
      expect.objectContaining({ channel: "online", eventId, ticketTypeId, status: "valid" }),
      expect.objectContaining({ channel: "online", eventId, ticketTypeId, status: "valid" }),
    ]);

    // Back on the shop, the order is among this device's recent ones.
    await page.goto("/buy-tickets");
    await page.getByTestId("recent-orders").getByRole("link", { name: ar.shop.recentOrder(EVENT_TITLE) }).waitFor();
    await page.context().close();
  });

  it("opens the same tickets from the private link in a fresh browser", async () => {
    expect(orderUrl).not.toBe("");
    const page = await openPage(PHONE);
    await page.goto(orderUrl);
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    const shown = await page
      .getByTestId("order-ticket")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-ticket-id") ?? ""));
    expect(shown.sort()).toEqual([...ticketIds].sort());
    await expect.poll(() => page.getByTestId("ticket-qr").count(), { timeout: 30_000 }).toBe(2);
    // The order's reference, as the buyer would read it to the box office.
    const orderId = new URL(orderUrl).searchParams.get("order")!;
    const reference = (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).get("reference") as string;
    expect(await page.getByTestId("order-reference").textContent()).toBe(formatOrderReference(reference));

    // Each ticket links to its wallet passes (the emulator's test secrets turn both wallets on), in targets a thumb can hit.
    const accessToken = decodeURIComponent(new URL(orderUrl).hash.replace(/^#token=/, ""));
    for (const [testId, wallet] of [
      ["apple-wallet", "apple"],
      ["google-wallet", "google"],
    ] as const) {
      const links = page.getByTestId(testId);
      const hrefs = await links.evaluateAll((items) => items.map((item) => item.getAttribute("href") ?? ""));
      expect(hrefs.sort()).toEqual(ticketIds.map((ticketId) => walletPassPath(wallet, { orderId, accessToken }, ticketId)).sort());
      const heights = await links.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    }

    // The same order with another token is no link at all.
    const forged = orderUrl.replace(/#token=.*/, `#token=${"x".repeat(43)}`);
    await page.goto("about:blank");
    await page.goto(forged);
    await expect.poll(() => page.getByTestId("order-error").textContent(), { timeout: 30_000 }).toContain(
      ar.errors.orderLinkInvalid,
    );
    await page.context().close();
  });

  it("cancels the order when the payment is declined and puts its tickets back on sale", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const soldBefore = await soldOf(eventId, ticketTypeId);
    const page = await openPage(PHONE);
    await fillOrder(page, eventId, ticketTypeId, 3);
    await page.getByTestId("pay").click();
    await page.waitForURL("**/youser-payment?payment=*", { timeout: 30_000 });
    expect(await soldOf(eventId, ticketTypeId)).toBe(soldBefore + 3);

    await page.getByTestId("yousr-decline").click();
    await page.waitForURL(/\/buy-tickets\?order=[^#]+#token=/, { timeout: 30_000 });
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("cancelled");
    expect(await page.getByTestId("order-end-reason").textContent()).toBe(ar.paymentOutcomes.ended.declined);
    expect(await page.getByTestId("order-ticket").count()).toBe(0);
    await expect.poll(() => soldOf(eventId, ticketTypeId)).toBe(soldBefore);
    await page.getByRole("link", { name: ar.orderPage.order.buyAgain }).click();
    await page.waitForURL(`**/buy-tickets?event=${eventId}`);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.context().close();
  });

  it("shows a super_admin the payments and the webhook log, replays a notification and forces a decline", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    // A buyer who is on the gateway and has not decided yet.
    const buyer = await openPage(PHONE);
    await fillOrder(buyer, eventId, ticketTypeId, 1);
    await buyer.getByTestId("pay").click();
    await buyer.waitForURL("**/youser-payment?payment=*", { timeout: 30_000 });
    const paymentId = new URL(buyer.url()).searchParams.get("payment")!;

    const page = await signedInAs(openPage, "super_admin", PHONE);
    await page.goto("/yousr-pay-test");
    const rows = page.getByTestId("payment-row");
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    const log = page.getByTestId("payment-event");
    await expect.poll(() => log.count()).toBe(2);
    const open = page.locator(`[data-testid="payment-row"][data-payment-id="${paymentId}"]`);
    expect(await open.getByTestId("replay-webhook").isDisabled()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "yousr-pay-test-390");

    // The paid order's notification again: the shop recognises it and changes nothing.
    await rows.filter({ has: page.locator('[data-status="approved"]') }).getByTestId("replay-webhook").click();
    await expect.poll(() => page.getByTestId("payment-action-feedback").textContent()).toMatch(/HTTP 2\d\d/);
    await expect.poll(() => log.count()).toBe(3);
    expect(await log.first().locator("[data-outcome]").getAttribute("data-outcome")).toBe("duplicate");

    await open.getByTestId("force-decline").click();
    await expect.poll(() => open.getByTestId("payment-status").getAttribute("data-status")).toBe("declined");
    await expect.poll(() => page.getByTestId("payment-action-feedback").textContent()).toBe(ar.paymentsConsole.console.declined);
    // The payer's checkout shows the decision at once.
    await buyer.getByTestId("payment-decided").waitFor();

    await page.setViewportSize(DESKTOP);
    await page.getByRole("table").first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "yousr-pay-test-1280");
    await buyer.context().close();
    await page.context().close();
  });
});
