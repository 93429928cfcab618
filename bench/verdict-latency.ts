// Gate verdict latency in Chromium: from the decoded text reaching the
// scanner page to the verdict on screen (the page stamps it on the overlay as
// data-latency-ms), online (a redeemTicket call) and offline (the signature
// checked on the device). Codes arrive as a keyboard-wedge scanner sends
// them: typed in one burst, then Enter.
// Needs running emulators with the web app built for them (`npm start`, or
// inside `firebase emulators:exec --only auth,firestore,functions,hosting`).
// Usage: npx tsx bench/verdict-latency.ts   (SCANS=30 per mode by default)
import { ar, CALLABLES, COLLECTIONS } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { launchBrowser, newPage, PHONE, signIn } from "../tests/support/browser";
import { callerWithRole, newRequestId } from "../tests/support/callables";
import { adminDb, eventually } from "../tests/support/emulators";
import { createEventWithType, sellTickets } from "../tests/support/salesFixtures";
import { percentile } from "./lib/percentile";

const SCANS = Number(process.env.SCANS ?? 30);
const texts = ar.checkin;
const TITLE = "قياس زمن البوابة";


/** Scans `code` as a keyboard scanner would; the verdict's result and latency. */
async function scan(page: Page, code: string): Promise<{ result: string; offline: string; latencyMs: number }> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  const verdict = page.locator('[data-testid="verdict"][data-latency-ms]');
  await verdict.waitFor();
  const answer = {
    result: (await verdict.getAttribute("data-result")) ?? "",
    offline: (await verdict.getAttribute("data-offline")) ?? "",
    latencyMs: Number(await verdict.getAttribute("data-latency-ms")),
  };
  await page.keyboard.press("Escape");
  await page.getByTestId("verdict").waitFor({ state: "detached" });
  return answer;
}

async function run(page: Page, codes: string[], mode: string): Promise<void> {
  const latencies: number[] = [];
  const results: Record<string, number> = {};
  for (const code of codes) {
    const { result, offline, latencyMs } = await scan(page, code);
    const key = `${result}${offline === "true" ? " (offline)" : ""}`;
    results[key] = (results[key] ?? 0) + 1;
    latencies.push(latencyMs);
  }
  console.log(
    `${mode}: ${codes.length} scans, p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
      `max ${Math.max(...latencies).toFixed(1)} ms; ${JSON.stringify(results)}`,
  );
}

async function main(): Promise<void> {
  const [seller, gate] = await Promise.all([callerWithRole("sales_admin"), callerWithRole("qr_scanner")]);
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: 2 * SCANS + 10, perOrderLimit: 50 }, { title: TITLE });
  const tickets: { code: string }[] = [];
  for (let sold = 0; sold < 2 * SCANS; sold += 50) {
    tickets.push(...(await sellTickets(seller, eventId, ticketTypeId, Math.min(50, 2 * SCANS - sold))));
  }
  // A started function worker, as at a gate that has been scanning a while.
  await gate.call(CALLABLES.redeemTicket, { code: "warm-up", scanId: newRequestId() });

  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, PHONE);
    await signIn(page, gate.email, "Test-password-1");
    await page.goto("/qr-scanner");
    await page.getByLabel(texts.setup.gate).fill("قياس");
    await page.getByRole("combobox", { name: texts.setup.event }).click();
    await page.getByRole("option", { name: new RegExp(TITLE) }).click();
    await page.getByRole("button", { name: texts.setup.done }).click();
    // The public keys the device verifies with offline.
    await page.waitForFunction(() => Object.keys(JSON.parse(localStorage.getItem("bawwaba.scanner.publicKeys") ?? "{}")).length > 0);

    const codes = tickets.map((ticket) => ticket.code);
    await run(page, codes.slice(0, SCANS), "online");
    await page.context().setOffline(true);
    await run(page, codes.slice(SCANS), "offline");
    await page.context().setOffline(false);
    const started = Date.now();
    await eventually(
      async () => (await adminDb.collection(COLLECTIONS.checkIns).where("eventId", "==", eventId).count().get()).data().count,
      (count) => count >= 2 * SCANS,
      120_000,
    );
    console.log(`offline queue of ${SCANS} sent and recorded ${((Date.now() - started) / 1000).toFixed(1)} s after reconnecting`);
  } finally {
    await browser.close();
  }
}

// No top-level await: tsx runs this file as CommonJS (the root package is not a module).
main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
