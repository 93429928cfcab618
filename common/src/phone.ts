// Phone numbers as sellers and buyers type them, in any country: local
// ("055 123 4567" with the country chosen beside it), international
// ("+966 55…", "00966 55…"), in Latin, Arabic-Indic or Persian digits, with
// spaces, dashes, dots or brackets. Read and checked by libphonenumber-js (its
// "min" metadata: every country's lengths and prefixes, a fraction of the full
// rules) and stored in one form, E.164 ("+966551234567"), so that one number
// is one string in every document and search.
//
// The library with its metadata is too large for a page's first download
// (docs/performance.md § Libraries loaded on demand): the web loads this module
// on demand (web/src/lib/phoneNumbers.ts).
// So nothing here runs when the module loads (no table built up front), and
// what a page needs at once (the default country) is in phoneBasics.ts.
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { toLatinDigits } from "./digits.js";
import { DEFAULT_PHONE_COUNTRY, PHONE_TEXT, type PhoneCountry } from "./phoneBasics.js";

/**
 * The E.164 form ("+966551234567") of a valid number typed in any local or
 * international form, or null. A local number is read as one of `country`.
 * Only the number itself: no extension, no words around it (the library
 * would otherwise find a number inside any text).
 */
export function normalizePhone(input: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string | null {
  let text = toLatinDigits(input).trim();
  if (!PHONE_TEXT.test(text)) return null;
  // "00" is the international prefix of most of the world; the library knows
  // it only as the prefix of the country chosen, and any country may be chosen.
  if (text.startsWith("00")) text = `+${text.slice(2)}`;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
  // isValid: a length (and, where the metadata has them, leading digits) the
  // country uses, so "05512345678901" or an Egyptian "010…" read as Saudi fail.
  if (!parsed || parsed.ext || !parsed.isValid()) return null;
  return parsed.number;
}

/** The digits of a wa.me link (E.164 without "+"), or null when `phone` is not a valid number. */
export function whatsAppNumber(phone: string): string | null {
  return normalizePhone(phone)?.slice(1) ?? null;
}

/**
 * The forms a stored phone of this number may have, for a search (an
 * equality on each): its E.164 form and, for a number of
 * DEFAULT_PHONE_COUNTRY, the local "05…" form that data stored before E.164
 * did. Empty when `phone` is not a valid number.
 */
export function phoneVariants(phone: string): string[] {
  const normalized = normalizePhone(phone);
  if (!normalized) return [];
  const parsed = parsePhoneNumberFromString(normalized);
  // Saudi numbers were kept as typed locally: the trunk "0" and the national number.
  if (parsed?.country === DEFAULT_PHONE_COUNTRY) return [normalized, `0${parsed.nationalNumber}`];
  return [normalized];
}

export interface PhoneCountryChoice {
  /** ISO 3166 code, "SA". */
  country: PhoneCountry;
  /** Without "+", "966". */
  callingCode: string;
}

let countryChoices: readonly PhoneCountryChoice[] | undefined;

/** Every country the library knows with its calling code, by ISO code: the choices of a country picker. */
export function phoneCountries(): readonly PhoneCountryChoice[] {
  countryChoices ??= getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
  return countryChoices;
}

/**
 * The country of a stored number (E.164, or a legacy local form of
 * DEFAULT_PHONE_COUNTRY), to show it in a picker; undefined when it is not a
 * valid number. A calling code several countries share (+1, +7) gives the
 * one its leading digits belong to, as far as the metadata tells.
 */
export function phoneCountryOf(phone: string): PhoneCountry | undefined {
  const normalized = normalizePhone(phone);
  return normalized ? parsePhoneNumberFromString(normalized)?.country : undefined;
}
