// Driving the gate scanner page (/qr-scanner) in the browser tests.
import { ar } from "@bawwaba/common";
import type { Page } from "playwright-core";

const texts = ar.checkin;

/** Names the gate, then chooses the event (the camera starts as soon as the event is chosen). */
export async function chooseEvent(page: Page, title: string, gate: string): Promise<void> {
  await page.getByLabel(texts.setup.gate).fill(gate);
  await page.getByRole("combobox", { name: texts.setup.event }).click();
  await page.getByRole("option", { name: new RegExp(title) }).click();
  await page.getByRole("button", { name: texts.setup.done }).click();
}

/** A keyboard scanner: the code typed in one burst and Enter, with no field focused. */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}
