// Driving the gate scanner page (/qr-scanner) in the browser tests, and
// the check-ins it leaves.
import { ar, COLLECTIONS } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { chooseOption } from "./browser";
import { adminDb } from "./emulators";

const texts = ar.checkin;

/** Names the gate, then chooses the event (the camera starts as soon as the event is chosen). */
export async function chooseEvent(page: Page, title: string, gate: string): Promise<void> {
  await page.getByLabel(texts.setup.gate).fill(gate);
  await chooseOption(page.getByRole("combobox", { name: texts.setup.event }), title);
  await page.getByRole("button", { name: texts.setup.done }).click();
}

/**
 * A keyboard scanner: the code's keys and Enter in one burst, with no field
 * focused. The keys are dispatched in the page, as a scanner's arrive a few
 * milliseconds apart: Playwright's typed keys each cross the DevTools
 * protocol, and on a loaded machine their gaps passed the wedge's
 * MAX_KEY_GAP_MS, which split the code (a full run's gate recorded it as
 * invalid).
 */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...text, "Enter"]) {
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    }
  }, code);
}

/** Waits for the verdict `result` (decided offline or not), answers its text and lets it close. */
export async function verdictShown(page: Page, result: string, offline: boolean): Promise<string> {
  const verdict = page.locator(`[data-testid="verdict"][data-result="${result}"][data-offline="${offline}"]`);
  await verdict.waitFor();
  const text = (await verdict.textContent()) ?? "";
  await page.getByTestId("verdict").waitFor({ state: "detached" });
  return text;
}

/** The check-in records of a ticket, as stored. */
export const checkInsOf = async (ticketId: string) =>
  (await adminDb.collection(COLLECTIONS.checkIns).where("ticketId", "==", ticketId).get()).docs.map((doc) => doc.data());
