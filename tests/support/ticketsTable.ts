// Driving /tickets-table in Chromium, for its browser test and its bench: how
// long the first page and a filtered search take to show their tickets.
import { ar } from "@bawwaba/common";
import type { Page } from "playwright-core";

/**
 * Waits for the count of matches, which the page asks for once the tickets
 * are on screen: a measurement started while it is still being counted would
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
 * Milliseconds from opening /tickets-table inside the running app (as a
 * click in the navigation would) to the frame that draws its first ticket,
 * timed in the page: Playwright's own waiting polls every 500 ms after its
 * first few tries, which put every measurement on a 500 ms grid.
 */
export async function timeOpenTable(page: Page): Promise<number> {
  return page.evaluate(
    ({ path, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const timer = setTimeout(() => reject(new Error(`No ticket row after ${timeoutMs} ms`)), timeoutMs);
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="ticket-row"]')) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(Math.round(performance.now() - started)));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        window.history.pushState({}, "", path);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }),
    { path: "/tickets-table", timeoutMs: 60_000 },
  );
}

/**
 * Milliseconds from opening /tickets-table from a freshly loaded page of the
 * signed-in app (its chunk and Firestore's connection not yet in the page)
 * to its first page of tickets on screen.
 */
export async function timeFirstPage(page: Page): Promise<number> {
  await page.goto("/privacy-policy");
  await page.getByRole("heading", { level: 1 }).waitFor();
  const elapsed = await timeOpenTable(page);
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
