// Value added tax on tax-inclusive prices (docs/product.md "Tax and
// invoices"). A ticket's price is what the buyer pays, VAT included; the VAT
// in it is computed once per ticket, in integer minor units, and everything
// else adds those up, so the web, the functions, the invoices, the credit
// notes and the reports agree to the last halala or fils:
//
//   VAT of one ticket = price × rate ÷ (1 + rate), rounded half up to the
//                       currency's minor unit;
//   a line's VAT      = its tickets' VAT added up (unitVat × quantity);
//   net               = gross − VAT, for a ticket, a line and a total.
//
// Per ticket rather than per line so that refunding one ticket of a line
// gives back exactly its share, and refunding every ticket one by one gives
// back exactly the invoice (a per-line rounding would leave a halala over).
// Rates are integers in basis points (1500 = 15 %), never floats.
import { toLatinDigits } from "./digits.js";

/** Basis points in 100 %: a rate of 1500 is 15 %. */
export const BASIS_POINTS = 10_000;
/** The highest VAT rate a ticket type may carry (50 %): above it is a typing slip. */
export const MAX_VAT_RATE = 5_000;

/** What an amount is made of: gross (what is paid) = net + VAT, integer minor units. */
export interface TaxedAmount {
  gross: number;
  vat: number;
  net: number;
}

/**
 * The VAT inside a tax-inclusive `price` (integer minor units) at `rate`
 * (basis points): price × rate ÷ (10,000 + rate), rounded half up. Exact in
 * integers for any price below 2⁵³ ÷ 20,000 (about 450 billion riyals).
 */
export function vatInPrice(price: number, rate: number): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`price must be a non-negative integer: ${price}`);
  if (!isVatRate(rate)) throw new RangeError(`rate must be 0–${MAX_VAT_RATE} basis points: ${rate}`);
  const divisor = BASIS_POINTS + rate;
  // floor((2·price·rate + divisor) ÷ (2·divisor)) is price·rate/divisor rounded half up.
  return Math.floor((2 * price * rate + divisor) / (2 * divisor));
}

export const isVatRate = (rate: number): boolean => Number.isInteger(rate) && rate >= 0 && rate <= MAX_VAT_RATE;

/** One ticket's price split: gross is the price. */
export function taxOfPrice(price: number, rate: number): TaxedAmount {
  const vat = vatInPrice(price, rate);
  return { gross: price, vat, net: price - vat };
}

/** A line of `quantity` tickets, each of `unitPrice` with `unitVat` in it. */
export function taxOfLine(line: { unitPrice: number; unitVat?: number; quantity: number }): TaxedAmount {
  const gross = line.unitPrice * line.quantity;
  const vat = (line.unitVat ?? 0) * line.quantity;
  return { gross, vat, net: gross - vat };
}

/** The sum of amounts (lines into a total, credit notes into what was refunded). */
export function sumTaxed(parts: Iterable<TaxedAmount>): TaxedAmount {
  const total = { gross: 0, vat: 0, net: 0 };
  for (const part of parts) {
    total.gross += part.gross;
    total.vat += part.vat;
    total.net += part.net;
  }
  return total;
}

/**
 * An amount given back without tickets (a partial refund made at the payment
 * provider): its VAT is the order's share of VAT in what was paid, rounded
 * half up, so that refunding the whole order this way gives back exactly its VAT.
 */
export function taxOfRefund(amount: number, paid: TaxedAmount): TaxedAmount {
  if (paid.gross === 0) return { gross: amount, vat: 0, net: amount };
  const vat = Math.floor((2 * amount * paid.vat + paid.gross) / (2 * paid.gross));
  return { gross: amount, vat, net: amount - vat };
}

/** A rate as a person writes it: 1500 → "15", 250 → "2.5". */
export function formatVatRate(rate: number): string {
  return String(rate / 100);
}

/** A typed percentage ("15", "٥", "2.5", "15 %") in basis points, or null when it is not one. */
export function parseVatRate(input: string): number | null {
  const text = toLatinDigits(input).replace(/[%٪\s]/g, "").replace("٫", ".");
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const rate = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return isVatRate(rate) ? rate : null;
}
