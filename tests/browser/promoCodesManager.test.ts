// The organiser's promo codes in the browser: from the events manager the
// owner opens an event's codes, creates a 20 % code, sees it listed unused
// with its terms, and pauses it (the function stores it paused); on a phone
// the dialog fills the screen without sideways scrolling, and a percentage
// over 100 is refused beside its field with nothing stored. A batch of
// single-use codes with a prefix is one row of the list, and its codes come
// as a CSV file, at once and from the row.
import { ar, COLLECTIONS } from "@bawwaba/common";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, pageHeading, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";

const openPage = useDemoBrowser();
const m = ar.promoCodes.manager;
const labels = m.form;

/** A published demo event with no codes (scripts/demo/demoData.ts). */
const EVENT_ID = "demo-derby";
const EVENT_TITLE = "ديربي العاصمة";
const CODE_LABEL = "ramadan-20";
const promoCodes = () => adminDb.collection(COLLECTIONS.events).doc(EVENT_ID).collection(COLLECTIONS.promoCodes);

/** The events manager at `viewport`, with the event's codes dialog opened from its row's button. */
async function openCodesDialog(viewport: typeof DESKTOP): Promise<{ page: Page; dialog: Locator }> {
  const page = await signedInAs(openPage, "super_admin", viewport, "/create-event");
  await pageHeading(page);
  const row = page.getByTestId("event-row").filter({ hasText: EVENT_TITLE });
  await row.getByRole("button", { name: ar.eventsAdmin.actionOn(ar.eventsAdmin.actions.promoCodes, EVENT_TITLE) }).click();
  const dialog = page.getByRole("dialog", { name: m.title(EVENT_TITLE) });
  await dialog.waitFor();
  return { page, dialog };
}

describe("an event's promo codes", () => {
  it("creates a 20 % code, lists it unused, and pauses it", async () => {
    const { page, dialog } = await openCodesDialog(DESKTOP);
    await dialog.getByText(m.empty).waitFor();

    await dialog.getByRole("button", { name: m.newCode }).click();
    await dialog.getByRole("textbox", { name: labels.code, exact: true }).fill(CODE_LABEL);
    await dialog.getByRole("radio", { name: labels.kinds.percent }).check();
    await dialog.getByLabel(labels.percent).fill("20");
    await dialog.getByLabel(labels.maxUses).fill("100");
    await dialog.getByRole("button", { name: labels.create }).click();

    await dialog.getByRole("status").filter({ hasText: m.created(CODE_LABEL) }).waitFor();
    const code = dialog.getByTestId("promo-code").filter({ hasText: CODE_LABEL });
    await code.getByText(m.uses(0, 100)).waitFor();
    await expect(code.textContent()).resolves.toContain(m.percentOff(20));
    await expect(code.textContent()).resolves.toContain(m.appliesToPublic);
    await expect(code.getByText(m.states.usable, { exact: true }).isVisible()).resolves.toBe(true);
    // Stored under the code as buyers type it, whatever its case and dashes.
    expect((await promoCodes().doc("RAMADAN20").get()).data()).toMatchObject({
      label: CODE_LABEL,
      discount: { kind: "percent", percent: 20 },
      maxUses: 100,
      active: true,
    });

    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "promo-codes-1280", { fullPage: false });

    await code.getByRole("button", { name: m.actionOn(m.pause, CODE_LABEL) }).click();
    await code.getByText(m.states.paused, { exact: true }).waitFor();
    await code.getByRole("button", { name: m.actionOn(m.resume, CODE_LABEL) }).waitFor();
    await expect.poll(async () => (await promoCodes().doc("RAMADAN20").get()).get("active")).toBe(false);
    await page.context().close();
  });

  it("fills a phone's screen, and refuses a percentage over 100 beside its field", async () => {
    const { page, dialog } = await openCodesDialog(PHONE);
    await dialog.getByTestId("promo-code").filter({ hasText: CODE_LABEL }).getByText(m.uses(0, 100)).waitFor();
    expect((await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "promo-codes-390", { fullPage: false });

    const before = (await promoCodes().count().get()).data().count;
    await dialog.getByRole("button", { name: m.newCode }).click();
    await dialog.getByRole("textbox", { name: labels.code, exact: true }).fill("VIP-120");
    const percent = dialog.getByLabel(labels.percent);
    await percent.fill("120");
    await dialog.getByLabel(labels.maxUses).fill("10");
    await dialog.getByRole("button", { name: labels.create }).click();

    // The message beside the field: the text its aria-describedby points at, once it is marked invalid.
    await expect.poll(() => percent.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await percent.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(ar.promoCodes.input.percent);
    await expect(dialog.getByText(labels.fixErrors).isVisible()).resolves.toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect((await promoCodes().count().get()).data().count).toBe(before);
    await page.context().close();
  });

  it("generates 5 single-use codes with a prefix, lists them as one batch, and downloads them as CSV", async () => {
    const { page, dialog } = await openCodesDialog(DESKTOP);
    await dialog.getByRole("list", { name: m.list }).waitFor();

    await dialog.getByRole("button", { name: m.newBatch }).click();
    await dialog.getByRole("textbox", { name: labels.count, exact: true }).fill("5");
    await dialog.getByRole("textbox", { name: labels.prefix, exact: true }).fill("vip");
    await dialog.getByRole("radio", { name: labels.kinds.percent }).check();
    await dialog.getByLabel(labels.percent).fill("20");
    const [generated] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      dialog.getByRole("button", { name: labels.generate }).click(),
    ]);

    // The file: byte order mark, the Arabic header, one quoted line per code.
    const readCodes = async (download: typeof generated) => {
      const csv = await readFile((await download.path())!, "utf8");
      expect(csv.startsWith("\uFEFF")).toBe(true);
      const lines = csv.slice(1).trimEnd().split("\r\n");
      expect(lines).toHaveLength(6);
      expect(lines[0]).toBe(m.csv.header.map((name) => `"${name}"`).join(","));
      return lines.slice(1).map((line) => line.split(",")[0]!.replace(/^"|"$/g, ""));
    };
    const codes = await readCodes(generated);
    for (const code of codes) expect(code).toMatch(/^VIP[0-9A-Z]{10}$/);
    expect(new Set(codes).size).toBe(5);
    await dialog.getByRole("status").filter({ hasText: m.batch.generated(5) }).waitFor();

    // One row for the batch, none for its codes.
    const batches = dialog.getByTestId("promo-code-batch");
    await batches.filter({ hasText: "VIP…" }).waitFor();
    await expect.poll(() => batches.count()).toBe(1);
    const batch = batches.first();
    await expect(batch.textContent()).resolves.toContain(m.batch.size(5));
    expect(m.batch.size(5)).toContain("5");
    await expect(batch.textContent()).resolves.toContain(m.percentOff(20));
    await expect(batch.textContent()).resolves.toContain(m.batch.singleUse);
    await expect(dialog.getByTestId("promo-code").filter({ hasText: "VIP" }).count()).resolves.toBe(0);
    const stored = await promoCodes().where("batchId", "==", (await batch.getAttribute("data-batch-id"))!).get();
    expect(stored.docs.map((doc) => doc.id).sort()).toEqual([...codes].sort());
    expect(stored.docs.every((doc) => doc.get("maxUses") === 1 && doc.get("active") === true)).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The row gives the same codes again.
    const [again] = await Promise.all([
      page.waitForEvent("download"),
      batch.getByRole("button", { name: m.batch.downloadOf("VIP…") }).click(),
    ]);
    expect((await readCodes(again)).sort()).toEqual([...codes].sort());

    // A sponsor's allocation withdrawn at once: every code of the batch paused, then resumed.
    await batch.getByRole("button", { name: m.batch.actionOn(m.pause, "VIP…") }).click();
    await dialog.getByRole("status").filter({ hasText: m.batch.pausedDone(5) }).waitFor();
    await batch.getByText(m.states.paused, { exact: true }).waitFor();
    const pausedCodes = await promoCodes().where("batchId", "==", (await batch.getAttribute("data-batch-id"))!).get();
    expect(pausedCodes.docs.map((doc) => doc.get("active"))).toEqual([false, false, false, false, false]);
    await batch.getByRole("button", { name: m.batch.actionOn(m.resume, "VIP…") }).click();
    await dialog.getByRole("status").filter({ hasText: m.batch.resumedDone(5) }).waitFor();
    await batch.getByRole("button", { name: m.batch.actionOn(m.pause, "VIP…") }).waitFor();
    await page.context().close();
  });
});
