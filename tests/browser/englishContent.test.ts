// The event's English words in the browser: the event form's "in English"
// section and each type's English name are saved with the event (blank ones
// left out), shown again when the event is edited, and carried by the public
// catalogue once the event is published.
import { ar, COLLECTIONS, englishContentMessages, millisToZonedLocal, type CatalogueEventAnswer } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, pageHeading, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb, HOSTING_URL } from "../support/emulators";
import { pickerField, typeWallClock } from "../support/pickers";

const labels = ar.eventsAdmin.form;
const english = englishContentMessages.form;
const TITLE = "أمسية الكلمات الإنجليزية";
const TITLE_EN = "An evening in English";

const openPage = useDemoBrowser();

/** A date-time N days from now in Riyadh, as the pickers take it (tests/support/pickers.ts). */
function riyadhLocal(daysFromNow: number, hour: number): string {
  const day = millisToZonedLocal(Date.now() + daysFromNow * 86_400_000, "Asia/Riyadh").slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

async function newEventForm(page: Page) {
  await pageHeading(page);
  await page.getByRole("button", { name: ar.eventsAdmin.newEvent }).click();
  const dialog = page.getByRole("dialog", { name: labels.createTitle });
  await dialog.waitFor();
  return dialog;
}

describe("the event's English words", () => {
  it("are saved from the event form and carried by the catalogue", async () => {
    const page = await signedInAs(openPage, "super_admin", DESKTOP, "/create-event");
    const dialog = await newEventForm(page);
    await dialog.getByLabel(labels.title).fill(TITLE);
    await dialog.getByLabel(labels.category).selectOption("party");
    await dialog.getByLabel(labels.venue).fill("مسرح المدينة");
    await typeWallClock(pickerField(dialog, labels.startsAt), riyadhLocal(25, 20));
    await typeWallClock(pickerField(dialog, labels.endsAt), riyadhLocal(25, 23));
    const section = dialog.getByRole("region", { name: english.heading });
    await section.getByLabel(english.titleEn).fill(`  ${TITLE_EN} `);
    await section.getByLabel(english.venueEn).fill("City Theatre");
    // Typed left to right, in English.
    await expect(section.getByLabel(english.titleEn).getAttribute("dir")).resolves.toBe("ltr");
    const type = dialog.getByRole("region", { name: labels.ticketType(1) });
    await type.getByLabel(labels.ticketName).fill("عادي");
    await type.getByLabel(english.nameEn).fill("Standard");
    await type.getByLabel(labels.price("SAR")).fill("100");
    await type.getByLabel(labels.capacity).fill("50");
    await type.getByLabel(labels.perOrderLimit).fill("4");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, "events-form-english-1280", { fullPage: false });
    await page.getByRole("button", { name: labels.save }).click();
    await page.getByRole("status").filter({ hasText: ar.eventsAdmin.done.created }).waitFor();

    const [eventDoc] = (await adminDb.collection(COLLECTIONS.events).where("title", "==", TITLE).get()).docs;
    expect(eventDoc!.data()).toMatchObject({ titleEn: TITLE_EN, venueEn: "City Theatre" });
    // A blank English field is left out, not stored empty (the rules refuse an empty one).
    expect(eventDoc!.data()).not.toHaveProperty("descriptionEn");
    const [typeDoc] = (await eventDoc!.ref.collection(COLLECTIONS.ticketTypes).get()).docs;
    expect(typeDoc!.data()).toMatchObject({ name: "عادي", nameEn: "Standard" });

    // Edited: the English words show again, and a cleared one is removed.
    await page.goto(`/create-event?edit=${eventDoc!.id}`);
    const edit = page.getByRole("dialog", { name: labels.editTitle });
    const venueEn = edit.getByRole("region", { name: english.heading }).getByLabel(english.venueEn);
    await expect.poll(() => venueEn.inputValue()).toBe("City Theatre");
    await venueEn.fill("");
    await page.getByRole("button", { name: labels.save }).click();
    await expect.poll(async () => (await eventDoc!.ref.get()).get("venueEn") ?? null, { timeout: 15_000 }).toBeNull();
    expect((await eventDoc!.ref.get()).get("titleEn")).toBe(TITLE_EN);
    await page.context().close();

    // Published, the catalogue carries them.
    await eventDoc!.ref.update({ status: "published" });
    await expect
      .poll(async () => {
        const response = await fetch(`${HOSTING_URL}/api/catalogue/${eventDoc!.id}`, { cache: "no-store" });
        return response.ok ? ((await response.json()) as CatalogueEventAnswer) : null;
      }, { timeout: 30_000 })
      .toMatchObject({ event: { title: TITLE, titleEn: TITLE_EN, ticketTypes: [{ name: "عادي", nameEn: "Standard" }] } });
  });

  it("fit a phone", async () => {
    const page = await signedInAs(openPage, "super_admin", PHONE, "/create-event");
    const dialog = await newEventForm(page);
    const section = dialog.getByRole("region", { name: english.heading });
    await section.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "events-form-english-390", { fullPage: false });
    await page.context().close();
  });
});
