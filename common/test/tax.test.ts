// The tax arithmetic (common/src/tax.ts), the refunds built on it
// (refunds.ts), Gulf VAT numbers (vatNumber.ts) and the ZATCA QR's TLV
// (zatcaQr.ts). The property test draws many prices, rates and quantities in
// two- and three-decimal currencies and checks the rules the invoices,
// credit notes and reports rely on (docs/product.md "Tax and invoices").
import { describe, expect, it } from "vitest";
import {
  decodeZatcaQr,
  encodeZatcaQr,
  isVatNumberOf,
  normalizeVatNumber,
  orderRefund,
  parseVatRate,
  sumTaxed,
  taxOfLine,
  taxOfPrice,
  taxOfRefund,
  ticketRefund,
  vatInPrice,
  type OrderDoc,
} from "../src/index.js";
import { seededRandom } from "./random.js";

/** price × rate ÷ (10,000 + rate) rounded half up, computed with BigInt as the reference. */
function referenceVat(price: number, rate: number): number {
  const numerator = 2n * BigInt(price) * BigInt(rate) + BigInt(10_000 + rate);
  return Number(numerator / (2n * BigInt(10_000 + rate)));
}

describe("VAT in a tax-inclusive price", () => {
  it("is the known figures of the Gulf's rates", () => {
    // 115.00 SAR at 15 % holds 15.00; 105.00 AED at 5 % holds 5.00.
    expect(vatInPrice(11_500, 1500)).toBe(1500);
    expect(vatInPrice(10_500, 500)).toBe(500);
    // 100.00 SAR: 13.0434… → 13.04; 0.01 SAR: 0.0013 → 0.00; a fils at 10 % of 1.100 BHD (three decimals).
    expect(vatInPrice(10_000, 1500)).toBe(1304);
    expect(vatInPrice(1, 1500)).toBe(0);
    expect(vatInPrice(1_100, 1000)).toBe(100);
    expect(vatInPrice(5_000, 0)).toBe(0);
  });

  it("rounds half up: an exact half goes to the larger unit", () => {
    // 45 minor units at 20 %: 45 × 2000 ÷ 12000 = 7.5 → 8; 3 at 25 %: 0.6 → 1; 1 at 50 %: 0.33 → 0.
    expect(vatInPrice(45, 2000)).toBe(8);
    expect(vatInPrice(3, 2500)).toBe(1);
    expect(vatInPrice(1, 5000)).toBe(0);
  });

  it("property: for any price, rate and quantity, net + VAT = gross per ticket, line and total, and the rule holds", () => {
    const random = seededRandom(2026_11_27);
    const rates = [0, 500, 1000, 1500, 250, 1750, 5000];
    for (let order = 0; order < 2000; order++) {
      const minorPerMajor = random() < 0.5 ? 100 : 1000;
      const lines = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
        const unitPrice = random() < 0.1 ? 0 : Math.floor(random() * 5000 * minorPerMajor);
        const rate = rates[Math.floor(random() * rates.length)]!;
        const quantity = 1 + Math.floor(random() * 12);
        const ticket = taxOfPrice(unitPrice, rate);
        expect(ticket.vat).toBe(referenceVat(unitPrice, rate));
        expect(ticket.net + ticket.vat).toBe(ticket.gross);
        expect(ticket.vat).toBeGreaterThanOrEqual(0);
        expect(ticket.vat).toBeLessThanOrEqual(unitPrice);
        // Within half a minor unit of the exact VAT.
        expect(Math.abs(ticket.vat - (unitPrice * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
        const line = taxOfLine({ unitPrice, unitVat: ticket.vat, quantity });
        expect(line.net + line.vat).toBe(line.gross);
        expect(line.gross).toBe(unitPrice * quantity);
        expect(line.vat).toBe(ticket.vat * quantity);
        return { line, ticket, quantity };
      });
      const total = sumTaxed(lines.map(({ line }) => line));
      expect(total.net + total.vat).toBe(total.gross);
      // Refunding every ticket one by one gives back exactly the total and its VAT.
      const byTicket = sumTaxed(lines.flatMap(({ ticket, quantity }) => Array.from({ length: quantity }, () => ticket)));
      expect(byTicket).toEqual(total);
      // An amount refund of everything gives back exactly its VAT; of part, never more VAT than is in it.
      expect(taxOfRefund(total.gross, total)).toEqual(total);
      const part = Math.floor(random() * total.gross);
      const refund = taxOfRefund(part, total);
      expect(refund.net + refund.vat).toBe(part);
      expect(refund.vat).toBeLessThanOrEqual(total.vat);
    }
  });

  it("reads a typed rate in any digits, and refuses what is not one", () => {
    expect(parseVatRate("15")).toBe(1500);
    expect(parseVatRate("١٥ ٪")).toBe(1500);
    expect(parseVatRate("2.5")).toBe(250);
    expect(parseVatRate("0")).toBe(0);
    expect(parseVatRate("50")).toBe(5000);
    expect(parseVatRate("51")).toBeNull();
    expect(parseVatRate("1.234")).toBeNull();
    expect(parseVatRate("-5")).toBeNull();
    expect(parseVatRate("")).toBeNull();
  });
});

describe("refunds", () => {
  const order = (fields: Partial<OrderDoc> = {}) =>
    ({ status: "paid", total: 34_500, refundedAmount: undefined, payment: "cash", channel: "box_office", ...fields }) as OrderDoc;
  const paid = { gross: 34_500, vat: 4_500, net: 30_000 };

  it("a ticket gives back its price and the VAT sold in it, never more than is still paid", () => {
    expect(ticketRefund(order(), { price: 11_500, vat: 1_500 }, paid)).toEqual({ gross: 11_500, vat: 1_500, net: 10_000 });
    expect(ticketRefund(order({ refundedAmount: 30_000 }), { price: 11_500, vat: 1_500 }, paid).gross).toBe(4_500);
    expect(ticketRefund(order({ refundedAmount: 34_500 }), { price: 11_500, vat: 1_500 }, paid).gross).toBe(0);
    expect(ticketRefund(order({ status: "cancelled" }), { price: 11_500, vat: 1_500 }, paid).gross).toBe(0);
    expect(ticketRefund(order(), { price: 0, vat: 0 }, paid).gross).toBe(0);
  });

  it("an order gives back what is still paid: all of it, VAT included, when nothing went back before", () => {
    expect(orderRefund(order(), paid)).toEqual(paid);
    expect(orderRefund(order({ refundedAmount: 11_500 }), paid).gross).toBe(23_000);
    expect(orderRefund(order({ status: "pending" }), paid).gross).toBe(0);
  });
});

describe("VAT registration numbers", () => {
  it("Saudi numbers are 15 digits, first and last 3", () => {
    expect(isVatNumberOf("SA", normalizeVatNumber("310122393500003"))).toBe(true);
    expect(isVatNumberOf("SA", normalizeVatNumber("٣١٠١٢٢٣٩٣٥٠٠٠٠٣"))).toBe(true);
    expect(isVatNumberOf("SA", normalizeVatNumber("3101 2239 3500 003"))).toBe(true);
    expect(isVatNumberOf("SA", "310122393500004")).toBe(false);
    expect(isVatNumberOf("SA", "210122393500003")).toBe(false);
    expect(isVatNumberOf("SA", "31012239350003")).toBe(false);
    expect(isVatNumberOf("SA", "3101223935000033")).toBe(false);
    expect(isVatNumberOf("SA", "31012239350000A")).toBe(false);
  });

  it("other countries by their published form", () => {
    expect(isVatNumberOf("AE", "100123456700003")).toBe(true);
    expect(isVatNumberOf("AE", "10012345670000")).toBe(false);
    expect(isVatNumberOf("OM", normalizeVatNumber("om1234567890"))).toBe(true);
    expect(isVatNumberOf("EG", "123456789")).toBe(true);
    expect(isVatNumberOf("EG", "12")).toBe(false);
  });
});

describe("ZATCA QR (phase 1 TLV)", () => {
  const fields = {
    sellerName: "شركة بوابة للفعاليات",
    vatNumber: "310122393500003",
    timestamp: "2026-11-27T10:15:00Z",
    totalWithVat: "345.00",
    vatTotal: "45.00",
  };

  it("encodes tags 1–5 with one-byte lengths of UTF-8 and decodes back", () => {
    const base64 = encodeZatcaQr(fields);
    const bytes = Buffer.from(base64, "base64");
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(Buffer.byteLength(fields.sellerName, "utf8"));
    expect(bytes.subarray(2, 2 + bytes[1]!).toString("utf8")).toBe(fields.sellerName);
    expect(decodeZatcaQr(base64)).toEqual(fields);
  });

  it("matches ZATCA's published example", () => {
    // The example of ZATCA's QR code guideline: Bobs Records, 310122393500003, 2022-04-25T15:30:00Z, 1000.00, 150.00.
    const example = encodeZatcaQr({
      sellerName: "Bobs Records",
      vatNumber: "310122393500003",
      timestamp: "2022-04-25T15:30:00Z",
      totalWithVat: "1000.00",
      vatTotal: "150.00",
    });
    expect(example).toBe("AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==");
  });

  it("refuses a value over 255 bytes and a truncated text", () => {
    expect(() => encodeZatcaQr({ ...fields, sellerName: "ب".repeat(200) })).toThrow(RangeError);
    expect(() => decodeZatcaQr(encodeZatcaQr(fields).slice(0, 20))).toThrow();
  });
});
