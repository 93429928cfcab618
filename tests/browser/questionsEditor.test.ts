// The organiser's questions at checkout in the browser: from the events
// manager the owner opens an event's questions, adds a required holder's
// name asked for each ticket, a choice of three answers for one type only
// and an optional yes/no asked once for the order, and saves them (the
// function stores them in that order); reopened, the dialog lists them in
// that order. On a phone the dialog fills the screen without sideways
// scrolling, a choice with one answer is refused beside its answers, and
// Back closes the dialog.
import { checkoutQuestionsEditorMessages, COLLECTIONS, ar, type CheckoutQuestion } from "@bawwaba/common";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseOption, DESKTOP, horizontalOverflow, pageHeading, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";

const openPage = useDemoBrowser();
const m = checkoutQuestionsEditorMessages.manager;
const labels = m.form;

/** A published demo event with two types and no questions (scripts/demo/demoData.ts). */
const EVENT_ID = "demo-derby";
const EVENT_TITLE = "ديربي العاصمة";
const VIP_TYPE = "منصة كبار الزوار";
const HOLDER = "الاسم الكامل";
const SIZE = "مقاس القميص";
const PARKING = "هل تحتاج موقفًا للسيارة؟";

const storedQuestions = async () =>
  ((await adminDb.collection(COLLECTIONS.events).doc(EVENT_ID).get()).get("questions") ?? []) as CheckoutQuestion[];

/** The events manager at `viewport`, with the event's questions dialog opened from its row's button. */
async function openQuestionsDialog(viewport: typeof DESKTOP): Promise<{ page: Page; dialog: Locator }> {
  const page = await signedInAs(openPage, "super_admin", viewport, "/create-event");
  await pageHeading(page);
  const dialog = await openFromRow(page);
  return { page, dialog };
}

async function openFromRow(page: Page): Promise<Locator> {
  const row = page.getByTestId("event-row").filter({ hasText: EVENT_TITLE });
  await row.getByRole("button", { name: ar.eventsAdmin.actionOn(m.action, EVENT_TITLE) }).click();
  const dialog = page.getByRole("dialog", { name: m.title(EVENT_TITLE) });
  await dialog.waitFor();
  return dialog;
}

/** Opens the form for a new question and types its text. */
async function newQuestion(dialog: Locator, label: string): Promise<void> {
  await dialog.getByRole("button", { name: m.newQuestion }).click();
  await dialog.getByRole("textbox", { name: labels.label }).fill(label);
}

/** The dialog's controls smaller than a finger's 44 × 44 px (a checkbox or radio measured by the box MUI draws around its input). */
function smallControls(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const small: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>("button, input, select, textarea")) {
      const measured = element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio") ? element.parentElement! : element;
      const box = measured.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A text field's box is its frame: the input itself is the frame's height.
      const frame = element.closest(".MuiInputBase-root")?.getBoundingClientRect() ?? box;
      if (Math.max(box.height, frame.height) < 43.5 || Math.max(box.width, frame.width) < 43.5) {
        small.push(`${element.tagName.toLowerCase()} «${element.getAttribute("aria-label") ?? element.textContent ?? ""}» ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

const listed = (dialog: Locator) => dialog.getByRole("list", { name: m.list }).getByTestId("checkout-question");
const listedLabels = async (dialog: Locator) => (await listed(dialog).locator("h3").allTextContents()).map((text) => text.replace(/^\d+\.\s*/, ""));

describe("an event's questions at checkout", () => {
  it("adds a holder's name, a choice for one type and an optional yes/no, saves them, and lists them in order when reopened", async () => {
    const { page, dialog } = await openQuestionsDialog(DESKTOP);
    await dialog.getByText(m.empty).waitFor();
    expect(new URL(page.url()).searchParams.get("questions")).toBe(EVENT_ID);

    await newQuestion(dialog, HOLDER);
    await dialog.getByRole("checkbox", { name: labels.required }).check();
    await dialog.getByRole("radio", { name: labels.scopes.ticket }).check();
    await dialog.getByRole("checkbox", { name: labels.holderName }).check();
    await dialog.getByRole("button", { name: labels.add }).click();
    await listed(dialog).filter({ hasText: HOLDER }).waitFor();

    await newQuestion(dialog, SIZE);
    await chooseOption(dialog.getByLabel(labels.kind), m.kinds.choice);
    await dialog.getByRole("textbox", { name: labels.option(1), exact: true }).fill("S");
    await dialog.getByRole("textbox", { name: labels.option(2), exact: true }).fill("M");
    await dialog.getByRole("button", { name: labels.addOption }).click();
    await dialog.getByRole("textbox", { name: labels.option(3), exact: true }).fill("L");
    await dialog.getByRole("radio", { name: labels.scopes.ticket }).check();
    await dialog.getByRole("checkbox", { name: VIP_TYPE }).check();
    await dialog.getByRole("button", { name: labels.add }).click();
    await listed(dialog).filter({ hasText: SIZE }).waitFor();

    await newQuestion(dialog, PARKING);
    await chooseOption(dialog.getByLabel(labels.kind), m.kinds.yesNo);
    await dialog.getByRole("button", { name: labels.add }).click();
    await listed(dialog).filter({ hasText: PARKING }).waitFor();

    await dialog.getByText(m.unsaved).waitFor();
    expect(await storedQuestions()).toEqual([]);
    await dialog.getByRole("button", { name: m.save }).click();
    await dialog.getByRole("status").filter({ hasText: m.saved }).waitFor();
    await expect.poll(async () => (await storedQuestions()).map((question) => question.label)).toEqual([HOLDER, SIZE, PARKING]);
    const [holder, size, parking] = await storedQuestions();
    expect(holder).toMatchObject({ kind: "text", required: true, scope: "ticket", holderName: true });
    expect(holder!.ticketTypeIds).toBeUndefined();
    expect(size).toMatchObject({ kind: "choice", required: false, scope: "ticket", ticketTypeIds: ["vip"], options: ["S", "M", "L"] });
    expect(parking).toMatchObject({ kind: "yesNo", required: false, scope: "order" });
    for (const question of [holder!, size!, parking!]) expect(question.id).toMatch(/^[0-9a-z]{6}$/);
    expect(new Set([holder!.id, size!.id, parking!.id]).size).toBe(3);

    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "questions-editor-1280", { fullPage: false });

    // Closed and opened again: the list as stored, in its order, each with what it is.
    await dialog.getByRole("button", { name: m.close }).click();
    await dialog.waitFor({ state: "detached" });
    const reopened = await openFromRow(page);
    await expect.poll(() => listedLabels(reopened)).toEqual([HOLDER, SIZE, PARKING]);
    const [holderCard, sizeCard, parkingCard] = [0, 1, 2].map((index) => listed(reopened).nth(index));
    await expect(holderCard!.textContent()).resolves.toContain(m.holderName);
    await expect(holderCard!.textContent()).resolves.toContain(m.scopes.ticket);
    await expect(holderCard!.textContent()).resolves.toContain(m.required);
    // Each name is isolated in its own direction (U+2068 … U+2069) so that Latin answers keep their order.
    const sizeText = (await sizeCard!.textContent())!.replace(/[\u2068\u2069]/g, "");
    expect(sizeText).toContain(m.forTypes(VIP_TYPE));
    expect(sizeText).toContain(m.options("S، M، L"));
    await expect(parkingCard!.textContent()).resolves.toContain(m.kinds.yesNo);
    await expect(parkingCard!.textContent()).resolves.toContain(m.scopes.order);
    await expect(parkingCard!.textContent()).resolves.toContain(m.optional);
    await expect(reopened.getByRole("button", { name: m.save }).isDisabled()).resolves.toBe(true);
    await page.context().close();
  });

  it("fills a phone's screen, refuses a choice with one answer beside its answers, and closes on Back", async () => {
    const { page, dialog } = await openQuestionsDialog(PHONE);
    await expect.poll(() => listedLabels(dialog)).toEqual([HOLDER, SIZE, PARKING]);
    expect((await dialog.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await smallControls(dialog)).toEqual([]);
    await screenshot(page, "questions-editor-390", { fullPage: false });

    await newQuestion(dialog, "المدينة");
    await chooseOption(dialog.getByLabel(labels.kind), m.kinds.choice);
    const first = dialog.getByRole("textbox", { name: labels.option(1), exact: true });
    await first.fill("الرياض");
    await dialog.getByRole("button", { name: labels.add }).click();

    // The message beside the answers: the text their aria-describedby points at, once they are marked invalid.
    await expect.poll(() => first.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await first.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(checkoutQuestionsEditorMessages.input.options);
    await expect(dialog.getByText(labels.fixErrors).isVisible()).resolves.toBe(true);
    await expect(listed(dialog).count()).resolves.toBe(3);
    expect(await smallControls(dialog)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "questions-editor-form-390", { fullPage: false });

    await page.goBack();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.has("questions")).toBe(false);
    expect((await storedQuestions()).map((question) => question.label)).toEqual([HOLDER, SIZE, PARKING]);
    await page.context().close();
  });
});
