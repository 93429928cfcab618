// VAT registration numbers as the Gulf's tax authorities issue them, checked
// where the organiser types theirs (the settings page and the function that
// saves it) so an invoice never carries a number the authority would refuse.
// Saudi Arabia's is fixed by ZATCA (15 digits, first and last 3); the
// others are checked for their published length.
import { toLatinDigits } from "./digits.js";

/** The countries an organiser may be registered in, with their VAT number's form. */
const VAT_NUMBER_FORMS: Record<string, RegExp> = {
  // ZATCA: 15 digits, the first and the last 3.
  SA: /^3\d{13}3$/,
  // The UAE's Tax Registration Number: 15 digits.
  AE: /^\d{15}$/,
  // Bahrain's VAT account number: 15 digits.
  BH: /^\d{15}$/,
  // Oman: OM and ten digits.
  OM: /^OM\d{10}$/,
  // Qatar and Kuwait have no VAT yet; elsewhere a tax number of 5 to 20 letters and digits.
};
const OTHER_FORM = /^[A-Z0-9]{5,20}$/;

/** The number as stored: Latin digits and capitals, without spaces, dashes or direction marks. */
export function normalizeVatNumber(input: string): string {
  return toLatinDigits(input).replace(/[\s\-.]/g, "").toUpperCase();
}

/** Whether `normalized` (normalizeVatNumber) is a VAT number of `country` (ISO 3166 alpha-2). */
export function isVatNumberOf(country: string, normalized: string): boolean {
  return (VAT_NUMBER_FORMS[country] ?? OTHER_FORM).test(normalized);
}
