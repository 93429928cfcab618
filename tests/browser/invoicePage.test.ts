// An online order's tax invoice in Chromium at 390 px: a buyer's order,
// paid on Yousr Pay's test gateway, links from its page to the invoice page,
// whose ZATCA QR code, read from its pixels, holds the seller's name, VAT
// number, the time stamp and the totals the page shows; printed on A4 and on
// an 80 mm receipt. Once a super_admin voids one of its tickets, the page
// shows the credit note and what was given back.
import {
  CALLABLES,
  COLLECTIONS,
  decodeZatcaQr,
  formatDateTime,
  formatMoney,
  invoicePageMessages,
  orderLinkPath,
  parseMoney,
} from "@bawwaba/common";
import jsQR from "jsqr";
import type { Locator, Page } from "playwright-core";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { decidePayment } from "../../functions/src/payments/yousr/gateway";
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { callOk, signedInCaller } from "../support/callables";
import { demoAccount, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
import { orderStatus } from "../support/buyer";
import { TEST_ORGANISER, useTestOrganiser } from "../support/invoicing";
import { buy, gateway, purchase } from "../support/payments";
import { demoEventWithType } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const EVENT_TITLE = "ديربي العاصمة";
/** The demo events' time zone (scripts/demo/demoData.ts). */
const ZONE = "Asia/Riyadh";
/** A4 at 96 px an inch, and 80 mm paper: the widths the print previews are shot at. */
const A4 = { width: 794, height: 1123 };
const RECEIPT = { width: 302, height: 900 };

/** The text of the QR code drawn in `image`, read from its pixels as a phone camera would. */
async function decodeQr(image: Locator): Promise<string | null> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Text as shown, without the marks that isolate a number left to right. */
const shown = async (locator: Locator) => ((await locator.textContent()) ?? "").replace(/[\u2066-\u2069]/g, "");

/** An amount of the ZATCA QR ("115.00") as the page writes it. */
function asShown(amount: string): string {
  const parsed = parseMoney(amount, "SAR");
  if (!parsed.ok) throw new Error(`Not an amount: ${amount}`);
  return formatMoney(parsed.minor, "SAR");
}

/** Opens the document's A4 or receipt preview and shoots it as it prints, at the paper's width. */
async function printed(page: Page, document: Locator, layout: "a4" | "thermal", name: string): Promise<void> {
  const button = document.locator("xpath=ancestor::section[1]").getByRole("button", { name: new RegExp(layout === "a4" ? "A4" : "80") });
  await button.click();
  const sheet = page.getByTestId("print-sheet");
  await sheet.getByTestId("invoice-qr").waitFor();
  expect(await sheet.getAttribute("data-layout")).toBe(layout);
  await page.setViewportSize(layout === "a4" ? A4 : RECEIPT);
  await page.emulateMedia({ media: "print" });
  await screenshot(page, name);
  await page.emulateMedia({ media: null });
  await page.setViewportSize(PHONE);
  await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "detached" });
}

let orderId = "";
let accessToken = "";

beforeAll(async () => {
  // Invoices on, with a Saudi VAT number; the event's tickets at 15 % VAT: 6.52 riyals in a 50-riyal ticket.
  await useTestOrganiser();
  const { eventId } = await demoEventWithType(EVENT_TITLE);
  const types = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).orderBy("sortOrder").get();
  for (const type of types.docs) await type.ref.update({ vatRate: TEST_ORGANISER.vatRate });
  // Two lines: 2 in the stands and 1 VIP, paid on the test gateway.
  const [regular, vip] = types.docs;
  const answer = await buy({
    ...purchase(eventId, regular!.id, 2),
    items: [
      { ticketTypeId: regular!.id, quantity: 2 },
      { ticketTypeId: vip!.id, quantity: 1 },
    ],
  });
  await decidePayment(gateway, answer.paymentId, "approve");
  orderId = answer.orderId;
  accessToken = answer.accessToken;
});

describe("an online order's tax invoice", () => {
  it("opens from the paid order's page and shows a QR code holding the seller, the time and the totals it shows", async () => {
    const page = await openPage(PHONE);
    await page.goto(orderLinkPath({ orderId, accessToken }));
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    await page.getByRole("link", { name: invoicePageMessages.heading }).click();
    await page.waitForURL(/\/invoice\?order=[^#]+#token=/);
    expect(new URL(page.url()).hash).toBe(`#token=${accessToken}`);

    const invoice = page.locator('[data-testid="tax-document"][data-kind="invoice"]');
    const qr = invoice.getByTestId("invoice-qr");
    await qr.waitFor({ timeout: 30_000 });
    expect(await invoice.getByRole("heading", { level: 2 }).textContent()).toBe(invoicePageMessages.invoiceTitle);
    expect(await invoice.getByTestId("document-line").count()).toBe(2);
    expect(await shown(invoice.getByTestId("seller-name"))).toBe(TEST_ORGANISER.legalName);
    expect(await shown(invoice.getByTestId("seller-name-en"))).toBe(TEST_ORGANISER.legalNameEn);

    const decoded = await decodeQr(qr);
    expect(decoded).toBe(await qr.getAttribute("data-code"));
    const fields = decodeZatcaQr(decoded!);
    expect(fields.sellerName).toBe(await shown(invoice.getByTestId("seller-name")));
    expect(fields.vatNumber).toBe(await shown(invoice.getByTestId("seller-vat-number")));
    expect(formatDateTime(Date.parse(fields.timestamp), ZONE)).toBe(await shown(invoice.getByTestId("issued-at")));
    expect(asShown(fields.totalWithVat)).toBe(await shown(invoice.getByTestId("total-gross")));
    expect(asShown(fields.vatTotal)).toBe(await shown(invoice.getByTestId("total-vat")));
    // 2 × 50 + 250 riyals, the VAT in each ticket: 2 × 6.52 + 32.61.
    expect(fields.totalWithVat).toBe("350.00");
    expect(fields.vatTotal).toBe("45.65");

    // The VAT number reads left to right on one line in the right-to-left page: its first digit left of its last.
    const vatNumberOrder = await invoice.getByTestId("seller-vat-number").evaluate((element) => {
      const text = element.firstChild!;
      const digits = text.textContent!.replace(/[\u2066-\u2069]/g, "");
      const start = text.textContent!.indexOf(digits);
      const boxOf = (at: number) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect();
      };
      const [first, last] = [boxOf(start), boxOf(start + digits.length - 1)];
      return { sameLine: first.top === last.top, leftToRight: first.left < last.left };
    });
    expect(vatNumberOrder).toEqual({ sameLine: true, leftToRight: true });
    expect(await page.getByTestId("money-paid").textContent()).toBe(formatMoney(35_000, "SAR"));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // From the top: reading the QR code scrolled to it, and the bar would be drawn over the page's middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "invoice-390");
    // On a wide screen the lines are a table.
    await page.setViewportSize(DESKTOP);
    await invoice.locator("table").waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "invoice-1280");
    await page.setViewportSize(PHONE);

    await printed(page, invoice, "a4", "invoice-print-a4");
    await printed(page, invoice, "thermal", "invoice-print-80mm");
    await page.context().close();
  });

  it("refuses the page with another token", async () => {
    const page = await openPage(PHONE);
    await page.goto(`/invoice?order=${orderId}#token=${"x".repeat(43)}`);
    await expect.poll(() => page.getByTestId("invoice-error").textContent(), { timeout: 30_000 }).toBeTruthy();
    expect(await page.locator('[data-testid="tax-document"]').count()).toBe(0);
    await page.context().close();
  });

  it("shows the credit note of a ticket a super_admin voided, naming its invoice, and what was given back", async () => {
    const tickets = await adminDb.collection(COLLECTIONS.tickets).where("orderId", "==", orderId).get();
    const regular = tickets.docs.find((ticket) => ticket.get("price") === 5000) ?? tickets.docs[0]!;
    const admin = demoAccount("super_admin");
    await callOk(await signedInCaller(admin.email, admin.password), CALLABLES.voidTicket, { ticketId: regular.id, reason: "طلب المشتري إلغاء تذكرة" });

    const page = await openPage(PHONE);
    await page.goto(`/invoice?order=${orderId}#token=${accessToken}`);
    const note = page.locator('[data-testid="tax-document"][data-kind="credit_note"]');
    await note.getByTestId("invoice-qr").waitFor({ timeout: 30_000 });
    const invoiceNumber = await page.locator('[data-testid="tax-document"][data-kind="invoice"]').getAttribute("data-number");
    expect(await note.getByRole("heading", { level: 2 }).textContent()).toBe(invoicePageMessages.creditNoteTitle);
    expect(await shown(note.getByTestId("credit-note-invoice"))).toBe(invoiceNumber);
    expect(await note.getByTestId("credit-note-reason").textContent()).toBeTruthy();
    expect(await note.getByTestId("credit-note-refund-method").textContent()).toBe(invoicePageMessages.refundMethods.provider);
    expect(await shown(note.getByTestId("total-gross"))).toBe(formatMoney(5_000, "SAR"));
    expect(await shown(note.getByTestId("total-vat"))).toBe(formatMoney(652, "SAR"));
    expect(await page.getByTestId("money-refunded").textContent()).toBe(formatMoney(5_000, "SAR"));
    expect(await page.getByTestId("money-remaining").textContent()).toBe(formatMoney(30_000, "SAR"));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "invoice-credit-note-390");

    await printed(page, note, "a4", "credit-note-print-a4");
    await printed(page, note, "thermal", "credit-note-print-80mm");
    await page.context().close();
  });
});
