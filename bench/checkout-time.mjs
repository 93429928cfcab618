// How long a slow phone waits for an event's checkout: Chromium from Debian,
// slowed as Lighthouse's applied ("devtools") mobile profile slows it (562.5 ms
// round trips, 1.4 Mbit/s down, 4x CPU, no cache), opens
// /buy-tickets?event=<id> of the soonest event on sale and times the moment
// its first ticket counter is visible. A user's figure, not a model's: the
// page's whole path (HTML, the starter, the modules, the catalogue, the
// checkout's chunks) over the emulator's Hosting.
//
// Usage (`npm start` running, with its demo data):
//   node bench/checkout-time.mjs [hostingUrl]
// RUNS (3) sets the number of page loads, each in a fresh browser context.
import { chromium } from "playwright-core";
import { eventOnSale } from "./lib/eventOnSale.mjs";

const hosting = (process.argv[2] ?? "http://127.0.0.1:5000").replace(/\/$/, "");
const RUNS = Number(process.env.RUNS ?? 3);
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.4 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
try {
  const url = `${hosting}/buy-tickets?event=${encodeURIComponent(await eventOnSale())}`;
  const times = [];
  for (let n = 0; n < RUNS; n += 1) {
    // Lighthouse's mobile screen: a 412 px wide phone.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
    await devtools.send("Network.emulateNetworkConditions", SLOW_4G);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const started = performance.now();
    await page.goto(url, { waitUntil: "commit" });
    await page.locator('[data-testid^="qty-"]').first().waitFor({ timeout: 120_000 });
    times.push(performance.now() - started);
    console.error(`run ${n + 1}: the checkout shown after ${Math.round(times.at(-1))} ms`);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${url}: the checkout shown after ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s (median of ${RUNS})`);
} finally {
  await browser.close();
}
