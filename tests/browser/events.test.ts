// Events management in the browser: bad input is refused beside
// each field with nothing stored; a super_admin creates an event with two
// ticket types (each starting at the organiser's VAT rate) and publishes it; the list and form fit a phone and a laptop;
// the Qasr page shows a calendar of Qasr dates that filters the list.
import {
  ar,
  COLLECTIONS,
  EVENT_FORM_LIMITS,
  inventoryTotals,
  millisToZonedLocal,
  zonedLocalToMillis,
  type InventoryShardDoc,
} from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  horizontalOverflow,
  messageBeside,
  pageHeading,
  PHONE,
  screenshot,
  seriousA11yViolations,
} from "../support/browser";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb, eventually } from "../support/emulators";
import { pickerField, typeWallClock } from "../support/pickers";
import { useTestOrganiser } from "../support/invoicing";

const labels = ar.eventsAdmin.form;
const formMessages = ar.events.form;
const NEW_TITLE = "أمسية اختبار الفعاليات";

const openPage = useDemoBrowser();

async function superAdminPage(path: string, viewport = DESKTOP): Promise<Page> {
  const page = await signedInAs(openPage, "super_admin", viewport, path);
  await pageHeading(page);
  return page;
}

async function openNewEventForm(page: Page, buttonName: string = ar.eventsAdmin.newEvent): Promise<Locator> {
  await page.getByRole("button", { name: buttonName }).click();
  const dialog = page.getByRole("dialog", { name: labels.createTitle });
  await dialog.waitFor();
  return dialog;
}

const ticketType = (dialog: Locator, number: number) => dialog.getByRole("region", { name: labels.ticketType(number) });

async function storedEventCount(): Promise<number> {
  return (await adminDb.collection(COLLECTIONS.events).count().get()).data().count;
}

/** A date-time N days from now in Riyadh, as the form holds it. */
function riyadhLocal(daysFromNow: number, hour: number): string {
  const day = millisToZonedLocal(Date.now() + daysFromNow * 86_400_000, "Asia/Riyadh").slice(0, 10);
  return `${day}T${String(hour).padStart(2, "0")}:00`;
}

describe("the event form refuses bad input", () => {
  it("shows an Arabic message beside each field and stores nothing", async () => {
    const page = await superAdminPage("/create-event");
    const before = await storedEventCount();
    const dialog = await openNewEventForm(page);
    const save = dialog.page().getByRole("button", { name: labels.save });

    // The empty form.
    await save.click();
    expect(await messageBeside(dialog.getByLabel(labels.title))).toBe(formMessages.titleRequired);
    expect(await messageBeside(dialog.getByLabel(labels.category))).toBe(formMessages.categoryRequired);
    expect(await messageBeside(dialog.getByLabel(labels.venue))).toBe(formMessages.venueRequired);
    expect(await messageBeside(pickerField(dialog, labels.startsAt))).toBe(formMessages.startRequired);
    expect(await messageBeside(pickerField(dialog, labels.endsAt))).toBe(formMessages.endRequired);
    const first = ticketType(dialog, 1);
    expect(await messageBeside(first.getByLabel(labels.ticketName))).toBe(formMessages.ticketNameRequired);
    expect(await messageBeside(first.getByLabel(labels.price("SAR")))).toBe(ar.events.price.empty);
    expect(await messageBeside(first.getByLabel(labels.capacity))).toBe(formMessages.capacityRequired);
    expect(await messageBeside(first.getByLabel(labels.perOrderLimit))).toBe(formMessages.perOrderLimitRequired);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Letters in the price, capacity 0, the end before the start, a 10,000-character title.
    await dialog.getByLabel(labels.title).fill("ح".repeat(10_000));
    await dialog.getByLabel(labels.category).selectOption("party");
    await dialog.getByLabel(labels.venue).fill("مسرح المدينة");
    await typeWallClock(pickerField(dialog, labels.startsAt), riyadhLocal(20, 20));
    await typeWallClock(pickerField(dialog, labels.endsAt), riyadhLocal(20, 18));
    await first.getByLabel(labels.ticketName).fill("عادي");
    await first.getByLabel(labels.price("SAR")).fill("مئة ريال");
    await first.getByLabel(labels.capacity).fill("0");
    await first.getByLabel(labels.perOrderLimit).fill("5");
    await first.getByLabel(labels.vatRate).fill("60");
    await save.click();
    expect(await messageBeside(dialog.getByLabel(labels.title))).toBe(formMessages.tooLong(EVENT_FORM_LIMITS.title));
    expect(await messageBeside(pickerField(dialog, labels.endsAt))).toBe(formMessages.endNotAfterStart);
    expect(await messageBeside(first.getByLabel(labels.price("SAR")))).toBe(ar.events.price.not_a_number);
    expect(await messageBeside(first.getByLabel(labels.capacity))).toBe(formMessages.capacityInvalid);
    expect(await messageBeside(first.getByLabel(labels.vatRate))).toBe(formMessages.vatRateInvalid);
    await expect(dialog.getByText(labels.fixErrors).isVisible()).resolves.toBe(true);
    await screenshot(page, "events-form-errors-1280", { fullPage: false });

    expect(await storedEventCount()).toBe(before);
    await page.context().close();
  });
});

describe("creating and publishing an event", () => {
  it("stores a draft with two ticket types in minor units and their VAT rates, then publishes it from the list", async () => {
    // The organiser's default rate, 15 %, which a new type starts at.
    await useTestOrganiser();
    const page = await superAdminPage("/create-event");
    // The settings are read with the list, as a person would see it before asking for a new event.
    await page.getByTestId("event-row").first().waitFor();
    const dialog = await openNewEventForm(page);
    await dialog.getByLabel(labels.title).fill(NEW_TITLE);
    await dialog.getByLabel(labels.description).fill("أمسية موسيقية للاختبار");
    await dialog.getByLabel(labels.category).selectOption("party");
    await dialog.getByLabel(labels.venue).fill("مسرح المدينة");
    await typeWallClock(pickerField(dialog, labels.startsAt), riyadhLocal(20, 20));
    await typeWallClock(pickerField(dialog, labels.endsAt), riyadhLocal(20, 23));
    const first = ticketType(dialog, 1);
    await first.getByLabel(labels.ticketName).fill("عادي");
    await first.getByLabel(labels.price("SAR")).fill("149.99");
    await first.getByLabel(labels.capacity).fill("100");
    await first.getByLabel(labels.perOrderLimit).fill("6");
    await dialog.getByRole("button", { name: labels.addTicketType }).click();
    const second = ticketType(dialog, 2);
    await second.getByLabel(labels.ticketName).fill("كبار الزوار");
    await second.getByLabel(labels.price("SAR")).fill("٥٠٠");
    await second.getByLabel(labels.capacity).fill("20");
    await second.getByLabel(labels.perOrderLimit).fill("2");
    await typeWallClock(pickerField(second, labels.salesEndsAt), riyadhLocal(20, 18));
    // Each type starts at the organiser's rate; one sold without VAT says 0.
    expect(await first.getByLabel(labels.vatRate).inputValue()).toBe("15");
    expect(await second.getByLabel(labels.vatRate).inputValue()).toBe("15");
    await second.getByLabel(labels.vatRate).fill("0");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "events-form-1280", { fullPage: false });
    await page.getByRole("button", { name: labels.save }).click();

    await page.getByRole("status").filter({ hasText: ar.eventsAdmin.done.created }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    const row = page.getByTestId("event-row").filter({ hasText: NEW_TITLE });
    await row.getByText(ar.eventsAdmin.statuses.draft, { exact: true }).waitFor();

    const stored = await adminDb.collection(COLLECTIONS.events).where("title", "==", NEW_TITLE).get();
    expect(stored.size).toBe(1);
    const eventDoc = stored.docs[0]!;
    expect(eventDoc.data()).toMatchObject({ status: "draft", category: "party", currency: "SAR", timeZone: "Asia/Riyadh" });
    const startsAt = zonedLocalToMillis(riyadhLocal(20, 20), "Asia/Riyadh");
    expect(startsAt.ok && (eventDoc.get("startsAt") as Timestamp).toMillis()).toBe(startsAt.ok && startsAt.millis);
    const types = (await eventDoc.ref.collection(COLLECTIONS.ticketTypes).orderBy("sortOrder").get()).docs.map((doc) => doc.data());
    expect(types).toMatchObject([
      { name: "عادي", price: 14999, capacity: 100, perOrderLimit: 6, vatRate: 1500, sortOrder: 0 },
      { name: "كبار الزوار", price: 50000, capacity: 20, perOrderLimit: 2, vatRate: 0, sortOrder: 1 },
    ]);
    expect(types[1]!.salesEnd).toBeInstanceOf(Timestamp);
    expect(types.some((type) => "sold" in type)).toBe(false);

    await row.getByRole("button", { name: ar.eventsAdmin.actions.publish }).click();
    await row.getByText(ar.eventsAdmin.statuses.published, { exact: true }).waitFor();
    const published = await eventually(
      async () => (await eventDoc.ref.get()).get("status"),
      (status) => status === "published",
    );
    expect(published).toBe("published");
    await expect(row.getByTestId("ticket-type-summary").allTextContents()).resolves.toEqual([
      expect.stringContaining("عادي"),
      expect.stringContaining("كبار الزوار"),
    ]);
    await expect(row.textContent()).resolves.toContain(ar.eventsAdmin.soldOfCapacity(0, 100));

    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "events-list-1280");
    await page.context().close();
  });

  it("refuses a capacity below the tickets already sold, beside the field, and changes it through the shards", async () => {
    const [eventDoc] = (await adminDb.collection(COLLECTIONS.events).where("title", "==", NEW_TITLE).get()).docs;
    const [firstType] = (await eventDoc!.ref.collection(COLLECTIONS.ticketTypes).orderBy("sortOrder").get()).docs;
    // 40 sold, as the functions record sales: in the type's inventory shards.
    await eventDoc!.ref
      .collection(COLLECTIONS.inventory)
      .doc(`${firstType!.id}-0`)
      .set({ ticketTypeId: firstType!.id, index: 0, allotment: 100, sold: 40 });
    await firstType!.ref.update({ inventory: { shards: 1 } });

    // Not superAdminPage: the edit dialog may open before the page heading is
    // looked for, and a modal hides the page behind it from the accessibility tree.
    const page = await signedInAs(openPage, "super_admin", DESKTOP, `/create-event?edit=${eventDoc!.id}`);
    const dialog = page.getByRole("dialog", { name: labels.editTitle });
    const capacity = ticketType(dialog, 1).getByLabel(labels.capacity);
    await expect.poll(() => capacity.inputValue()).toBe("100");
    await capacity.fill("39");
    await page.getByRole("button", { name: labels.save }).click();
    expect(await messageBeside(capacity)).toBe(formMessages.capacityBelowSold(40));
    expect((await firstType!.ref.get()).get("capacity")).toBe(100);

    // Raising it goes through setTicketTypeCapacity: type and shards together.
    await capacity.fill("120");
    await page.getByRole("button", { name: labels.save }).click();
    await expect.poll(async () => (await firstType!.ref.get()).get("capacity"), { timeout: 20_000 }).toBe(120);
    const shards = await eventDoc!.ref.collection(COLLECTIONS.inventory).where("ticketTypeId", "==", firstType!.id).get();
    expect(inventoryTotals(shards.docs.map((doc) => doc.data() as InventoryShardDoc))).toEqual({
      capacity: 120,
      sold: 40,
      remaining: 80,
    });
    await page.context().close();
  });
});

describe("the public shop", () => {
  it("shows a signed-out visitor the published event with its ticket types, and no drafts", async () => {
    const page = await openPage(PHONE);
    await page.goto("/buy-tickets");
    const card = page.getByRole("article").filter({ hasText: NEW_TITLE });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toMatch(/عادي[\s\S]*149\.99[\s\S]*كبار الزوار[\s\S]*500/);
    // The demo data's draft event stays out of the shop.
    await expect(page.getByRole("article").filter({ hasText: "منتدى الإعلام" }).count()).resolves.toBe(0);
    // A category chip is a link to the list narrowed to it (?category=).
    await page.getByRole("link", { name: ar.categories.party, exact: true }).click();
    await page.waitForURL((url) => url.search === "?category=party");
    await expect.poll(() => page.getByRole("article").filter({ hasText: "ديربي العاصمة" }).count()).toBe(0);
    await card.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "shop-390");
    await page.context().close();
  });
});

describe("the selling pages", () => {
  it("offer a sales_admin every event on sale, and each category page only its own", async () => {
    const page = await signedInAs(openPage, "sales_admin");
    await page.waitForURL("**/generate-tickets");
    await page.getByRole("article").filter({ hasText: NEW_TITLE }).waitFor();
    await page.getByRole("article").filter({ hasText: "ديربي العاصمة" }).waitFor();
    await expect(page.getByRole("article").filter({ hasText: "منتدى الإعلام" }).count()).resolves.toBe(0);
    await page.context().close();

    const admin = await superAdminPage("/sport-tickets");
    await admin.getByRole("article").filter({ hasText: "ديربي العاصمة" }).waitFor();
    await expect(admin.getByRole("article").filter({ hasText: NEW_TITLE }).count()).resolves.toBe(0);
    await admin.goto("/qasr-ticket-creation");
    await admin.getByRole("article").filter({ hasText: "حفل القصر السنوي" }).waitFor();
    await expect(admin.getByRole("article").filter({ hasText: "ديربي العاصمة" }).count()).resolves.toBe(0);
    await admin.context().close();
  });
});

describe("on a phone", () => {
  it("shows the list as cards and the form full screen, without sideways scrolling", async () => {
    const page = await superAdminPage("/create-event", PHONE);
    await page.getByTestId("event-row").filter({ hasText: NEW_TITLE }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "events-list-390");

    const dialog = await openNewEventForm(page);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "events-form-390", { fullPage: false });
    await page.context().close();
  });
});

describe("the Qasr events manager", () => {
  it("lists only Qasr events, with a calendar whose days filter the list", async () => {
    // An event at the Qasr today (in Riyadh), so that it is in the calendar's first month.
    const today = millisToZonedLocal(Date.now(), "Asia/Riyadh").slice(0, 10);
    const noon = zonedLocalToMillis(`${today}T12:00`, "Asia/Riyadh");
    if (!noon.ok) throw new Error("no noon today");
    await adminDb.collection(COLLECTIONS.events).doc("test-qasr-today").set({
      title: "عشاء القصر",
      description: "",
      category: "family",
      venue: "قصر الضيافة",
      startsAt: Timestamp.fromMillis(noon.millis),
      endsAt: Timestamp.fromMillis(noon.millis + 3 * 3_600_000),
      status: "draft",
      currency: "SAR",
      timeZone: "Asia/Riyadh",
    });

    const page = await superAdminPage("/qasr-events-manager");
    const rows = page.getByTestId("event-row");
    await rows.filter({ hasText: "عشاء القصر" }).waitFor();
    await rows.filter({ hasText: "حفل القصر السنوي" }).waitFor();
    await expect(rows.filter({ hasText: "ديربي العاصمة" }).count()).resolves.toBe(0);
    await expect(rows.filter({ hasText: NEW_TITLE }).count()).resolves.toBe(0);

    const day = page.locator(`[data-date="${today}"]`);
    await expect(day.getAttribute("aria-label")).resolves.toContain(ar.eventsAdmin.calendar.eventsOn(1));
    await day.click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect(rows.first().textContent()).resolves.toContain("عشاء القصر");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "qasr-events-1280");

    await page.getByRole("button", { name: ar.eventsAdmin.calendar.clearFilter }).click();
    await rows.filter({ hasText: "حفل القصر السنوي" }).waitFor();

    // A new event from this page starts at the Qasr.
    const dialog = await openNewEventForm(page, ar.eventsAdmin.newQasrEvent);
    await expect(dialog.getByLabel(labels.category).inputValue()).resolves.toBe("qasr_party");
    await expect(dialog.getByLabel(labels.venue).inputValue()).resolves.toBe("القصر");
    await page.context().close();
  });
});
