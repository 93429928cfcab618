// A gate that keeps working with no network, in Chromium on a
// phone: the scanner is an installable app whose service worker opens it
// offline, and it keeps the event's gate list, so that offline it refuses a
// ticket voided meanwhile and a ticket admitted at another gate, as the
// server would, and says that a typed gate code needs the network; back
// online, its queue is sent with no false conflict.
import { ar, CALLABLES, COLLECTIONS, formatGateCode, gateCodeOf } from "@bawwaba/common";
import { beforeAll, describe, expect, it } from "vitest";
import { PHONE, screenshot } from "../support/browser";
import { callerWithRole, newRequestId, type Caller } from "../support/callables";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { checkInsOf, chooseEvent, verdictShown, wedgeScan } from "../support/gate";
import { adminDb, eventually } from "../support/emulators";
import { createEventWithType, sellTickets } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const texts = ar.checkin;
const GATE_A = "البوابة الغربية";
const GATE_B = "البوابة الشرقية";

let seller: Caller;

beforeAll(async () => {
  seller = await callerWithRole("sales_admin");
  // The first call starts a function worker, slower than the scanner waits for an answer.
  const gate = await callerWithRole("qr_scanner");
  await gate.call(CALLABLES.redeemTicket, { code: "warm-up", scanId: newRequestId() });
});

describe("the gate with no network", () => {
  it("opens offline after one visit, refuses voided and elsewhere-admitted tickets, and sends its queue with no false conflict", { timeout: 240_000 }, async () => {
    const title = "حفل البوابة المنقطعة";
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, perOrderLimit: 10 }, { title });
    const [fresh, voided, enteredAtA, typedOnly] = await sellTickets(seller, eventId, ticketTypeId, 4);

    // Gate B prepares: the scanner once online, the event chosen, "ready offline".
    const gateB = await signedInAs(openPage, "qr_scanner", PHONE, "/qr-scanner");
    await chooseEvent(gateB, title, GATE_B);
    const readiness = gateB.getByTestId("gate-readiness");
    // Precaching the whole app (about 2.3 MB, 124 files) from the hosting emulator on a loaded machine; each part named when it fails.
    const parts = async () => ({
      appCached: await readiness.getAttribute("data-app-cached"),
      hasKeys: await readiness.getAttribute("data-has-keys"),
      listSynced: await readiness.getAttribute("data-list-synced"),
    });
    await expect.poll(parts, { timeout: 120_000 }).toEqual({ appCached: "true", hasKeys: "true", listSynced: "true" });
    expect(await readiness.getAttribute("data-ready")).toBe("true");
    expect(await readiness.textContent()).toContain(texts.readiness.ready);

    // Installable, as Lighthouse's installability audit asks Chromium itself.
    const cdp = await gateB.context().newCDPSession(gateB);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    // A test's browser context is an incognito profile, where Chromium never installs apps; that is the only objection allowed.
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
    const manifest = await gateB.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      const body = (await (await fetch(href)).json()) as { icons: { src: string; sizes: string; purpose?: string }[] } & Record<string, unknown>;
      const icons = await Promise.all(
        body.icons.map(async (icon) => {
          const image = await createImageBitmap(await (await fetch(icon.src)).blob());
          return { sizes: icon.sizes, purpose: icon.purpose, drawn: `${image.width}x${image.height}` };
        }),
      );
      return { ...body, name: String(body.name), icons };
    });
    expect(manifest).toMatchObject({ lang: "ar", dir: "rtl", start_url: "/qr-scanner", display: "standalone", theme_color: "#3f51b5" });
    expect(manifest.name).toContain("بوّابة");
    for (const size of ["192x192", "512x512"]) {
      for (const purpose of ["any", "maskable"]) expect(manifest.icons).toContainEqual({ sizes: size, purpose, drawn: size });
    }

    // While gate B is online: a ticket voided in the sales editor, and one admitted at gate A.
    const orderId = (await adminDb.collection(COLLECTIONS.tickets).doc(voided!.ticketId).get()).get("orderId") as string;
    const editor = await signedInAs(openPage, "super_admin", PHONE, `/admin-sales-editor?order=${orderId}`);
    await editor.locator(`[data-testid="order-ticket"][data-ticket-id="${voided!.ticketId}"]`).getByTestId("void-ticket").click();
    await editor.getByTestId("correction-reason").fill("أعيدت قبل الحفل");
    await editor.getByTestId("correction-confirm").click();
    await expect.poll(() => editor.getByTestId("correction-done").textContent(), { timeout: 30_000 }).toBe(ar.salesEditor.done.ticketVoided(1));
    await editor.context().close();
    const gateA = await signedInAs(openPage, "qr_scanner", PHONE, "/qr-scanner");
    await chooseEvent(gateA, title, GATE_A);
    await wedgeScan(gateA, enteredAtA!.code);
    const admittedAtA = await eventually(
      async () => (await adminDb.collection(COLLECTIONS.tickets).doc(enteredAtA!.ticketId).get()).data()!,
      (ticket) => ticket.status === "checked_in",
    );
    expect(admittedAtA.checkedInGate).toBe(GATE_A);
    await gateA.context().close();
    // Gate B's list learns both, live.
    await expect.poll(() => readiness.getAttribute("data-revoked"), { timeout: 30_000 }).toBe("1");
    await expect.poll(() => readiness.getAttribute("data-admitted"), { timeout: 30_000 }).toBe("1");
    await screenshot(gateB, "scanner-ready-offline-390");

    // The network goes, and the page reloads: the service worker opens it.
    await gateB.context().setOffline(true);
    await gateB.clock.install();
    await gateB.reload();
    await readiness.waitFor();
    // The reload of a page its service worker controls runs in a new renderer, to which Playwright's
    // Chromium does not re-apply the offline emulation (fetches fail, but navigator.onLine says true):
    // setting it again makes the page see what a phone that lost its network sees.
    await gateB.context().setOffline(false);
    await gateB.context().setOffline(true);
    await expect.poll(() => gateB.evaluate(() => navigator.onLine)).toBe(false);
    expect(await gateB.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await readiness.getAttribute("data-revoked")).toBe("1");

    await wedgeScan(gateB, fresh!.code);
    await verdictShown(gateB, "accepted", true);
    await wedgeScan(gateB, voided!.code);
    expect(await verdictShown(gateB, "void", true)).toContain(texts.verdict.void);
    await wedgeScan(gateB, enteredAtA!.code);
    expect(await verdictShown(gateB, "already_used", true)).toContain(GATE_A);
    expect(await gateB.getByTestId("sync-banner").getAttribute("data-queued")).toBe("3");
    // A code typed as printed is looked up on the server: offline the gate
    // says so and asks for the QR, admits nobody and queues nothing.
    await gateB.getByTestId("manual-code").fill(formatGateCode(gateCodeOf(typedOnly!.code)!));
    await gateB.getByRole("button", { name: texts.manual.submit }).click();
    expect(await verdictShown(gateB, "error", true)).toContain(texts.verdict.gateCodeOffline);
    expect(await gateB.getByTestId("sync-banner").getAttribute("data-queued")).toBe("3");

    // Three minutes later, still offline: the list's age shows.
    await gateB.clock.fastForward("03:00");
    await expect.poll(() => gateB.getByTestId("gate-list-age").textContent()).toContain(texts.readiness.listAge(texts.readiness.age(180_000)));
    await screenshot(gateB, "scanner-offline-list-3min-390");

    // Back online: the queue goes out under its scanIds, the server agrees, no conflict.
    await gateB.context().setOffline(false);
    await gateB.getByTestId("sync-banner").waitFor({ state: "detached", timeout: 60_000 });
    expect(await gateB.getByTestId("conflict").count()).toBe(0);
    const results = await eventually(
      async () => ({
        fresh: (await checkInsOf(fresh!.ticketId)).map((scan) => scan.result),
        voided: (await checkInsOf(voided!.ticketId)).map((scan) => scan.result),
        enteredAtA: (await checkInsOf(enteredAtA!.ticketId)).map((scan) => scan.result).sort(),
      }),
      (found) => found.fresh.length > 0 && found.voided.length > 0 && found.enteredAtA.length > 1,
    );
    expect(results).toEqual({ fresh: ["accepted"], voided: ["void"], enteredAtA: ["accepted", "already_used"] });
    expect(await checkInsOf(typedOnly!.ticketId)).toEqual([]);
    await gateB.context().close();
  });
});
