// The organiser's display settings in Chromium (docs/product.md § Languages,
// dates and digits): for an event at a fixed date, the shop's card and the
// order's page show the Umm al-Qura date Intl gives under the Gregorian, and
// so does the printed ticket (shot at 390 and 1280 px); once the organiser
// turns the Hijri date off (setOrganiserSettings), neither page shows one;
// with Arabic-Indic digits chosen, the shop's price is written in them while
// the order's reference stays Western. The settings are the project's one
// document: they are back to the tests' own, and the shop shows it, before
// this file ends.
import { CALLABLES, COLLECTIONS, formatOrderReference, orderLinkPath, ar } from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decidePayment } from "../../functions/src/payments/yousr/gateway";
import { DESKTOP, PHONE, screenshot } from "../support/browser";
import { callersWithRoles, callOk, type Caller } from "../support/callables";
import { orderStatus } from "../support/buyer";
import { useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
import { TEST_ORGANISER, useTestOrganiser } from "../support/invoicing";
import { buy, gateway, purchase } from "../support/payments";
import { createEventWithType, TEST_EVENT_ZONE } from "../support/salesFixtures";

const openPage = useDemoBrowser();
/** 20:00 in Riyadh on 8 February 2027: 1 Ramadan 1448 in the Umm al-Qura calendar. */
const STARTS_AT = Date.parse("2027-02-08T17:00:00Z");
/** What Intl gives for that day in the event's zone, in the Umm al-Qura calendar. */
const hijriOf = (numbering: "latn" | "arab") =>
  new Intl.DateTimeFormat(`ar-u-nu-${numbering}`, { dateStyle: "long", timeZone: TEST_EVENT_ZONE, calendar: "islamic-umalqura" }).format(STARTS_AT);
const ARABIC_INDIC = /[\u0660-\u0669]/;
/** The settings' cache and the catalogue's window (functions/src/settings, functions/src/catalogue): a change shows within them. */
const CHANGE_SHOWS_WITHIN = { timeout: 45_000, interval: 2_000 };

let owner: Caller;
let eventId = "";
let orderLink = "";
let reference = "";

async function saveDisplay(display: { digits: "latn" | "arab"; hijri: boolean }) {
  await callOk(owner, CALLABLES.setOrganiserSettings, { ...TEST_ORGANISER, ...display });
}

const eventCard = (page: Page) => page.locator(`article:has([data-testid="shop-event-${eventId}"])`);

/** The shop afresh (past the browser's copy of the catalogue): its card of the event once drawn. */
async function shopCard(page: Page) {
  await page.goto("/buy-tickets", { waitUntil: "domcontentloaded" });
  const card = eventCard(page);
  await card.waitFor({ timeout: 30_000 });
  return card;
}

beforeAll(async () => {
  [owner] = await callersWithRoles("super_admin");
  await saveDisplay({ digits: "latn", hijri: true });
  ({ eventId } = await createEventWithType({ price: 15000, name: "عادي" }, { title: "أمسية رمضانية" }));
  await adminDb.collection(COLLECTIONS.events).doc(eventId).update({ startsAt: Timestamp.fromMillis(STARTS_AT) });
  const types = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).get();
  const answer = await buy(purchase(eventId, types.docs[0]!.id, 1));
  await decidePayment(gateway, answer.paymentId, "approve");
  orderLink = orderLinkPath({ orderId: answer.orderId, accessToken: answer.accessToken });
  reference = formatOrderReference((await adminDb.collection(COLLECTIONS.orders).doc(answer.orderId).get()).get("reference") as string);
});

afterAll(async () => {
  await saveDisplay({ digits: "latn", hijri: true });
  await useTestOrganiser();
});

describe("the Hijri date beside the Gregorian", () => {
  it("shows on the shop's card and the order's page the Umm al-Qura date Intl gives, under the Gregorian", async () => {
    expect(hijriOf("latn")).toBe("1 رمضان 1448 هـ");
    const page = await openPage(PHONE);
    const card = await shopCard(page);
    expect(await card.getByTestId("event-hijri-date").textContent()).toBe(hijriOf("latn"));
    expect(await card.getByTestId("event-date").textContent()).toContain("8 فبراير 2027");

    await page.goto(orderLink);
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    expect(await page.getByTestId("event-hijri-date").textContent()).toBe(hijriOf("latn"));
    expect(await page.getByTestId("event-date").textContent()).toContain("8 فبراير 2027");
  });

  it("is on the printed ticket, at 390 and 1280 px", async () => {
    for (const [viewport, width] of [
      [PHONE, 390],
      [DESKTOP, 1280],
    ] as const) {
      const page = await openPage(viewport);
      await page.goto(orderLink);
      await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
      await page.getByRole("button", { name: ar.tickets.print.a4 }).click();
      const sheet = page.getByTestId("print-sheet");
      await sheet.locator("img").first().waitFor({ timeout: 30_000 });
      expect(await sheet.getByTestId("print-hijri-date").textContent()).toBe(hijriOf("latn"));
      await screenshot(page, `display-settings-print-hijri-${width}`);
      await page.context().close();
    }
  });

  it("is on neither page once the organiser turns it off", async () => {
    await saveDisplay({ digits: "latn", hijri: false });
    const page = await openPage(PHONE);
    await expect
      .poll(async () => {
        const card = await shopCard(page);
        return card.getByTestId("event-hijri-date").count();
      }, CHANGE_SHOWS_WITHIN)
      .toBe(0);
    expect(await eventCard(page).getByTestId("event-date").textContent()).toContain("8 فبراير 2027");
    await expect
      .poll(async () => {
        await page.goto(orderLink);
        await page.getByTestId("event-date").waitFor({ timeout: 30_000 });
        return page.getByTestId("event-hijri-date").count();
      }, CHANGE_SHOWS_WITHIN)
      .toBe(0);
  });
});

describe("the organiser's digits", () => {
  it("write the shop's price in Arabic-Indic digits, while the order's reference stays Western", async () => {
    await saveDisplay({ digits: "arab", hijri: true });
    const page = await openPage(PHONE);
    await expect
      .poll(async () => (await shopCard(page)).getByText("١٥٠", { exact: false }).count(), CHANGE_SHOWS_WITHIN)
      .toBeGreaterThan(0);
    const card = eventCard(page);
    expect(await card.getByTestId("event-hijri-date").textContent()).toBe(hijriOf("arab"));
    expect(await card.getByTestId("event-date").textContent()).toMatch(ARABIC_INDIC);

    await expect
      .poll(async () => {
        await page.goto(orderLink);
        await page.getByTestId("order-reference").first().waitFor({ timeout: 30_000 });
        return page.getByTestId("event-hijri-date").textContent();
      }, CHANGE_SHOWS_WITHIN)
      .toBe(hijriOf("arab"));
    expect(await page.getByTestId("order-reference").first().textContent()).toBe(reference);
    expect(reference).not.toMatch(ARABIC_INDIC);
    await screenshot(page, "display-settings-order-arab-digits-390");

    // Back to the tests' settings, and the shop shows it before the next file's tests.
    await saveDisplay({ digits: "latn", hijri: true });
    await expect
      .poll(async () => (await shopCard(page)).getByText("150", { exact: false }).count(), CHANGE_SHOWS_WITHIN)
      .toBeGreaterThan(0);
  });
});
