// The box office in Chromium: a sales_admin sells two tickets and gets two
// QR codes whose decoded text verifies; the ticket page and the print sheet.
import { ar, COLLECTIONS, formatOrderReference } from "@bawwaba/common";
import { verifyTicketCode } from "@bawwaba/common/ticketCode";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { animationsOver, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
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
    const whatsApp = await result.getByRole("link", { name: ar.tickets.whatsApp.share }).first().getAttribute("href");
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/966551234567\?text=/);
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
    // What the printer gets: print media, an A4-wide page, the dialog's fade-in over.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: "print" });
    await animationsOver(page);
    await screenshot(page, "print-sheet-a4", { fullPage: false });
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
