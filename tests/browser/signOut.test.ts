// Signing out leaves nothing of the staff member on the device, in every tab
// (docs/security.md "Staff devices"): two tabs of one browser profile, one on
// the tickets table and one scanning with scans queued while its server was
// out of reach; signing out in one signs both out, sends the queue first and
// leaves no order, ticket, queued scan or gate list in the profile. Scans that
// cannot be sent are never dropped silently: the person is asked, and kept
// scans stay bound to the account that made them.
import { ar, CALLABLES, COLLECTIONS } from "@bawwaba/common";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, pageHeading, screenshot, signIn, waitForPath } from "../support/browser";
import { callerWithRole, newRequestId, type Caller } from "../support/callables";
import { demoAccount, signedInAs, useDemoBrowser } from "../support/demo";
import { adminAuth, adminDb, eventually } from "../support/emulators";
import { checkInsOf, chooseEvent, verdictShown, wedgeScan } from "../support/gate";
import { recordPage } from "../support/pageLog";
import { createEventWithType, sellTickets } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const texts = ar.signOutScans;
const GATE = "البوابة الغربية";
const REDEEM = `**/${CALLABLES.redeemTicket}`;
/** What a staff sign-out leaves under bawwaba. keys: the gate's settings and the public keys (lib/staffDeviceData.ts). */
const DEVICE_KEYS = ["bawwaba.scanner.publicKeys", "bawwaba.scanner.settings"];

let seller: Caller;

beforeAll(async () => {
  seller = await callerWithRole("sales_admin");
  // The first call starts a function worker, slower than the scanner waits for an answer.
  const gate = await callerWithRole("qr_scanner");
  await gate.call(CALLABLES.redeemTicket, { code: "warm-up", scanId: newRequestId() });
});

const uidOf = async (role: string) => (await adminAuth.getUserByEmail(demoAccount(role).email)).uid;

/** An event of its own with `count` tickets sold at the box office, and their order. */
async function ticketsOnSale(title: string, count: number) {
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: 10, perOrderLimit: 10 }, { title });
  const tickets = await sellTickets(seller, eventId, ticketTypeId, count);
  const orderId = (await adminDb.collection(COLLECTIONS.tickets).doc(tickets[0]!.ticketId).get()).get("orderId") as string;
  return { eventId, tickets, orderId };
}

/** The scanner open on `title`'s event, with the keys that verify codes and the gate list synced. */
async function scannerReady(page: Page, title: string): Promise<void> {
  await page.goto("/qr-scanner");
  await chooseEvent(page, title, GATE);
  const readiness = page.getByTestId("gate-readiness");
  await expect
    .poll(async () => [await readiness.getAttribute("data-has-keys"), await readiness.getAttribute("data-list-synced")], { timeout: 60_000 })
    .toEqual(["true", "true"]);
}

async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: ar.shell.account }).click();
  await page.getByRole("menuitem", { name: ar.shell.signOut }).click();
}

interface Traces {
  /** localStorage keys under bawwaba., sorted. */
  bawwabaKeys: string[];
  /** The scans in the device's queue, if any. */
  queued: { scanId: string; uid?: string }[];
  /** Every IndexedDB database of the origin. */
  databases: string[];
  /** Documents in Firestore's cache ("remoteDocuments…" stores). */
  documents: number;
  /** Where one of the secrets was found: a localStorage key or value, an IndexedDB store's keys or values. */
  found: string[];
}

/** What the page's origin keeps: localStorage, and every IndexedDB database's keys and values, searched for `secrets`. */
function traces(page: Page, secrets: string[]): Promise<Traces> {
  return page.evaluate(async (secrets) => {
    const found: string[] = [];
    const look = (where: string, text: string) => {
      for (const secret of secrets) if (text.includes(secret)) found.push(`${where}: ${secret}`);
    };
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)!);
    for (const key of keys) look(`localStorage ${key}`, `${key}=${localStorage.getItem(key) ?? ""}`);
    const queued = JSON.parse(localStorage.getItem("bawwaba.scanner.queue") ?? "[]") as { scanId: string; uid?: string }[];
    const databases: string[] = [];
    let documents = 0;
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      databases.push(info.name);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, "readonly").objectStore(storeName);
        const [storedKeys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map(
            (request) =>
              new Promise<unknown[]>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result as unknown[]);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
        if (storeName.startsWith("remoteDocuments")) documents += values!.length;
        look(`${info.name}/${storeName}`, JSON.stringify([storedKeys, values]));
      }
      db.close();
    }
    return { bawwabaKeys: keys.filter((key) => key.startsWith("bawwaba.")).sort(), queued, databases, documents, found };
  }, secrets);
}

describe("signing out of a device with two tabs", () => {
  it("signs every tab out, sends the queued scans first and leaves no order, ticket, queued scan or gate list", { timeout: 240_000 }, async () => {
    const title = "حفل الخروج من كل التبويبات";
    const { eventId, tickets, orderId } = await ticketsOnSale(title, 3);
    const [entered, firstQueued, secondQueued] = tickets;
    const secrets = [orderId, ...tickets.flatMap((ticket) => [ticket.ticketId, ticket.code])];
    const adminUid = await uidOf("super_admin");

    // Tab one reads the event's tickets: Firestore's cache holds them.
    const tableTab = await signedInAs(openPage, "super_admin", DESKTOP, `/tickets-table?event=${eventId}`);
    const context = tableTab.context();
    await pageHeading(tableTab);
    await expect.poll(async () => (await traces(tableTab, secrets)).found.some((where) => where.startsWith("firestore")), { timeout: 30_000 }).toBe(true);

    // Tab two scans: one ticket enters online (the gate list learns it), then
    // the server is out of reach for this tab and two more enter on the device.
    const scannerTab = await context.newPage();
    recordPage(scannerTab);
    scannerTab.setDefaultTimeout(20_000);
    await scannerReady(scannerTab, title);
    await wedgeScan(scannerTab, entered!.code);
    await verdictShown(scannerTab, "accepted", false);
    await expect.poll(() => scannerTab.getByTestId("gate-readiness").getAttribute("data-admitted"), { timeout: 30_000 }).toBe("1");
    await scannerTab.route(REDEEM, (route) => route.abort("internetdisconnected"));
    await wedgeScan(scannerTab, firstQueued!.code);
    await verdictShown(scannerTab, "accepted", true);
    await wedgeScan(scannerTab, secondQueued!.code);
    await verdictShown(scannerTab, "accepted", true);
    expect(await scannerTab.getByTestId("sync-banner").getAttribute("data-queued")).toBe("2");
    const before = await traces(scannerTab, secrets);
    expect(before.queued.map((scan) => scan.uid)).toEqual([adminUid, adminUid]);
    expect(before.databases).toContain("bawwaba");

    // Signing out in tab one sends the two scans (its own connection works), with no prompt, and ends both tabs' session.
    await signOutFromMenu(tableTab);
    await waitForPath(tableTab, "/login", { timeout: 60_000 });
    await waitForPath(scannerTab, "/login", { timeout: 30_000 });
    for (const ticket of [firstQueued!, secondQueued!]) {
      const scans = await eventually(() => checkInsOf(ticket.ticketId), (found) => found.length > 0);
      expect(scans.map(({ result, scannerUid }) => ({ result, scannerUid }))).toEqual([{ result: "accepted", scannerUid: adminUid }]);
    }

    // The other tab is closed; a fresh page of the same profile finds nothing of the session.
    await scannerTab.close();
    const fresh = await context.newPage();
    recordPage(fresh);
    await fresh.goto("/");
    await pageHeading(fresh);
    const left = await traces(fresh, secrets);
    expect(left.found).toEqual([]);
    expect(left.bawwabaKeys.filter((key) => !DEVICE_KEYS.includes(key))).toEqual([]);
    expect(left.databases).not.toContain("bawwaba");
    expect(left.documents).toBe(0);
    await context.close();
  });
});

describe("signing out with scans that cannot be sent", () => {
  it("asks, keeps them bound to the account that scanned, and sends them only under it", { timeout: 240_000 }, async () => {
    const title = "حفل المسح غير المرسل";
    // The third ticket is the gate account's own scan later on: its arrival proves a send ran.
    const { tickets: sold } = await ticketsOnSale(title, 3);
    const tickets = sold.slice(0, 2);
    const sentinel = sold[2]!;
    const adminUid = await uidOf("super_admin");
    const page = await signedInAs(openPage, "super_admin", PHONE);
    await scannerReady(page, title);
    await page.route(REDEEM, (route) => route.abort("internetdisconnected"));
    for (const ticket of tickets) {
      await wedgeScan(page, ticket.code);
      await verdictShown(page, "accepted", true);
    }
    const banner = page.getByTestId("sync-banner");
    expect(await banner.getAttribute("data-queued")).toBe("2");

    // Sending them fails, so signing out asks.
    await signOutFromMenu(page);
    const dialog = page.getByRole("dialog", { name: texts.title });
    await dialog.waitFor({ timeout: 60_000 });
    expect(await dialog.textContent()).toContain(texts.body(2));
    await screenshot(page, "sign-out-unsent-scans-390", { fullPage: false });

    // Staying keeps the session and the scans.
    await dialog.getByRole("button", { name: texts.stay }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/qr-scanner");
    expect(await banner.getAttribute("data-queued")).toBe("2");

    // Signing out anyway keeps them for this account, and nothing else of the session.
    await signOutFromMenu(page);
    await dialog.getByRole("button", { name: texts.keep }).click();
    await waitForPath(page, "/login", { timeout: 30_000 });
    const kept = await traces(page, []);
    expect(kept.queued.map((scan) => scan.uid)).toEqual([adminUid, adminUid]);
    expect(kept.bawwabaKeys).toEqual([...DEVICE_KEYS, "bawwaba.scanner.queue"].sort());
    expect(kept.databases).not.toContain("bawwaba");
    await page.unroute(REDEEM);

    // Another account on this device sends none of them, and is told they wait.
    const gateAccount = demoAccount("qr_scanner");
    await signIn(page, gateAccount.email, gateAccount.password);
    await waitForPath(page, "/qr-scanner");
    const others = page.getByTestId("others-scans");
    await others.waitFor();
    expect(await others.getAttribute("data-count")).toBe("2");
    // The gate account queues a scan of its own offline, then the connection
    // returns: once that scan reaches the server, the queue has been sent, and
    // the other account's scans in it must not have gone with it.
    await page.route(REDEEM, (route) => route.abort("internetdisconnected"));
    await wedgeScan(page, sentinel.code);
    await verdictShown(page, "accepted", true);
    await page.unroute(REDEEM);
    const sent = await eventually(() => checkInsOf(sentinel.ticketId), (found) => found.length > 0);
    expect(sent).toHaveLength(1);
    for (const ticket of tickets) expect(await checkInsOf(ticket.ticketId)).toEqual([]);

    // That account has nothing of its own to send: it signs out without a prompt.
    await signOutFromMenu(page);
    await waitForPath(page, "/login", { timeout: 30_000 });
    expect((await traces(page, [])).queued).toHaveLength(2);

    // The account that scanned signs in again: its scans go out under it, on whichever page it lands.
    const admin = demoAccount("super_admin");
    await signIn(page, admin.email, admin.password);
    for (const ticket of tickets) {
      const scans = await eventually(() => checkInsOf(ticket.ticketId), (found) => found.length > 0);
      expect(scans.map(({ result, scannerUid }) => ({ result, scannerUid }))).toEqual([{ result: "accepted", scannerUid: adminUid }]);
    }
    await expect.poll(async () => (await traces(page, [])).queued, { timeout: 30_000 }).toEqual([]);
    await page.context().close();
  });
});
