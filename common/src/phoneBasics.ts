// What can be told of a phone number without the phone library (phone.ts,
// which the web loads on demand: web/src/lib/phoneNumbers.ts, and
// docs/performance.md § Libraries loaded on demand):
// the default country, and whether a text is shaped like a number at all.
// A page's first download may need these at once.
import type { CountryCode } from "libphonenumber-js/min";

/** A country as the phone library names it: ISO 3166 alpha-2, "SA". */
export type PhoneCountry = CountryCode;

/**
 * The default for numbers typed without a country code: the organiser's
 * country (Saudi Arabia in the demo), so "055 123 4567" is +966 55 123 4567.
 */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = "SA";

/** Digits, a leading "+" and the separators people type (Latin digits: digits.ts). */
export const PHONE_TEXT = /^\+?[\d\s\-().]+$/;

/** Separators in a typed number. */
export const PHONE_SEPARATORS = /[\s\-().]/g;

/**
 * Fewer digits than any number a search can mean (the shortest E.164 numbers
 * have 7 or 8 with their country code; a local number more): such a text is
 * rather the start of a name or an id.
 */
const MIN_PHONE_DIGITS = 7;

/**
 * Whether a search's text (Latin digits) is to be read as a phone number; the
 * phone library then says which number, if any. A syntactic test only.
 */
export function looksLikePhoneNumber(text: string): boolean {
  return PHONE_TEXT.test(text) && text.replace(/\D/g, "").length >= MIN_PHONE_DIGITS;
}
