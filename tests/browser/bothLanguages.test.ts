// The public pages in both languages (docs/product.md § Languages, dates and
// digits): the shop's list, an event's checkout, the hosted test checkout,
// an order's page and /my-tickets, bought through in English under `/en`,
// then opened at their Arabic addresses. In English each page is left to
// right and `lang="en"`, with not one Arabic letter of its own (an event's
// Arabic words, where the organiser gave no English, are marked `lang="ar"`
// and left out), and a refusal of the form is English too; in Arabic each
// is right to left and `lang="ar"`. Both pass axe with no serious or
// critical violation, and the English buyer's confirmation e-mail is in
// English.
import "@bawwaba/common/messages/en";
import { ar, ARABIC_LETTER, COLLECTIONS, inDisplayLocale } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, messageBeside, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { newBrowserBuyerPhone, orderStatus, verifyPhone } from "../support/buyer";
import { useDemoBrowser } from "../support/demo";
import { adminDb, HOSTING_URL } from "../support/emulators";
import { demoEventWithType } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const EVENT_TITLE = "ديربي العاصمة";
const ENGLISH = { titleEn: "Capital Derby", descriptionEn: "The capital's two clubs meet at the main stadium.", venueEn: "City Stadium" };
const BUYER = "Sam Carter";

/** A message as the English pages word it. */
const english = <T>(words: () => T): T => inDisplayLocale({ language: "en" }, words);

/**
 * The page's own words in Arabic letters: its text, the document's title and
 * the words of attributes people hear or read (labels, alternatives, hints),
 * outside elements marked as Arabic (an event's Arabic words on an English page).
 */
function arabicOfThePage(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const arabic = new RegExp(pattern);
    const found: string[] = [];
    if (arabic.test(document.title)) found.push(`title: ${document.title}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang="ar"], script, style, noscript, template')) continue;
      if (arabic.test(node.textContent ?? "")) found.push(`${element.tagName.toLowerCase()}: ${node.textContent!.trim()}`);
    }
    // A label may name an event by its Arabic title ("Get tickets for …"): that title, shown marked on the page, is not the page's own.
    const marked = [...document.body.querySelectorAll('[lang="ar"]')].map((element) => element.textContent?.trim() ?? "").filter(Boolean);
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      if (element.closest('[lang="ar"]')) continue;
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name);
        const own = marked.reduce((rest, words) => rest.split(words).join(""), value ?? "");
        if (arabic.test(own)) found.push(`${element.tagName.toLowerCase()}[${name}]: ${value}`);
      }
    }
    return found;
  }, ARABIC_LETTER.source);
}

async function documentLanguage(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, body: getComputedStyle(document.body).direction }));
}

/** The page in `language`, as a visitor gets it: the document's language and direction, axe clean, and in English no Arabic of its own. */
async function expectInLanguage(page: Page, language: "ar" | "en") {
  // The page drawn: its bar's switch is there (in a served page's HTML, in
  // the others once their script has drawn them).
  await page.locator("a[hreflang]").first().waitFor();
  expect(await documentLanguage(page)).toEqual(language === "en" ? { lang: "en", dir: "ltr", body: "ltr" } : { lang: "ar", dir: "rtl", body: "rtl" });
  if (language === "en") expect(await arabicOfThePage(page)).toEqual([]);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
}

/**
 * Screenshots of the page at both widths, as `<name>-<language>-<width>`:
 * the whole page, or with `from` the window scrolled to it (a checkout's
 * sticky total bar would be drawn over the middle of a whole-page picture).
 */
async function screenshotsAtBothWidths(page: Page, name: string, language: "ar" | "en", from?: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await horizontalOverflow(page)).toBe(0);
    if (from) await page.getByTestId(from).evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200));
    else await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${language}-${viewport.width}`, { fullPage: from === undefined });
  }
  await page.setViewportSize(PHONE);
}

let event: { eventId: string; ticketTypeId: string };
let orderPath = "";
let orderId = "";

beforeAll(async () => {
  event = await demoEventWithType(EVENT_TITLE);
  // The organiser's English words for this event and its types; the other demo events have none.
  const eventRef = adminDb.collection(COLLECTIONS.events).doc(event.eventId);
  await eventRef.update(ENGLISH);
  const types = await eventRef.collection(COLLECTIONS.ticketTypes).get();
  await Promise.all(types.docs.map((type, index) => type.ref.update({ nameEn: index === 0 ? "Public stands" : "VIP box" })));
  // The catalogue's answer keeps a copy for a while: wait for the English words (expect.poll runs only inside a test).
  for (let tries = 0; ; tries += 1) {
    const response = await fetch(`${HOSTING_URL}/api/catalogue/${event.eventId}`, { cache: "no-store" });
    if (response.ok && ((await response.json()) as { event?: { titleEn?: string } }).event?.titleEn === ENGLISH.titleEn) break;
    if (tries === 60) throw new Error("The catalogue never carried the event's English words");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

describe("the public pages in English", () => {
  it("the shop's list, an event's checkout, the test checkout and the order's page, bought through in English", { timeout: 180_000 }, async () => {
    const page = await openPage(PHONE);
    await page.goto("/en/buy-tickets");
    const choose = page.getByTestId(`shop-event-${event.eventId}`);
    await choose.waitFor();
    await expect.poll(() => page.locator("article", { has: choose }).textContent()).toContain(ENGLISH.titleEn);
    // An event without English words shows its Arabic title, marked as Arabic.
    expect(await page.locator('h2[lang="ar"]').count()).toBeGreaterThan(0);
    await expectInLanguage(page, "en");
    await screenshotsAtBothWidths(page, "shop-list", "en");

    await choose.click();
    await page.waitForURL(`**/en/buy-tickets?event=${event.eventId}`);
    const stepper = page.getByTestId(`qty-${event.ticketTypeId}`);
    for (let n = 0; n < 2; n += 1) await stepper.getByRole("button", { name: english(() => ar.sales.increase) }).click();
    // The form's refusal before anything is sent, beside its field, in English.
    await page.getByRole("button", { name: english(() => ar.buyer.start) }).click();
    await verifyPhone(page, newBrowserBuyerPhone());
    await page.getByTestId("pay").click();
    const name = page.getByLabel(english(() => ar.shopCheckout.buyerName));
    const refusal = await messageBeside(name);
    expect(refusal).not.toMatch(ARABIC_LETTER);
    expect(refusal.length).toBeGreaterThan(0);
    await name.fill(BUYER);
    await page.getByLabel(english(() => ar.shopCheckout.buyerEmail)).fill("sam.carter@example.com");
    await expect.poll(() => name.getAttribute("aria-invalid")).not.toBe("true");
    await expect.poll(() => page.getByTestId("order-total").textContent()).toContain("SAR");
    await expectInLanguage(page, "en");
    await screenshotsAtBothWidths(page, "shop-checkout", "en", `qty-${event.ticketTypeId}`);

    await page.getByTestId("pay").click();
    await page.waitForURL("**/en/youser-payment?payment=*", { timeout: 30_000 });
    await page.getByTestId("yousr-approve").waitFor();
    await expectInLanguage(page, "en");
    await page.getByTestId("yousr-approve").click();
    await page.waitForURL(/\/en\/buy-tickets\?order=[^#]+#token=/, { timeout: 30_000 });
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    await expect.poll(() => page.getByTestId("ticket-qr").count(), { timeout: 30_000 }).toBe(2);
    const url = new URL(page.url());
    orderId = url.searchParams.get("order")!;
    orderPath = `${url.pathname.replace(/^\/en/, "")}${url.search}${url.hash}`;
    // The link to keep is this page's, in English.
    expect(await page.getByTestId("private-link").inputValue()).toBe(page.url());
    await expectInLanguage(page, "en");
    await screenshotsAtBothWidths(page, "shop-order", "en");

    // The buyer's /my-tickets on the same device: their order, in English.
    await page.goto("/en/my-tickets");
    await page.locator(`[data-testid="my-order"][data-order-id="${orderId}"]`).waitFor({ timeout: 30_000 });
    await expectInLanguage(page, "en");
    await page.context().close();
  });

  it("the English buyer's confirmation e-mail is in English", async () => {
    expect(orderId).not.toBe("");
    const mail = (await adminDb.collection(COLLECTIONS.mail).doc(`order-${orderId}`).get()).data()!;
    expect(mail.message.subject).toContain(ENGLISH.titleEn);
    expect(mail.message.text.split("\n")[0]).toBe(`Hello ${BUYER},`);
    expect(mail.message.text).toContain(`/en/buy-tickets?order=${orderId}`);
    expect(mail.message.subject).not.toMatch(ARABIC_LETTER);
    expect(mail.message.text).not.toMatch(ARABIC_LETTER);
    expect(mail.message.html).toContain('lang="en"');
  });
});

describe("the same pages in Arabic", () => {
  it("the shop's list, the event's checkout, the order's page and /my-tickets are right to left, axe clean", { timeout: 120_000 }, async () => {
    expect(orderPath).not.toBe("");
    const page = await openPage(PHONE);
    await page.goto("/buy-tickets");
    const choose = page.getByTestId(`shop-event-${event.eventId}`);
    await choose.waitFor();
    await expect.poll(() => page.locator("article", { has: choose }).textContent()).toContain(EVENT_TITLE);
    await expectInLanguage(page, "ar");
    await screenshotsAtBothWidths(page, "shop-list", "ar");

    await choose.click();
    await page.waitForURL(`**/buy-tickets?event=${event.eventId}`);
    expect(new URL(page.url()).pathname).toBe("/buy-tickets");
    await page.getByTestId(`qty-${event.ticketTypeId}`).getByRole("button", { name: ar.sales.increase }).click();
    await expectInLanguage(page, "ar");
    await screenshotsAtBothWidths(page, "shop-checkout", "ar", `qty-${event.ticketTypeId}`);

    await page.goto(orderPath);
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    await expect.poll(() => page.getByTestId("ticket-qr").count(), { timeout: 30_000 }).toBe(2);
    await expectInLanguage(page, "ar");
    await screenshotsAtBothWidths(page, "shop-order", "ar");

    await page.goto("/my-tickets");
    await page.getByTestId("phone-step").waitFor();
    await expectInLanguage(page, "ar");
    await page.context().close();
  });
});
