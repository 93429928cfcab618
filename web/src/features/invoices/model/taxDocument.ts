// What a tax document shows, as text: its title, its facts (number, date and
// time in the event's zone, the order, and for a credit note the invoice it
// corrects, why, and how the money went back), its lines' figures and its
// totals. Numbers and references are isolated left to right (lib/bidi), so
// the Arabic around them never reorders their parts; digits are Latin, as
// formatMoney and formatDateTime write them.
import {
  formatDateTime,
  formatMoney,
  formatOrderReference,
  formatVatRate,
  invoicePageMessages as m,
  type CurrencyCode,
  type OrderInvoices,
  type TaxDocumentKind,
  type TaxDocumentView,
  type TaxLine,
} from "@bawwaba/common";
import { ltr } from "../../../lib/bidi";

export interface Figure {
  label: string;
  value: string;
  /** The element's test id (tests/browser/invoicePage.test.ts reads them). */
  testId: string;
}

export const documentTitle = (kind: TaxDocumentKind): string => (kind === "invoice" ? m.invoiceTitle : m.creditNoteTitle);

/** An amount of the document's currency (minor units). */
export const money = (minor: number, currency: string): string => formatMoney(minor, currency as CurrencyCode);

export function documentFacts(document: TaxDocumentView, timeZone: string): Figure[] {
  const { fields } = m;
  const facts: Figure[] = [
    { label: document.kind === "invoice" ? fields.invoiceNumber : fields.creditNoteNumber, value: ltr(document.number), testId: "document-number" },
    { label: fields.issuedAt, value: formatDateTime(document.issuedAt, timeZone), testId: "issued-at" },
  ];
  if (document.orderReference) {
    facts.push({ label: fields.orderReference, value: ltr(formatOrderReference(document.orderReference)), testId: "document-order-reference" });
  }
  facts.push({ label: fields.event, value: document.eventTitle, testId: "document-event" });
  if (document.kind === "credit_note") {
    if (document.invoiceNumber) facts.push({ label: fields.ofInvoice, value: ltr(document.invoiceNumber), testId: "credit-note-invoice" });
    if (document.reason) facts.push({ label: fields.reason, value: document.reason, testId: "credit-note-reason" });
    if (document.refundMethod) {
      facts.push({ label: fields.refundMethod, value: m.refundMethods[document.refundMethod], testId: "credit-note-refund-method" });
    }
  }
  return facts;
}

const LINE_COLUMNS: { label: string; testId: string; value: (line: TaxLine, currency: string) => string }[] = [
  { label: m.lines.quantity, testId: "line-quantity", value: (line) => String(line.quantity) },
  { label: m.lines.unitPrice, testId: "line-unit-price", value: (line, currency) => money(line.unitPrice, currency) },
  { label: m.lines.vatRate, testId: "line-vat-rate", value: (line) => m.vatRate(formatVatRate(line.vatRate)) },
  { label: m.lines.vat, testId: "line-vat", value: (line, currency) => money(line.vat, currency) },
  { label: m.lines.total, testId: "line-total", value: (line, currency) => money(line.gross, currency) },
];

/** The lines' columns after the item's name. */
export const lineHeaders = LINE_COLUMNS.map((column) => column.label);

/** A line's figures, in the order of lineHeaders. */
export function lineFigures(line: TaxLine, currency: string): Figure[] {
  return LINE_COLUMNS.map(({ label, testId, value }) => ({ label, testId, value: value(line, currency) }));
}

/** Net, VAT and gross: what the buyer paid last, as the total to read. */
export function totalFigures(document: TaxDocumentView): Figure[] {
  const { totals } = document;
  return [
    { label: m.totals.net, value: money(totals.net, document.currency), testId: "total-net" },
    { label: m.totals.vat, value: money(totals.vat, document.currency), testId: "total-vat" },
    { label: m.totals.gross, value: money(totals.gross, document.currency), testId: "total-gross" },
  ];
}

/** The order's money: paid, given back, still paid for. */
export function moneyFigures({ money: amounts }: OrderInvoices): Figure[] {
  return [
    { label: m.money.paid, value: money(amounts.paid, amounts.currency), testId: "money-paid" },
    { label: m.money.refunded, value: money(amounts.refunded, amounts.currency), testId: "money-refunded" },
    { label: m.money.remaining, value: money(amounts.remaining, amounts.currency), testId: "money-remaining" },
  ];
}
