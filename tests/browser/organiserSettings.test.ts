// The organiser's settings (/settings) in Chromium: a super_admin on a phone
// finds them unsaved, types a Saudi VAT number of the wrong form and reads
// why beside the field, fixes it (typed in Arabic-Indic digits, shown in
// Latin ones), saves, and after a reload finds them kept; the navigation
// links the page on a laptop. Readable at 390 and 1280 px.
import { ar, COLLECTIONS, DEFAULT_DISPLAY_SETTINGS, ORGANISER_SETTINGS_ID, organiserSettingsMessages } from "@bawwaba/common";
import type { Timestamp } from "firebase-admin/firestore";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { horizontalOverflow, messageBeside, pageHeading, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { demoAccount, signedInAs, useDemoBrowser } from "../support/demo";
import { adminAuth, adminDb } from "../support/emulators";
import { TEST_ORGANISER } from "../support/invoicing";

const openPage = useDemoBrowser();
const m = organiserSettingsMessages;
const settingsRef = adminDb.collection(COLLECTIONS.settings).doc(ORGANISER_SETTINGS_ID);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).first();

describe("the organiser's settings", () => {
  it("refuse a wrong Saudi VAT number beside the field, then save and keep the fixed one", async () => {
    const page = await signedInAs(openPage, "super_admin", PHONE, "/settings");
    expect(await pageHeading(page)).toBe(ar.pages["/settings"]);
    await page.getByText(m.notSetYet).waitFor();

    await field(page, m.fields.legalName).fill(TEST_ORGANISER.legalName);
    await field(page, m.fields.legalNameEn).fill(TEST_ORGANISER.legalNameEn);
    await field(page, m.fields.address).fill(TEST_ORGANISER.address);
    expect(await field(page, m.fields.country).inputValue()).toBe("SA");
    expect(await field(page, m.fields.currency).inputValue()).toBe("SAR");
    expect(await field(page, m.fields.vatRate).inputValue()).toBe("15");
    await page.getByLabel(m.fields.invoicing).check();
    const vatNumber = field(page, m.fields.vatNumber);
    expect(await vatNumber.getAttribute("dir")).toBe("ltr");
    expect(await field(page, m.fields.legalNameEn).getAttribute("dir")).toBe("ltr");

    // Ends with 4: ZATCA's numbers begin and end with 3. Nothing is sent.
    await vatNumber.fill("310122393500004");
    await page.getByRole("button", { name: m.save }).click();
    expect(await messageBeside(vatNumber)).toBe(m.errors.vatNumberSaudi);
    // The refused submit takes the person to the field.
    await expect.poll(() => vatNumber.evaluate((input) => input === document.activeElement)).toBe(true);
    expect((await settingsRef.get()).exists).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // From the top: the refused submit scrolled to the field, and the sticky bar would cover the heading.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "settings-vat-number-390");

    // Typed in Arabic-Indic digits, it reads in Latin ones, as invoices print it.
    await vatNumber.fill("٣١٠١٢٢٣٩٣٥٠٠٠٠٣");
    expect(await vatNumber.inputValue()).toBe(TEST_ORGANISER.vatNumber);
    expect(await vatNumber.getAttribute("aria-invalid")).toBe("false");
    const startedAt = Date.now();
    await page.getByRole("button", { name: m.save }).click();
    await page.getByRole("status").filter({ hasText: m.saved }).waitFor();

    const { uid } = await adminAuth.getUserByEmail(demoAccount("super_admin").email);
    const { updatedAt, updatedBy, ...stored } = (await settingsRef.get()).data()!;
    // The display settings, untouched in the form, are saved as their defaults.
    expect(stored).toEqual({ ...TEST_ORGANISER, ...DEFAULT_DISPLAY_SETTINGS });
    expect(updatedBy).toBe(uid);
    expect((updatedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(startedAt - 5_000);

    await page.reload();
    await expect.poll(() => field(page, m.fields.vatNumber).inputValue(), { timeout: 30_000 }).toBe(TEST_ORGANISER.vatNumber);
    expect(await field(page, m.fields.legalName).inputValue()).toBe(TEST_ORGANISER.legalName);
    expect(await field(page, m.fields.address).inputValue()).toBe(TEST_ORGANISER.address);
    expect(await page.getByLabel(m.fields.invoicing).isChecked()).toBe(true);
    expect(await page.getByText(m.notSetYet).count()).toBe(0);
    await screenshot(page, "settings-390");
    await page.context().close();
  });

  it("is linked from the navigation for a super_admin and fits a laptop", async () => {
    const page = await signedInAs(openPage, "super_admin");
    await page.getByRole("navigation", { name: ar.shell.mainNav }).getByRole("link", { name: ar.pages["/settings"] }).click();
    await page.waitForURL("**/settings");
    await expect.poll(() => pageHeading(page)).toBe(ar.pages["/settings"]);
    await expect.poll(() => field(page, m.fields.legalName).inputValue(), { timeout: 30_000 }).toBe(TEST_ORGANISER.legalName);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "settings-1280");
    await page.context().close();
  });
});
