// The box office in Chromium: a sales_admin sells two tickets and gets two
// QR codes whose decoded text verifies; the ticket page and the print sheets,
// whose printed gate code a gate types and admits once.
import { ar, COLLECTIONS, DEFAULT_TIME_ZONE, formatDateTime, formatGateCode, formatOrderReference, gateCodeOf } from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import { readFileSync } from "node:fs";
import { verifyTicketCode } from "@bawwaba/common/ticketCode";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { animationsOver, DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
import { chooseEvent, verdictShown } from "../support/gate";
import { demoEventWithType, keyRing } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const EVENT_TITLE = "ليلة الطرب الصيفية";

/** The text of the QR code drawn in `image`, read from its pixels as a phone camera would. */
async function decodeQr(image: Locator): Promise<string | null> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

let soldTicketId = "";

describe("selling at the box office", () => {
  it("lets a sales_admin sell 2 tickets and shows 2 QR codes whose text verifies", async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const page = await signedInAs(openPage, "sales_admin", PHONE);
    expect(new URL(page.url()).pathname).toBe("/generate-tickets");

    await page.getByTestId(`sale-event-${eventId}`).click();
    const stepper = page.getByTestId(`qty-${ticketTypeId}`);
    await stepper.getByRole("button", { name: ar.sales.increase }).click();
    await stepper.getByRole("button", { name: ar.sales.increase }).click();
    await page.getByLabel(ar.sales.buyerName).fill("منى الحربي");
    await page.getByLabel(ar.sales.buyerPhone).fill("0551234567");
    await page.getByLabel(ar.sales.payment.cash).check();
    expect(await horizontalOverflow(page)).toBe(0);
    // The viewport, not the full page: the sticky total bar would be drawn over the form's middle.
    await screenshot(page, "sell-tickets-390", { fullPage: false });
    await page.getByTestId("issue-tickets").click();

    const result = page.getByTestId("issued-tickets");
    const qrCodes = result.getByTestId("ticket-qr");
    await expect.poll(() => qrCodes.count(), { timeout: 30_000 }).toBe(2);
    const ring = await keyRing();
    for (const image of await qrCodes.all()) {
      const decoded = await decodeQr(image);
      expect(decoded).toBe(await image.getAttribute("data-code"));
      expect(verifyTicketCode(decoded, ring)).toMatchObject({ ok: true, payload: { eventId } });
    }
    // One WhatsApp message for the order, to the buyer's international number, with its private link.
    const whatsApp = result.getByRole("link", { name: ar.whatsApp.shareOrder });
    expect(await whatsApp.count()).toBe(1);
    const whatsAppHref = (await whatsApp.getAttribute("href"))!;
    expect(whatsAppHref).toMatch(/^https:\/\/wa\.me\/966551234567\?text=/);
    const privateLink = new URL(whatsAppHref).searchParams.get("text")!.split("\n").find((line) => line.startsWith("http"))!;
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "sell-tickets-issued-390", { fullPage: false });

    const orders = await adminDb.collection(COLLECTIONS.orders).where("eventId", "==", eventId).get();
    expect(orders.docs.map((doc) => doc.data())).toMatchObject([
      { status: "paid", channel: "box_office", buyer: { name: "منى الحربي", phone: "+966551234567" } },
    ]);
    soldTicketId = (orders.docs[0]!.get("ticketIds") as string[])[0]!;
    // The order's reference, left to right, on the sale-done screen and under each printed ticket.
    const reference = formatOrderReference(String(orders.docs[0]!.get("reference")));
    expect(await result.getByTestId("order-reference").textContent()).toBe(reference);
    expect(await result.getByTestId("order-reference").getAttribute("dir")).toBe("ltr");

    await result.getByRole("button", { name: ar.tickets.print.a4 }).click();
    const sheet = page.getByTestId("print-sheet");
    await sheet.waitFor();
    expect(await sheet.getAttribute("data-layout")).toBe("a4");
    await expect.poll(() => sheet.getByTestId("ticket-qr").count()).toBe(2);
    expect(await sheet.getByTestId("order-reference").allTextContents()).toEqual([reference, reference]);
    // Under each printed QR, its gate code: what the gate types when the QR will not scan.
    const printedCodes = await sheet.getByTestId("gate-code").allTextContents();
    const sheetCodes = await sheet.getByTestId("ticket-qr").evaluateAll((images) => images.map((image) => image.getAttribute("data-code")!));
    expect(printedCodes).toEqual(sheetCodes.map((code) => formatGateCode(gateCodeOf(code)!)));
    expect(await sheet.getByTestId("gate-code").first().getAttribute("dir")).toBe("ltr");
    // What the printer gets: print media, an A4-wide page, the dialog's fade-in over.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: "print" });
    await animationsOver(page);
    await screenshot(page, "print-sheet-a4", { fullPage: false });
    // The 80 mm receipt of the same sale.
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: ar.tickets.print.close }).click();
    await sheet.waitFor({ state: "detached" });
    await result.getByRole("button", { name: ar.tickets.print.thermal }).click();
    await expect.poll(() => sheet.getByTestId("gate-code").allTextContents()).toEqual(printedCodes);
    expect(await sheet.getAttribute("data-layout")).toBe("thermal");
    await page.emulateMedia({ media: "print" });
    await animationsOver(page);
    await screenshot(page, "print-sheet-80mm", { fullPage: false });
    await page.context().close();

    // The buyer opens the message's link on their own phone: the order's page with the event's date,
    // venue and reference, both QR codes with their gate codes, and a calendar file of the event.
    const event = (await adminDb.collection(COLLECTIONS.events).doc(eventId).get()).data()!;
    for (const viewport of [PHONE, DESKTOP]) {
      const buyer = await openPage(viewport);
      await buyer.goto(privateLink);
      await expect.poll(() => buyer.getByTestId("ticket-qr").count(), { timeout: 30_000 }).toBe(2);
      expect(await buyer.getByTestId("gate-code").allTextContents()).toEqual(printedCodes);
      const status = buyer.getByTestId("order-status");
      expect(await status.getByTestId("order-reference").textContent()).toBe(reference);
      expect(await status.textContent()).toContain(formatDateTime(event.startsAt.toMillis(), event.timeZone ?? DEFAULT_TIME_ZONE));
      expect(await status.getByTestId("venue-map").textContent()).toBe(event.venue);
      expect(await horizontalOverflow(buyer)).toBe(0);
      await screenshot(buyer, `order-page-${viewport === PHONE ? 390 : 1280}`);
      if (viewport === PHONE) {
        const [download] = await Promise.all([buyer.waitForEvent("download"), buyer.getByTestId("add-to-calendar").click()]);
        const ics = readFileSync((await download.path())!, "utf8").replace(/\r\n[ \t]/g, "");
        const utc = (millis: number) => new Date(millis).toISOString().replace(/[-:]/g, "").slice(0, 15) + "Z";
        expect(ics).toContain(`DTSTART:${utc(event.startsAt.toMillis())}`);
        expect(ics).toContain(`SUMMARY:${EVENT_TITLE}`);
      }
      await buyer.context().close();
    }

    // At the gate, with no camera: the code typed as printed enters once.
    const gate = await signedInAs(openPage, "qr_scanner", PHONE, "/qr-scanner");
    await chooseEvent(gate, EVENT_TITLE, "الرئيسية");
    for (const expected of ["accepted", "already_used"]) {
      await gate.getByTestId("manual-code").fill(printedCodes[0]!);
      await gate.getByRole("button", { name: ar.checkin.manual.submit }).click();
      expect(await verdictShown(gate, expected, false)).toContain("منى الحربي");
    }
    expect((await adminDb.collection(COLLECTIONS.tickets).where("code", "==", sheetCodes[0]).get()).docs[0]?.get("status")).toBe("checked_in");
    await gate.context().close();
  });

  it("keeps each step at its URL: a sale done survives a reload and Back, and yesterday's sale is found and reprinted", { timeout: 180_000 }, async () => {
    const { eventId, ticketTypeId } = await demoEventWithType(EVENT_TITLE);
    const page = await signedInAs(openPage, "sales_admin", PHONE);
    await page.getByTestId(`sale-event-${eventId}`).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?event=${eventId}`);
    await page.getByTestId(`qty-${ticketTypeId}`).getByRole("button", { name: ar.sales.increase }).click();
    await page.getByLabel(ar.sales.buyerName).fill("سلمان القحطاني");
    await page.getByLabel(ar.sales.payment.cash).check();
    await page.getByTestId("issue-tickets").click();
    await page.getByTestId("issued-tickets").waitFor({ timeout: 30_000 });
    const orderId = new URL(page.url()).searchParams.get("sale")!;
    const order = (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(order.buyer.name).toBe("سلمان القحطاني");

    // A reload shows the same sale, read back; Back returns to the event's form, emptied.
    await page.reload();
    const issued = page.getByTestId("issued-tickets");
    await expect.poll(() => issued.getByTestId("ticket-qr").count(), { timeout: 30_000 }).toBe(1);
    expect(await issued.getByTestId("order-reference").textContent()).toBe(formatOrderReference(order.reference));
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe(`?event=${eventId}`);
    await page.getByTestId(`qty-${ticketTypeId}`).waitFor();
    expect(await page.getByLabel(ar.sales.buyerName).inputValue()).toBe("");

    // Made yesterday, the sale is in the last 7 days' list, not today's; it opens again and reprints.
    await adminDb.collection(COLLECTIONS.orders).doc(orderId).update({ createdAt: Timestamp.fromMillis(Date.now() - 26 * 3_600_000) });
    await page.goto("/generate-tickets");
    const recent = page.getByTestId("recent-sales");
    await recent.getByText(ar.boxOffice.noSales).or(recent.getByTestId("recent-sale").first()).waitFor({ timeout: 30_000 });
    expect(await recent.locator(`[data-order-id="${orderId}"]`).count()).toBe(0);
    await recent.getByRole("button", { name: ar.boxOffice.lastWeek }).click();
    const yesterdays = recent.locator(`[data-order-id="${orderId}"]`);
    await yesterdays.waitFor({ timeout: 30_000 });
    await screenshot(page, "box-office-recent-sales-390");
    await page.setViewportSize(DESKTOP);
    await recent.scrollIntoViewIfNeeded();
    await screenshot(page, "box-office-recent-sales-1280", { fullPage: false });
    await page.setViewportSize(PHONE);
    await yesterdays.getByRole("link").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("sale")).toBe(orderId);
    await expect.poll(() => issued.getByTestId("ticket-qr").count(), { timeout: 30_000 }).toBe(1);
    // The buyer's message can be sent again: one link, with the order's private link.
    const resend = issued.getByRole("link", { name: ar.whatsApp.shareOrder });
    expect(new URL((await resend.getAttribute("href"))!).searchParams.get("text")).toMatch(new RegExp(`/buy-tickets\\?order=${orderId}&about=[^#]+#token=`));
    // And reprinted (the preview covers the page, which it hides from the accessibility tree).
    const code = (await adminDb.collection(COLLECTIONS.tickets).doc((order.ticketIds as string[])[0]!).get()).get("code") as string;
    await issued.getByRole("button", { name: ar.tickets.print.a4 }).click();
    const sheet = page.getByTestId("print-sheet");
    await expect.poll(() => sheet.getByTestId("gate-code").allTextContents()).toEqual([formatGateCode(gateCodeOf(code)!)]);
    await page.context().close();
  });

  it("shows the sold ticket, its QR code and its order to a super_admin", async () => {
    expect(soldTicketId).not.toBe("");
    const page = await signedInAs(openPage, "super_admin");
    await page.goto(`/ticket/${soldTicketId}`);
    const qr = page.getByTestId("ticket-qr").first();
    await qr.waitFor({ timeout: 30_000 });
    const ticket = (await adminDb.collection(COLLECTIONS.tickets).doc(soldTicketId).get()).data()!;
    expect(await decodeQr(qr)).toBe(ticket.code);
    await expect.poll(() => page.textContent("main")).toContain("منى الحربي");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "ticket-page-1280");
    await page.context().close();
  });
});
