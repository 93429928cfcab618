// The staff forms' date and time pickers on a device whose own language and
// zone are not the event's (an English browser in New York): the fields and
// their popup are in Arabic and right to left with Western digits, the times
// are typed by keyboard as the event's zone's wall clock and stored as the
// instants of that zone, the Hijri date shows under the event's dates as
// they are chosen, and a wrong order keeps its message beside the field.
// Takes the event form's screenshots with a picker open.
import { ar, COLLECTIONS, datePickerMessages, formatHijriDate } from "@bawwaba/common";
import type { Timestamp } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { animationsOver, DESKTOP, messageBeside, pageHeading, PHONE, screenshot, seriousA11yViolations, type Device } from "../support/browser";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
import { pickerField, typeWallClock } from "../support/pickers";

const labels = ar.eventsAdmin.form;
const formMessages = ar.events.form;
const pickerText = datePickerMessages.pickerText;
const TITLE = "أمسية اختبار منتقي التاريخ";
/** An English device in New York: neither the page's language nor the event's zone. */
const ENGLISH_DEVICE_IN_NEW_YORK: Device = { locale: "en-US", timezoneId: "America/New_York" };

const openPage = useDemoBrowser();

async function newEventForm(viewport: { width: number; height: number }): Promise<{ page: Page; dialog: Locator }> {
  const page = await signedInAs((size) => openPage(size, ENGLISH_DEVICE_IN_NEW_YORK), "super_admin", viewport, "/create-event");
  await pageHeading(page);
  await page.getByRole("button", { name: ar.eventsAdmin.newEvent }).click();
  const dialog = page.getByRole("dialog", { name: labels.createTitle });
  await dialog.waitFor();
  return { page, dialog };
}

const direction = (element: Locator) => element.evaluate((node) => getComputedStyle(node).direction);

/** The popup of the picker whose field is `field`, opened from its button: beside the field, or on a phone a dialog. */
async function openPopup(page: Page, field: Locator): Promise<Locator> {
  await field.getByRole("button", { name: pickerText.openDatePickerDialogue(null), exact: false }).click();
  const popup = page.getByRole("dialog").filter({ has: page.getByRole("grid") });
  await popup.waitFor();
  await animationsOver(page);
  return popup;
}

describe("the event form's date and time pickers", () => {
  it("are Arabic and right to left, typed by keyboard in the event's zone and stored as its instants", async () => {
    const { page, dialog } = await newEventForm(DESKTOP);
    const startsAt = pickerField(dialog, labels.startsAt);
    const endsAt = pickerField(dialog, labels.endsAt);
    await startsAt.waitFor();

    // Arabic sections, right to left (the time's before the date's), with the event's zone under the empty field.
    await expect(startsAt.getByRole("spinbutton").evaluateAll((sections) => sections.map((section) => section.getAttribute("aria-label"))))
      .resolves.toEqual([pickerText.hours, pickerText.minutes, pickerText.day, pickerText.month, pickerText.year]);
    expect(await direction(startsAt)).toBe("rtl");
    await dialog.getByText(datePickerMessages.inZone(ar.eventsAdmin.timeZones["Asia/Riyadh"])).first().waitFor();

    await dialog.getByLabel(labels.title).fill(TITLE);
    await dialog.getByLabel(labels.category).selectOption("party");
    await dialog.getByLabel(labels.venue).fill("مسرح المدينة");
    const firstType = dialog.getByRole("region", { name: labels.ticketType(1) });
    await firstType.getByLabel(labels.ticketName).fill("عادي");
    await firstType.getByLabel(labels.price("SAR")).fill("100");
    await firstType.getByLabel(labels.capacity).fill("50");
    await firstType.getByLabel(labels.perOrderLimit).fill("4");

    // 5 March 2027, 20:00 to 18:00 in Riyadh: the wrong way round, refused beside the end.
    await typeWallClock(startsAt, "2027-03-05T20:00");
    await typeWallClock(endsAt, "2027-03-05T18:00");
    await page.getByRole("button", { name: labels.save }).click();
    expect(await messageBeside(endsAt)).toBe(formMessages.endNotAfterStart);

    // Then 23:00, with its Hijri date under it as it is chosen.
    await typeWallClock(endsAt, "2027-03-05T23:00");
    const startMillis = Date.UTC(2027, 2, 5, 17, 0);
    // The field's sections without the direction marks MUI X keeps between
    // them: the time's first, so that right to left the date reads first.
    await expect.poll(async () => (await startsAt.textContent())?.replace(/[\u200e\u200f\u2066-\u2069]/g, "")).toContain("20:00 05/03/2027");
    await dialog.getByText(formatHijriDate(startMillis, "Asia/Riyadh"), { exact: false }).first().waitFor();

    // The popup: Arabic, right to left, on the chosen month, Western digits.
    const popup = await openPopup(page, startsAt);
    expect(await direction(popup)).toBe("rtl");
    await expect(popup.textContent()).resolves.toContain("مارس 2027");
    expect(await popup.textContent()).not.toMatch(/[٠-٩]/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "date-picker-1280", { fullPage: false });
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: labels.save }).click();
    await page.getByRole("status").filter({ hasText: ar.eventsAdmin.done.created }).waitFor();
    const stored = await adminDb.collection(COLLECTIONS.events).where("title", "==", TITLE).get();
    expect(stored.size).toBe(1);
    const eventDoc = stored.docs[0]!;
    expect(eventDoc.get("timeZone")).toBe("Asia/Riyadh");
    expect((eventDoc.get("startsAt") as Timestamp).toDate().toISOString()).toBe("2027-03-05T17:00:00.000Z");
    expect((eventDoc.get("endsAt") as Timestamp).toDate().toISOString()).toBe("2027-03-05T20:00:00.000Z");
    await page.context().close();
  });

  it("opens as a dialog fitting a phone (390 px)", async () => {
    const { page, dialog } = await newEventForm(PHONE);
    const startsAt = pickerField(dialog, labels.startsAt);
    await typeWallClock(startsAt, "2027-03-05T20:00");
    const popup = await openPopup(page, startsAt);
    expect(await direction(popup)).toBe("rtl");
    await expect(popup.textContent()).resolves.toContain("مارس 2027");
    const box = await popup.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await screenshot(page, "date-picker-390", { fullPage: false });
    await page.context().close();
  });
});

describe("the dashboard's custom period", () => {
  it("takes its days from Arabic right-to-left pickers by keyboard", async () => {
    const page = await signedInAs((size) => openPage(size, ENGLISH_DEVICE_IN_NEW_YORK), "super_admin", DESKTOP, "/dashboard?period=custom");
    const texts = ar.dashboard.filters;
    await page.getByTestId("figure-tickets").waitFor();
    const from = pickerField(page.locator("main"), texts.from);
    const to = pickerField(page.locator("main"), texts.to);
    await from.waitFor();
    expect(await direction(from)).toBe("rtl");
    await typeWallClock(from, "2026-11-01");
    await page.waitForURL(/from=2026-11-01/);
    // The end before the start: refused in words.
    await typeWallClock(to, "2026-10-01");
    await page.waitForURL(/to=2026-10-01/);
    await page.getByText(texts.badRange).waitFor();
    await typeWallClock(to, "2026-11-20");
    await page.waitForURL(/to=2026-11-20/);
    await page.context().close();
  });
});
