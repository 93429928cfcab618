// What a tax document shows, as text (web/src/features/invoices/model/taxDocument.ts):
// its facts in the event's time zone with every number left to right, its
// lines' and totals' figures, and the order's money.
import { DEFAULT_DISPLAY_SETTINGS, formatMoney, invoicePageMessages as m, REFUND_METHODS, type OrderInvoices, type TaxDocumentView } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { documentFacts, documentTitle, lineFigures, lineHeaders, moneyFigures, totalFigures } from "../../src/features/invoices/model/taxDocument";

const LRI = "\u2066";
const PDI = "\u2069";

const invoice: TaxDocumentView = {
  kind: "invoice",
  number: "INV-07-0000123",
  series: 7,
  sequence: 123,
  orderId: "ord1",
  orderReference: "4Z02HD1S",
  eventId: "evt1",
  eventTitle: "حفل رأس السنة",
  channel: "online",
  paymentMethod: "yousr",
  // 2026-12-31 22:30 UTC: already 1 January in Riyadh (UTC+3).
  issuedAt: Date.UTC(2026, 11, 31, 22, 30),
  currency: "SAR",
  seller: { name: "شركة بوابة للفعاليات", vatNumber: "310123456700003", address: "الرياض", country: "SA" },
  lines: [
    { ticketTypeId: "vip", name: "VIP", quantity: 2, unitPrice: 11_500, unitVat: 1_500, vatRate: 1_500, gross: 23_000, vat: 3_000, net: 20_000 },
    { ticketTypeId: "kids", name: "أطفال", quantity: 1, unitPrice: 1_025, unitVat: 25, vatRate: 250, gross: 1_025, vat: 25, net: 1_000 },
  ],
  totals: { gross: 24_025, vat: 3_025, net: 21_000 },
  qr: "AQ==",
  hash: "h",
  previousHash: "p",
};

const creditNote: TaxDocumentView = {
  ...invoice,
  kind: "credit_note",
  number: "CRN-03-0000009",
  invoiceNumber: "INV-07-0000123",
  reason: "إلغاء تذكرة",
  refundMethod: "provider",
  lines: [invoice.lines[0]!],
  totals: { gross: 11_500, vat: 1_500, net: 10_000 },
};

const values = (figures: { testId: string; value: string }[]) => Object.fromEntries(figures.map(({ testId, value }) => [testId, value]));

describe("a document's facts", () => {
  it("give an invoice's number and order reference left to right, and its date and time in the event's time zone", () => {
    const facts = documentFacts(invoice, "Asia/Riyadh");
    expect(facts.map((fact) => fact.label)).toEqual([m.fields.invoiceNumber, m.fields.issuedAt, m.fields.orderReference, m.fields.event]);
    expect(values(facts)).toMatchObject({
      "document-number": `${LRI}INV-07-0000123${PDI}`,
      "document-order-reference": `${LRI}BW-4Z02-HD1S${PDI}`,
      "document-event": "حفل رأس السنة",
    });
    // Gregorian, Latin digits, the time in Riyadh: 1:30 on 1 January 2027.
    expect(values(facts)["issued-at"]).toMatch(/1 يناير 2027.*1:30/);
    expect(values(documentFacts(invoice, "UTC"))["issued-at"]).toMatch(/31 ديسمبر 2026.*10:30/);
  });

  it("give a credit note its own number, the invoice it corrects, why, and how the money went back", () => {
    const facts = documentFacts(creditNote, "Asia/Riyadh");
    expect(facts.map((fact) => fact.label)).toEqual([
      m.fields.creditNoteNumber,
      m.fields.issuedAt,
      m.fields.orderReference,
      m.fields.event,
      m.fields.ofInvoice,
      m.fields.reason,
      m.fields.refundMethod,
    ]);
    expect(values(facts)).toMatchObject({
      "document-number": `${LRI}CRN-03-0000009${PDI}`,
      "credit-note-invoice": `${LRI}INV-07-0000123${PDI}`,
      "credit-note-reason": "إلغاء تذكرة",
      "credit-note-refund-method": m.refundMethods.provider,
    });
    for (const method of REFUND_METHODS) {
      expect(values(documentFacts({ ...creditNote, refundMethod: method }, "UTC"))["credit-note-refund-method"]).toBe(m.refundMethods[method]);
    }
  });

  it("leave out what a document does not have (no reference: a box-office order before references)", () => {
    expect(documentFacts({ ...invoice, orderReference: undefined }, "UTC").map((fact) => fact.testId)).toEqual(["document-number", "issued-at", "document-event"]);
  });

  it("are titled as a simplified tax invoice or a credit note", () => {
    expect(documentTitle("invoice")).toBe("فاتورة ضريبية مبسطة");
    expect(documentTitle("credit_note")).toBe("إشعار دائن");
  });
});

describe("a document's figures", () => {
  it("give each line its quantity, price, rate, VAT and total with VAT, under the columns' headers", () => {
    expect(lineFigures(invoice.lines[0]!, "SAR").map((figure) => figure.label)).toEqual(lineHeaders);
    expect(values(lineFigures(invoice.lines[0]!, "SAR"))).toEqual({
      "line-quantity": "2",
      "line-unit-price": formatMoney(11_500, "SAR"),
      "line-vat-rate": "15٪",
      "line-vat": formatMoney(3_000, "SAR"),
      "line-total": formatMoney(23_000, "SAR"),
    });
    expect(values(lineFigures(invoice.lines[1]!, "SAR"))["line-vat-rate"]).toBe("2.5٪");
  });

  it("give the totals net, VAT, then gross (what was paid, read last)", () => {
    expect(totalFigures(invoice)).toEqual([
      { label: m.totals.net, value: formatMoney(21_000, "SAR"), testId: "total-net" },
      { label: m.totals.vat, value: formatMoney(3_025, "SAR"), testId: "total-vat" },
      { label: m.totals.gross, value: formatMoney(24_025, "SAR"), testId: "total-gross" },
    ]);
  });

  it("give the order's money: paid, refunded, still paid for", () => {
    const invoices: OrderInvoices = { invoice, creditNotes: [creditNote], display: DEFAULT_DISPLAY_SETTINGS, money: { currency: "KWD", paid: 24_025, refunded: 11_500, remaining: 12_525 } };
    expect(values(moneyFigures(invoices))).toEqual({
      "money-paid": formatMoney(24_025, "KWD"),
      "money-refunded": formatMoney(11_500, "KWD"),
      "money-remaining": formatMoney(12_525, "KWD"),
    });
    // Kuwaiti dinars have three decimals: 24.025.
    expect(values(moneyFigures(invoices))["money-paid"]).toContain("24.025");
  });
});
