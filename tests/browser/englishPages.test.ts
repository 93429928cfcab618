// The public pages in English (docs/product.md § Languages, dates and
// digits): under /en a page is English, left to right, in English words;
// the bar's switch goes to the same page in the other language and the
// device remembers the choice (a reload, an Arabic address opened later);
// a first visit from a browser that prefers English is offered the English
// page, one that prefers Arabic is not; a staff path under /en opens in
// Arabic. The English shop is shot at 390 and 1280 px.
import "@bawwaba/common/messages/en";
import { ar, englishOfferMessages, inDisplayLocale, LANGUAGE_STORAGE_KEY } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, pageHeading, PHONE, screenshot, waitForPath } from "../support/browser";
import { useDemoBrowser } from "../support/demo";
import { demoEventWithType } from "../support/salesFixtures";

const openPage = useDemoBrowser({ closePagesAfterEachTest: true });
const inEnglish = <T,>(read: () => T): T => inDisplayLocale({ language: "en" }, read);
const SHOP_EN = inEnglish(() => ar.pages["/buy-tickets"]);
const OFFER = inEnglish(() => ({ ...englishOfferMessages.offer }));

const documentLanguage = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
const switchLink = (page: Page, language: "ar" | "en") => page.locator(`header a[hreflang="${language}"]`);

describe("the English pages", () => {
  it("open under /en left to right in English, and the switch goes to Arabic and back, remembered", async () => {
    const page = await openPage(PHONE);
    await page.goto("/en/buy-tickets");
    expect(await pageHeading(page)).toBe(SHOP_EN);
    expect(await documentLanguage(page)).toEqual(["en", "ltr"]);
    expect(SHOP_EN).not.toBe(ar.pages["/buy-tickets"]);
    // The shop's events drawn (or its empty list), then shot.
    await page.locator('article, [data-testid="shop-empty"]').first().waitFor({ timeout: 30_000 }).catch(() => {});
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "shop-en-390");

    // The switch, named in Arabic, goes to the same page in Arabic.
    const toArabic = switchLink(page, "ar");
    await expect(toArabic.getAttribute("lang")).resolves.toBe("ar");
    expect(await toArabic.textContent()).toBe("العربية");
    // As a visitor's tap, whether or not the list's app has started by then
    // (before, the page's starter remembers the choice: web/build/startAfterPaint.ts).
    await toArabic.focus();
    await page.keyboard.press("Enter");
    await waitForPath(page, "/buy-tickets");
    expect(await pageHeading(page)).toBe(ar.pages["/buy-tickets"]);
    expect(await documentLanguage(page)).toEqual(["ar", "rtl"]);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe("ar");

    // And back to English, with the query kept; remembered across a reload and from an Arabic address.
    await page.goto("/privacy-policy?from=test");
    await switchLink(page, "en").click();
    await page.waitForURL((url) => url.pathname === "/en/privacy-policy" && url.search === "?from=test");
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe("en");
    await page.reload();
    expect(await documentLanguage(page)).toEqual(["en", "ltr"]);
    await page.goto("/my-tickets");
    await waitForPath(page, "/en/my-tickets");
    expect(await pageHeading(page)).toBe(inEnglish(() => ar.pages["/my-tickets"]));
    expect(await documentLanguage(page)).toEqual(["en", "ltr"]);
  });

  it("on the served shop, before its app has started: the switch keeps an event's checkout and is remembered, and a device that chose English is taken there at once", async () => {
    const { eventId } = await demoEventWithType("ديربي العاصمة");
    const page = await openPage(PHONE);
    // The checkout's HTML links to the same checkout in the other language.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto(`/en/buy-tickets?event=${eventId}`);
    await expect(switchLink(page, "ar").getAttribute("href")).resolves.toBe(`/buy-tickets?event=${eventId}`);
    await page.unroute("**/*.js");
    // The list waits for its visitor: a click that comes with no pointer
    // (a screen reader's) on the switch is the first thing the page sees.
    await page.goto("/en/buy-tickets");
    await page.waitForLoadState("networkidle");
    const reactStarted = () => page.evaluate(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__react")));
    await expect(reactStarted()).resolves.toBe(false);
    await switchLink(page, "ar").dispatchEvent("click");
    await waitForPath(page, "/buy-tickets");
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe("ar");
    // A device that chose English opens the Arabic list: taken to the English one with no sign of its visitor.
    await page.evaluate((key) => localStorage.setItem(key, "en"), LANGUAGE_STORAGE_KEY);
    await page.goto("/buy-tickets");
    await waitForPath(page, "/en/buy-tickets");
  });

  it("shot at 1280 px", async () => {
    const page = await openPage(DESKTOP);
    await page.goto("/en/buy-tickets");
    expect(await pageHeading(page)).toBe(SHOP_EN);
    await page.locator('article, [data-testid="shop-empty"]').first().waitFor({ timeout: 30_000 }).catch(() => {});
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "shop-en-1280");
  });

  it("send a staff path under /en to its Arabic address", async () => {
    const page = await openPage(DESKTOP);
    await page.goto("/en/tickets-table");
    // Signed out, the Arabic staff page asks for the staff sign-in first.
    await waitForPath(page, "/login");
    expect(await documentLanguage(page)).toEqual(["ar", "rtl"]);
  });
});

describe("the offer of English", () => {
  it("is made, in English, to a first visit from a browser that prefers English, and remembered when declined", async () => {
    const page = await openPage(PHONE, { locale: "en-US" });
    await page.goto("/buy-tickets");
    const offer = page.getByRole("alert").filter({ hasText: OFFER.question });
    await offer.waitFor();
    await expect(offer.getAttribute("lang")).resolves.toBe("en");
    await screenshot(page, "shop-en-offer-390", { fullPage: false });
    await offer.getByRole("button", { name: OFFER.no }).click();
    await offer.waitFor({ state: "hidden" });
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe("ar");
    await page.reload();
    await pageHeading(page);
    expect(await page.getByText(OFFER.question).count()).toBe(0);
  });

  it("is made at once on the served shop, whose app otherwise waits for its visitor's first sign", async () => {
    const page = await openPage(PHONE, { locale: "en-GB" });
    await page.goto("/buy-tickets");
    const offer = page.getByRole("alert").filter({ hasText: OFFER.question });
    await offer.waitFor();
    expect(await offer.getByRole("button", { name: OFFER.yes }).isVisible()).toBe(true);
  });

  it("takes the visitor who accepts to the English page", async () => {
    const page = await openPage(DESKTOP, { locale: "en-GB" });
    await page.goto("/privacy-policy");
    await page.getByRole("alert").filter({ hasText: OFFER.question }).getByRole("button", { name: OFFER.yes }).click();
    await waitForPath(page, "/en/privacy-policy");
    expect(await documentLanguage(page)).toEqual(["en", "ltr"]);
  });

  it("is not made to a browser that prefers Arabic", async () => {
    const page = await openPage(PHONE, { locale: "ar-SA" });
    await page.goto("/privacy-policy");
    await pageHeading(page);
    // The page started (its bar is drawn) and has nothing left to load:
    // an offer would have asked for its chunk by now (app/EnglishOffer.tsx).
    await page.locator("a[hreflang]").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByText(OFFER.question).count()).toBe(0);
  });
});
