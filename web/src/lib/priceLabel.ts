import { arPublic, findCurrency, formatMoney } from "@bawwaba/common";

/** A price in minor units for display: "مجانًا" for 0, formatted money otherwise. */
export function priceLabel(minor: number, currency: string): string {
  if (minor === 0) return arPublic.free;
  const known = findCurrency(currency);
  // The rules only check the code's shape; an unknown code still shows, unformatted.
  return known ? formatMoney(minor, known.code) : `${minor} ${currency}`;
}
