// Lighthouse on the public shop as a phone sees it: the `lighthouse` package's
// default mobile run (Moto G Power emulation, simulated slow 4G and 4x CPU
// slowdown) against the hosting of `npm start`, on the landing page,
// /buy-tickets and one event's checkout (/buy-tickets?event=<id>), and the
// same two served in English (/en/buy-tickets…), each in a browser that
// prefers its language, 3 runs each; prints the median scores and metrics as a table for the month's log
// (docs/benchmarks/<yyyy>-<mm>.md, "Lighthouse of the shop"); the targets are
// in docs/performance.md.
//
// Usage (`npm start` running, with its demo data; Chromium from Debian):
//   CHROME_PATH=/usr/bin/chromium node bench/lighthouse.mjs [hostingUrl]
// RUNS (3) sets the runs per page. THROTTLING=devtools slows the browser for
// real instead (Lighthouse's applied throttling: the page loads over a slowed
// link on a slowed CPU, and the figures are what was observed), a second view
// that does not depend on how Lighthouse models the page's requests.
// CPU_SLOWDOWN sets the CPU slowdown instead of Lighthouse's 4x: on a host
// faster than the phone the targets are for (benchmarkIndex about 1,100),
// 4 × benchmarkIndex / 1100 gives the same phone (docs/performance.md). The
// checkout is the soonest published event on sale, read from the Firestore
// emulator (FIRESTORE_EMULATOR_HOST, 127.0.0.1:8080), so the script needs no
// part of the app's own code.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eventOnSale } from "./lib/eventOnSale.mjs";

const run = promisify(execFile);
const hosting = (process.argv[2] ?? "http://127.0.0.1:5000").replace(/\/$/, "");
const RUNS = Number(process.env.RUNS ?? 3);
const THROTTLING = process.env.THROTTLING ?? "simulate";
const CPU_SLOWDOWN = process.env.CPU_SLOWDOWN;
const lighthouseBin = path.resolve(import.meta.dirname, "../node_modules/.bin/lighthouse");
process.env.CHROME_PATH ??= "/usr/bin/chromium";

/**
 * The languages the browser prefers (Chromium's --accept-lang, which sets
 * `navigator.languages`): each page as the visitor it is for opens it, an
 * Arabic page in a browser that prefers Arabic, an English one in English.
 * An Arabic page opened by a browser that prefers English starts its app at
 * once to offer the English page (docs/performance.md § The list starts
 * when its visitor acts).
 */
const ACCEPT_LANGUAGES = { ar: "ar-SA,ar", en: "en-US,en" };

/** One Lighthouse run (default settings: mobile, simulated throttling); the report's figures. */
async function lighthouse(url, language) {
  const { stdout } = await run(
    lighthouseBin,
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility,best-practices",
      `--throttling-method=${THROTTLING}`,
      ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --accept-lang=${ACCEPT_LANGUAGES[language]}`,
      "--quiet",
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id].numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories["best-practices"].score * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    transferKiB: audit("total-byte-weight") / 1024,
    // How fast this machine's CPU is by Lighthouse's yardstick: its 4x
    // slowdown is calibrated for a desktop scoring around 1,000 or more,
    // so a slower host makes the blocking time longer than a phone's.
    benchmarkIndex: report.environment.benchmarkIndex,
    lcpElement: report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "?",
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main() {
  const eventId = await eventOnSale();
  const pages = [
    ["/", `${hosting}/`, "ar"],
    ["/buy-tickets", `${hosting}/buy-tickets`, "ar"],
    ["checkout (/buy-tickets?event=…)", `${hosting}/buy-tickets?event=${encodeURIComponent(eventId)}`, "ar"],
    ["/en/buy-tickets", `${hosting}/en/buy-tickets`, "en"],
    ["English checkout (/en/buy-tickets?event=…)", `${hosting}/en/buy-tickets?event=${encodeURIComponent(eventId)}`, "en"],
  ];
  const rows = [];
  const benchmarkIndexes = [];
  for (const [label, url, language] of pages) {
    const runs = [];
    for (let n = 0; n < RUNS; n += 1) {
      runs.push(await lighthouse(url, language));
      const last = runs.at(-1);
      console.error(
        `${label} run ${n + 1}: performance ${last.performance}, LCP ${Math.round(last.lcp)} ms ` +
          `(${last.lcpElement.slice(0, 80)}), TBT ${Math.round(last.tbt)} ms, benchmarkIndex ${last.benchmarkIndex}`,
      );
    }
    benchmarkIndexes.push(...runs.map((figures) => figures.benchmarkIndex));
    const m = (key) => median(runs.map((figures) => figures[key]));
    rows.push(
      `| ${label} | ${m("performance")} | ${m("accessibility")} | ${m("bestPractices")} | ` +
        `${(m("fcp") / 1000).toFixed(1)} s | ${(m("lcp") / 1000).toFixed(1)} s | ${Math.round(m("tbt"))} ms | ` +
        `${m("cls").toFixed(3)} | ${Math.round(m("transferKiB"))} KiB |`,
    );
  }
  console.log(
    `Lighthouse ${RUNS} runs per page, medians (mobile, ${THROTTLING} throttling, CPU ${CPU_SLOWDOWN ?? 4}x; ` +
      `this machine's benchmarkIndex ${Math.round(median(benchmarkIndexes))}):\n`,
  );
  console.log("| page | Performance | Accessibility | Best Practices | FCP | LCP | TBT | CLS | transferred |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
