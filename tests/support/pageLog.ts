// What each browser test page did lately, printed when a test fails. The
// browser tests' rare failures have been pages whose Firestore data never
// came (a search that never answered, a removed member's page that never
// heard of it), and the failed run itself was all the evidence there was.
// Its console errors, failed requests and the listen channel's answers, with
// their times, tell whether the page waited on a live channel, a dead one or
// itself (docs/benchmarks/2026-11.md, "The Firestore emulator: pages left behind and lost long-poll responses").
import type { Page, Request } from "playwright-core";

/** Entries kept per page; a failure prints the latest of them. */
const KEPT = 300;
const PRINTED = 80;
/** Pages closed this recently are printed too (a test may close its page before its last check fails). */
const CLOSED_KEPT_MS = 120_000;

interface PageLog {
  name: string;
  entries: string[];
  closedAt?: number;
}

const logs: PageLog[] = [];
let pagesSeen = 0;

const clock = () => new Date().toISOString().slice(11, 23);
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").slice(0, 160);

/** The listen channel's requests: long polls (GET) and the page's messages to it (POST). */
function channelRequest(request: Request): string | undefined {
  const url = new URL(request.url());
  if (!url.pathname.includes("/Listen/channel")) return undefined;
  const kind = url.searchParams.get("TYPE") ?? (request.method() === "POST" ? "send" : "poll");
  return `channel ${request.method()} ${kind} RID=${url.searchParams.get("RID") ?? ""} AID=${url.searchParams.get("AID") ?? ""}`;
}

/** Starts keeping `page`'s log. */
export function recordPage(page: Page): void {
  const log: PageLog = { name: `page ${++pagesSeen}`, entries: [] };
  logs.push(log);
  const add = (entry: string) => {
    log.entries.push(`${clock()} ${entry}`);
    if (log.entries.length > KEPT) log.entries.shift();
  };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) add(`at ${shortUrl(frame.url())}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") add(`console.${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on("pageerror", (error) => add(`uncaught: ${error.message.slice(0, 300)}`));
  page.on("requestfailed", (request) => add(`failed: ${request.method()} ${shortUrl(request.url())}: ${request.failure()?.errorText ?? ""}`));
  page.on("requestfinished", (request) => {
    const channel = channelRequest(request);
    if (!channel) return;
    void request.sizes().then(
      (sizes) => add(`${channel}: ${sizes.responseBodySize} bytes`),
      () => add(`${channel}: answered`),
    );
  });
  page.on("close", () => {
    add("closed");
    log.closedAt = Date.now();
  });
}

/** The latest entries of every page open now or closed lately; forgets pages closed long ago. */
export function printPageLogs(testName: string): void {
  const now = Date.now();
  for (let index = logs.length - 1; index >= 0; index--) {
    if (logs[index]!.closedAt !== undefined && now - logs[index]!.closedAt! > CLOSED_KEPT_MS) logs.splice(index, 1);
  }
  if (logs.length === 0) return;
  const printed = logs.map((log) => [`--- ${log.name}${log.closedAt ? " (closed)" : ""}`, ...log.entries.slice(-PRINTED)].join("\n"));
  console.error(`Pages when "${testName}" failed (UTC):\n${printed.join("\n")}`);
}
