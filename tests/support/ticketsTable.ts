// Driving /tickets-table in Chromium, for its browser test and its bench: how
// long the first page and a filtered search take to show their tickets.
import { ar } from "@bawwaba/common";
import type { Page } from "playwright-core";

const rows = (page: Page) => page.getByTestId("ticket-row");

/**
 * Waits for the count of matches, which the page asks for after the tickets
 * have come: a measurement started while it is still being counted would
 * share the emulator with it.
 */
export async function countShown(page: Page): Promise<void> {
  await page.waitForFunction(
    (counting) => {
      const count = document.querySelector('[data-testid="tickets-count"]')?.textContent;
      return count !== undefined && count !== counting;
    },
    ar.ticketsTable.results.counting,
    { timeout: 60_000 },
  );
}

/**
 * Milliseconds from opening /tickets-table (from the signed-in shell, as a
 * click in the navigation would) to its first page of tickets on screen.
 */
export async function timeFirstPage(page: Page): Promise<number> {
  await page.goto("/privacy-policy");
  await page.getByRole("heading", { level: 1 }).waitFor();
  const started = Date.now();
  await page.evaluate(() => {
    window.history.pushState({}, "", "/tickets-table");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await rows(page).first().waitFor({ timeout: 60_000 });
  const elapsed = Date.now() - started;
  await countShown(page);
  return elapsed;
}

/**
 * Milliseconds from submitting `search` on the open table to its tickets on
 * screen: the moment every row shown names `holderName`.
 */
export async function timeSearch(page: Page, search: string, holderName: string): Promise<number> {
  await page.getByTestId("tickets-search").fill(search);
  const started = Date.now();
  await page.getByTestId("tickets-search").press("Enter");
  await page.waitForFunction(
    (name) => {
      const shown = [...document.querySelectorAll('[data-testid="ticket-row"]')];
      return shown.length > 0 && shown.every((row) => row.textContent?.includes(name));
    },
    holderName,
    { timeout: 60_000 },
  );
  const elapsed = Date.now() - started;
  await countShown(page);
  return elapsed;
}
