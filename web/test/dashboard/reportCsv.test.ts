import { ar, salesReportRows, type SalesStatsShardDoc, type TaxDocumentView } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { salesReportCsv } from "../../src/features/dashboard/report/salesReportCsv";
import { documentsInPeriod, taxDocumentsCsv } from "../../src/features/dashboard/report/taxDocumentsCsv";

const texts = ar.salesReport;
const BOM = "\uFEFF";

/** The file's lines, without its byte order mark and final line end. */
const linesOf = (csv: string) => {
  expect(csv.startsWith(BOM)).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  return csv.slice(BOM.length, -2).split("\r\n");
};
const quoted = (cells: readonly (string | number)[]) => cells.map((cell) => (typeof cell === "number" ? String(cell) : `"${cell}"`)).join(",");

const figures = (tickets: number, revenue: number, vat: number, refunded = 0, refundedVat = 0) => ({ tickets, revenue, vat, refunded, refundedVat });

describe("the sales report's file", () => {
  it("has a line per day, event, type, channel and payment method, in Arabic, amounts in major units", () => {
    const shards: SalesStatsShardDoc[] = [
      {
        eventId: "derby",
        currency: "SAR",
        typeNames: { vip: "كبار الزوار" },
        days: {
          "2026-11-20": {
            ...figures(3, 34500, 4500, 11500, 1500),
            report: {
              "vip|box_office|cash": figures(2, 23000, 3000, 11500, 1500),
              "vip|online|yousr": figures(1, 11500, 1500),
            },
          },
          // Outside the period.
          "2026-11-19": { ...figures(1, 11500, 1500), report: { "vip|box_office|card": figures(1, 11500, 1500) } },
        },
      },
      {
        eventId: "gone",
        currency: "KWD",
        days: { "2026-11-20": { ...figures(1, 5250, 250), report: { "old|complimentary|complimentary": figures(1, 5250, 250) } } },
      },
    ];
    const csv = salesReportCsv(salesReportRows(shards, { from: "2026-11-20", to: "2026-11-20" }), new Map([["derby", "ديربي العاصمة"]]));
    expect(linesOf(csv)).toEqual([
      quoted(texts.sales.header),
      // Channels in their order (online first), sold = kept + refunded.
      quoted(["2026-11-20", "ديربي العاصمة", "كبار الزوار", ar.tickets.channels.online, "يُسر للدفع", "SAR", 1, "115.00", "0.00", "15.00", "100.00"]),
      quoted(["2026-11-20", "ديربي العاصمة", "كبار الزوار", ar.tickets.channels.box_office, ar.tickets.payments.cash, "SAR", 2, "345.00", "115.00", "30.00", "200.00"]),
      // An event and a type no longer there, in a currency of three decimals.
      quoted(["2026-11-20", texts.sales.unnamedEvent, texts.sales.unnamedType, ar.tickets.channels.complimentary, ar.tickets.payments.complimentary, "KWD", 1, "5.250", "0.000", "0.250", "5.000"]),
    ]);
  });

  it("is its header alone for a period without sales", () => {
    expect(linesOf(salesReportCsv([], new Map()))).toEqual([quoted(texts.sales.header)]);
  });
});

const seller = { name: "شركة بوابة", address: "الرياض", country: "SA" as const };
const document = (fields: Partial<TaxDocumentView> & Pick<TaxDocumentView, "number" | "kind" | "issuedAt" | "eventId">): TaxDocumentView => ({
  series: 1,
  sequence: 1,
  orderId: "o1",
  orderReference: "4Z02HD1S",
  eventTitle: "ديربي العاصمة",
  channel: "box_office",
  paymentMethod: "cash",
  currency: "SAR",
  seller,
  lines: [],
  totals: { gross: 23000, vat: 3000, net: 20000 },
  hash: "h",
  previousHash: "p",
  ...fields,
});

const ZONES: Record<string, string> = { riyadh: "Asia/Riyadh", london: "Europe/London" };
const timeZoneOf = (eventId: string) => ZONES[eventId]!;

describe("the invoices and credit notes of the period", () => {
  // 2026-11-20 22:30 UTC is the 21st in Riyadh (UTC+3) and still the 20th in London.
  const lateEvening = Date.UTC(2026, 10, 20, 22, 30);
  const invoice = document({ number: "INV-01-0000001", kind: "invoice", issuedAt: lateEvening, eventId: "riyadh" });
  const london = document({ number: "INV-02-0000001", kind: "invoice", issuedAt: lateEvening, eventId: "london" });
  const creditNote = document({
    number: "CRN-00-0000001",
    kind: "credit_note",
    issuedAt: lateEvening + 60_000,
    eventId: "riyadh",
    totals: { gross: 11500, vat: 1500, net: 10000 },
    invoiceNumber: "INV-01-0000001",
    reason: "بيعت بالخطأ",
    refundMethod: "cash",
  });

  it("are those issued on the period's days in each one's event zone, of the chosen event, in the order issued", () => {
    const all = [creditNote, london, invoice];
    expect(documentsInPeriod(all, { from: "2026-11-21", to: "2026-11-21" }, null, timeZoneOf).map((one) => one.number)).toEqual([
      "INV-01-0000001",
      "CRN-00-0000001",
    ]);
    expect(documentsInPeriod(all, { from: "2026-11-20", to: "2026-11-20" }, null, timeZoneOf).map((one) => one.number)).toEqual(["INV-02-0000001"]);
    expect(documentsInPeriod(all, {}, "london", timeZoneOf).map((one) => one.number)).toEqual(["INV-02-0000001"]);
  });

  it("list number, kind, time in the event's zone, order, event, amounts, the invoice corrected and why", () => {
    expect(linesOf(taxDocumentsCsv([invoice, creditNote], timeZoneOf))).toEqual([
      quoted(texts.documents.header),
      quoted(["INV-01-0000001", texts.documents.kinds.invoice, "2026-11-21 01:30", "BW-4Z02-HD1S", "ديربي العاصمة", "SAR", "230.00", "30.00", "200.00"]) + ",,",
      quoted(["CRN-00-0000001", texts.documents.kinds.credit_note, "2026-11-21 01:31", "BW-4Z02-HD1S", "ديربي العاصمة", "SAR", "115.00", "15.00", "100.00", "INV-01-0000001", "بيعت بالخطأ"]),
    ]);
  });
});
