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
  ORGANISER_SETTINGS_ID,
  parseMoney,
  type OrganiserSettingsDoc,
} from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import jsQR from "jsqr";
import type { Locator, Page } from "playwright-core";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { decidePayment } from "../../functions/src/payments/yousr/gateway";
import { horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { callOk, signedInCaller } from "../support/callables";
import { demoAccount, useDemoBrowser } from "../support/demo";
import { adminDb } from "../support/emulators";
import { orderStatus } from "../support/buyer";
import { buy, gateway, purchase } from "../support/payments";
import { demoEventWithType } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const EVENT_TITLE = "ديربي العاصمة";
const ZONE = "Asia/Riyadh";
const SELLER = {
  legalName: "شركة بوّابة للفعاليات",
  legalNameEn: "Bawwaba Events Co.",
  vatNumber: "310123456700003",
  address: "طريق الملك فهد، الرياض 12211",
} as const;
/** 15 %: the VAT in a 50-riyal ticket is 6.52. */
const VAT_RATE = 1500;
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
  // The organiser's settings as the settings page saves them: invoices on, a Saudi VAT number.
  const settings: OrganiserSettingsDoc = {
    ...SELLER,
    country: "SA",
    currency: "SAR",
    vatRate: VAT_RATE,
    invoicing: true,
    updatedAt: Timestamp.now(),
    updatedBy: demoAccount("super_admin").email,
  };
  await adminDb.collection(COLLECTIONS.settings).doc(ORGANISER_SETTINGS_ID).set(settings);
  const { eventId } = await demoEventWithType(EVENT_TITLE);
  const types = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).orderBy("sortOrder").get();
  for (const type of types.docs) await type.ref.update({ vatRate: VAT_RATE });
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
    expect(await shown(invoice.getByTestId("seller-name"))).toBe(SELLER.legalName);
    expect(await shown(invoice.getByTestId("seller-name-en"))).toBe(SELLER.legalNameEn);

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

    // The VAT number reads left to right, whole, in Latin digits.
    const vatBox = await invoice.getByTestId("seller-vat-number").evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].length;
    });
    expect(vatBox).toBe(1);
    expect(await page.getByTestId("money-paid").textContent()).toBe(formatMoney(35_000, "SAR"));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "invoice-390");

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
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, "invoice-credit-note-390");

    await printed(page, note, "a4", "credit-note-print-a4");
    await printed(page, note, "thermal", "credit-note-print-80mm");
    await page.context().close();
  });
});
