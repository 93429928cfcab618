// The gate scanner in Chromium, as a qr_scanner on a phone: a ticket shown to
// the camera (Chromium's fake camera playing a video of its QR) is admitted,
// and is "already used" when shown again; offline, a keyboard scanner's scan
// is admitted on the device, kept through a reload, and sent once the server
// can be reached again.
import { ar, CALLABLES } from "@bawwaba/common";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeBrowser,
  DESKTOP,
  horizontalOverflow,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
  signIn,
} from "../support/browser";
import { callerWithRole, newRequestId, type Caller } from "../support/callables";
import { demoAccount, signedInAs, useDemoBrowser } from "../support/demo";
import { checkInsOf, chooseEvent, wedgeScan } from "../support/gate";
import { eventually } from "../support/emulators";
import { createEventWithType, sellTickets, ticketDoc } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const texts = ar.checkin;
const GATE = "الشمالية";

let seller: Caller;
let workDir = "";
let cameraBrowser: Browser | undefined;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "bawwaba-scanner-"));
  seller = await callerWithRole("sales_admin");
  // The first call starts a function worker, which can take longer than the
  // scanner waits before deciding offline; this test wants the server's answer.
  const gate = await callerWithRole("qr_scanner");
  await gate.call(CALLABLES.redeemTicket, { code: "warm-up", scanId: newRequestId() });
});

afterAll(async () => {
  await closeBrowser(cameraBrowser);
  rmSync(workDir, { recursive: true, force: true });
});

/** A published event with `count` tickets sold; its id and the tickets. */
async function eventWithTickets(title: string, count: number) {
  const { eventId, ticketTypeId } = await createEventWithType({}, { title });
  return { eventId, tickets: await sellTickets(seller, eventId, ticketTypeId, count) };
}

/**
 * A video for Chromium's fake camera, which plays it in a loop: the ticket's
 * QR (drawn as the app draws it) for 2 s, then 5 s of white, longer than the
 * scanner's quiet period, so that each loop is a new scan of the same ticket.
 * The QR is tilted a few degrees, as a hand-held ticket always is: html5-qrcode's
 * own decoder (ZXing, used where the browser has no BarcodeDetector) misses
 * about 2% of perfectly upright synthetic codes (a false finder pattern),
 * and none of those once tilted 5° or more. Tilted, it stays inside the
 * square the scanner reads (80% of the frame's 480 lines).
 */
async function qrVideo(code: string): Promise<string> {
  const png = path.join(workDir, "qr.png");
  const video = path.join(workDir, "qr.y4m");
  await QRCode.toFile(png, code, { errorCorrectionLevel: "M", margin: 2, width: 640 });
  const tilt = "7*PI/180";
  execFileSync("ffmpeg", [
    ...["-y", "-loglevel", "error"],
    ...["-loop", "1", "-t", "2", "-framerate", "10", "-i", png],
    ...["-f", "lavfi", "-t", "5", "-i", "color=c=white:s=640x480:r=10"],
    "-filter_complex",
    `[0]scale=320:320,rotate=${tilt}:ow=rotw(${tilt}):oh=roth(${tilt}):fillcolor=white,` +
      "pad=640:480:(ow-iw)/2:(oh-ih)/2:color=white,setsar=1,format=yuv420p[qr];" +
      "[1]setsar=1,format=yuv420p[blank];[qr][blank]concat=n=2:v=1[out]",
    ...["-map", "[out]", "-r", "10", "-pix_fmt", "yuv420p", video],
  ]);
  return video;
}

const verdictOf = (page: Page, result: string) => page.locator(`[data-testid="verdict"][data-result="${result}"]`);

describe("the gate scanner", () => {
  it("admits a ticket shown to the camera, then says it is already used when it comes back", { timeout: 240_000 }, async () => {
    const title = "حفل البوابة";
    const { tickets } = await eventWithTickets(title, 2);
    const ticket = tickets[0]!;
    cameraBrowser = await launchBrowser([
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${await qrVideo(ticket.code)}`,
    ]);
    const page = await newPage(cameraBrowser, PHONE, ["camera"]);
    const account = demoAccount("qr_scanner");
    await signIn(page, account.email, account.password);
    await page.goto("/qr-scanner");
    // The camera starts as soon as the event is chosen and may read the code
    // before chooseEvent returns (the verdict then covers its last click for
    // 1.5 s): watch for the verdict from before, and read it while it shows.
    // Each loop of the video (7 s) is a fresh chance to read the QR.
    const accepted = verdictOf(page, "accepted");
    const acceptedShown = accepted.waitFor({ timeout: 60_000 }).then(async () => {
      const shown = { offline: await accepted.getAttribute("data-offline"), latencyMs: await accepted.getAttribute("data-latency-ms") };
      await screenshot(page, "scanner-verdict-accepted-390", { fullPage: false });
      return shown;
    });
    await chooseEvent(page, title, GATE);
    const shown = await acceptedShown;
    expect(shown.offline).toBe("false");
    expect(Number(shown.latencyMs)).toBeGreaterThan(0);
    const stored = await eventually(() => ticketDoc(ticket.ticketId), (doc) => doc.status === "checked_in");
    expect(stored).toMatchObject({ status: "checked_in", checkedInGate: GATE });

    const counts = page.getByTestId("admission-counts");
    await expect.poll(() => counts.getAttribute("data-admitted"), { timeout: 20_000 }).toBe("1");
    // The tickets sold come from the inventory's shards, a listener of their own.
    await expect.poll(() => counts.getAttribute("data-sold")).toBe("2");
    expect(await page.getByTestId("gate-counts").textContent()).toContain(texts.counts.gateAdmitted(GATE, 1));

    // The QR stays in view for a while, read ten times a second: one scan.
    // It comes back after the quiet period: a second scan, refused.
    const used = verdictOf(page, "already_used");
    await used.waitFor({ timeout: 60_000 });
    await screenshot(page, "scanner-verdict-used-390", { fullPage: false });
    expect(await used.textContent()).toContain(GATE);
    expect(await used.getAttribute("data-offline")).toBe("false");
    const scans = await checkInsOf(ticket.ticketId);
    expect(scans.map((scan) => scan.result).sort()).toEqual(["accepted", "already_used"]);

    // Idle between two loops of the video, with the counts and the last verdict.
    await page.getByTestId("verdict").waitFor({ state: "detached" });
    expect(await page.getByTestId("last-verdict").textContent()).toContain(texts.verdict.titles.already_used);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "scanner-390");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The same device on a laptop screen: the event and gate are remembered.
    const wide = await page.context().newPage();
    await page.close();
    await wide.setViewportSize(DESKTOP);
    await wide.goto("/qr-scanner");
    await wide.getByTestId("scanner-setup-summary").waitFor();
    // Between two loops of the video, so that no verdict covers the page.
    // As for the first read: up to 60 s (several loops) for the camera to
    // start again and read the QR on a loaded machine; 30 s ran out once.
    await verdictOf(wide, "already_used").waitFor({ timeout: 60_000 });
    await wide.getByTestId("verdict").waitFor({ state: "detached" });
    expect(await horizontalOverflow(wide)).toBe(0);
    await screenshot(wide, "scanner-1280", { fullPage: false });
    await wide.context().close();
  });

  it("admits offline, keeps the scan through a reload, and sends it under the same scanId once back", { timeout: 120_000 }, async () => {
    const title = "حفل دون اتصال";
    const { tickets } = await eventWithTickets(title, 1);
    const ticket = tickets[0]!;
    const page = await signedInAs(openPage, "qr_scanner", PHONE, "/qr-scanner");
    const context = page.context();
    await chooseEvent(page, title, GATE);
    // This browser has no camera: the page says so in Arabic and scans on without it.
    const camera = page.getByTestId("camera");
    await expect.poll(() => camera.getAttribute("data-status")).toBe("failed");
    expect(Object.values(texts.camera.errors)).toContain(await camera.getByRole("status").textContent());
    // The device verifies codes offline with the public keys it has kept.
    await expect
      .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("bawwaba.scanner.publicKeys") ?? "{}")).length))
      .toBeGreaterThan(0);

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await wedgeScan(page, ticket.code);
    await page.locator('[data-testid="verdict"][data-result="accepted"][data-offline="true"]').waitFor();
    const banner = page.getByTestId("sync-banner");
    expect(await banner.getAttribute("data-online")).toBe("false");
    expect(await banner.getAttribute("data-queued")).toBe("1");
    await page.getByTestId("verdict").waitFor({ state: "detached" });
    await screenshot(page, "scanner-offline-390");
    const queuedScanId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("bawwaba.scanner.queue") ?? "[]") as { scanId: string }[])[0]?.scanId,
    );

    // The reload: the hosting emulator cannot serve a page to an offline
    // browser (there is no service worker), so the browser is back online
    // while the function stays out of reach, as when the network drops the
    // calls to the server. The queue is tried (on "online", on load) and kept.
    let refused = 0;
    await page.route("**/redeemTicket", (route) => {
      refused += 1;
      return route.abort("internetdisconnected");
    });
    await context.setOffline(false);
    await page.reload();
    await expect.poll(() => refused).toBeGreaterThan(0);
    expect(await page.getByTestId("sync-banner").getAttribute("data-queued")).toBe("1");
    expect(await checkInsOf(ticket.ticketId)).toEqual([]);
    expect((await ticketDoc(ticket.ticketId)).status).toBe("valid");

    // The server is reachable again: the next retry sends the scan.
    await page.unroute("**/redeemTicket");
    const scans = await eventually(() => checkInsOf(ticket.ticketId), (found) => found.length > 0);
    expect(scans).toMatchObject([{ result: "accepted", scanId: queuedScanId, gate: GATE }]);
    expect((await ticketDoc(ticket.ticketId)).status).toBe("checked_in");
    await page.getByTestId("sync-banner").waitFor({ state: "detached" });
    expect(await page.getByTestId("conflict").count()).toBe(0);
    await context.close();
  });
});
