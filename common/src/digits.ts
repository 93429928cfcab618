// Typed numbers arrive in Latin, Arabic-Indic (٠–٩) or Extended Arabic-Indic
// (۰–۹, Persian and Urdu keyboards) digits, often with invisible direction
// marks when copied. These helpers give the Latin form the code works with.

const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The text without direction marks and with every Eastern digit made Latin. */
export function toLatinDigits(text: string): string {
  return (
    text
      .replace(DIRECTION_MARKS, "")
      // Both digit blocks start at a code point ending in 0, so the low four bits are the digit.
      .replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) % 16))
  );
}
