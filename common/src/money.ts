// Prices are stored as integers in the currency's minor units (docs/contracts.md: a ticket
// type's `price`, an order's `total`). This module converts between that and
// what a person types or reads. Amounts travel as digit strings and BigInt,
// never as floating-point numbers, so "19.99" is 1999 and never 1998.9999….
import { toLatinDigits } from "./digits.js";
import { intlLocale } from "./locale.js";

/**
 * The currencies an event may be priced in, in the order the picker lists them
 * (Gulf first), with the ISO 4217 exponent: the number of digits after the
 * decimal point. IQD follows ISO 4217 (3) although prices are usually whole
 * dinars; Intl's own data says 0 for it, which is why formatting below sets the
 * fraction digits explicitly instead of trusting Intl's defaults.
 */
export const CURRENCIES = [
  { code: "SAR", exponent: 2 },
  { code: "AED", exponent: 2 },
  { code: "QAR", exponent: 2 },
  { code: "KWD", exponent: 3 },
  { code: "BHD", exponent: 3 },
  { code: "OMR", exponent: 3 },
  { code: "JOD", exponent: 3 },
  { code: "IQD", exponent: 3 },
  { code: "EGP", exponent: 2 },
  { code: "LYD", exponent: 3 },
  { code: "TND", exponent: 3 },
  { code: "DZD", exponent: 2 },
  { code: "MAD", exponent: 2 },
  { code: "USD", exponent: 2 },
  { code: "EUR", exponent: 2 },
  { code: "GBP", exponent: 2 },
  { code: "JPY", exponent: 0 },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];
export type CurrencyExponent = (typeof CURRENCIES)[number]["exponent"];

/** The currency with this exact (upper-case) code, or undefined. */
export function findCurrency(code: string): (typeof CURRENCIES)[number] | undefined {
  return CURRENCIES.find((currency) => currency.code === code);
}

export function currencyExponent(code: CurrencyCode): CurrencyExponent {
  const currency = findCurrency(code);
  if (!currency) throw new RangeError(`Unknown currency: ${code}`);
  return currency.exponent;
}

export type AmountError =
  | "empty"
  /** Letters, exponents ("1e3"), several signs or points… */
  | "not_a_number"
  /** A comma or space inside the number: see `parseAmount`. */
  | "separator"
  | "negative"
  | "too_many_decimals"
  /** More than Number.MAX_SAFE_INTEGER minor units. */
  | "too_large";

export type AmountResult = { ok: true; minor: number } | { ok: false; error: AmountError };

// An optional minus, then digits with at most one point, and at least one digit.
const NUMBER = /^(-?)(?=\.?\d)(\d*)(?:\.(\d*))?$/;
const SEPARATORS = /[,،٬\s]/g;

/**
 * Reads a typed amount in major units ("12.50") as an integer of units of
 * 10^-fractionDigits (1250 for 2 digits). Accepted: ASCII, Arabic-Indic and
 * Persian digits; "." or the Arabic decimal separator "٫"; ".5" and "5.";
 * surrounding spaces; extra trailing zeros ("12.500" for 2 digits).
 *
 * Commas are refused ("separator"), not guessed: in Arabic and English "," (and
 * "٬", "،") groups thousands, in French-speaking Maghreb it marks decimals, and
 * with three-decimal dinars "1,500" would be off by a factor of a thousand
 * either way. Spaces inside the number are refused for the same reason.
 */
export function parseAmount(input: string, fractionDigits: number): AmountResult {
  const text = toLatinDigits(input)
    .trim()
    .replace("٫", ".")
    .replace("\u2212", "-");
  if (text === "") return { ok: false, error: "empty" };

  const match = NUMBER.exec(text);
  if (!match) {
    const isNumberWithSeparators = NUMBER.test(text.replace(SEPARATORS, ""));
    return { ok: false, error: isNumberWithSeparators ? "separator" : "not_a_number" };
  }
  const [, sign, whole = "", fraction = ""] = match;
  if (sign) return { ok: false, error: "negative" };
  if (/[^0]/.test(fraction.slice(fractionDigits))) return { ok: false, error: "too_many_decimals" };

  const minor = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, "0"));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: "too_large" };
  return { ok: true, minor: Number(minor) };
}

/** Reads a typed price in major units of `currency` as integer minor units. */
export function parseMoney(input: string, currency: CurrencyCode): AmountResult {
  return parseAmount(input, currencyExponent(currency));
}

/**
 * Minor units as a plain major-units string for a form field: 1250 SAR →
 * "12.50", 1500 KWD → "1.500", 500 JPY → "500". Latin digits and "." so that
 * `parseMoney` reads it back to the same integer.
 */
export function minorToMajorString(minor: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a safe integer amount: ${minor}`);
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, "0");
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return (minor < 0 ? "-" : "") + whole + (exponent > 0 ? `.${fraction}` : "");
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount for display in the current display locale (locale.ts), e.g.
 * "‏12.50 ر.س.‏" or "‏100 ر.س.‏" in Arabic, "SAR 12.50" in English.
 *
 * Digits are Western unless the organiser chose Arabic-Indic ones for the
 * Arabic public pages ("‏١٢٫٥٠ ر.س.‏"), and always explicit (intlLocale):
 * "ar" alone gives Latin digits in current CLDR but Arabic-Indic in older
 * browsers and for "ar-SA", so leaving it implicit would show different
 * digits on different devices. Staff pages, the price field and the payment
 * provider's receipts keep Western digits. Whole amounts drop their zeros
 * ("100", not "100.000" for three-decimal dinars); others show every minor digit.
 */
export function formatMoney(minor: number, currency: CurrencyCode): string {
  const locale = intlLocale();
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const exponent = currencyExponent(currency);
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
      trailingZeroDisplay: "stripIfInteger",
    });
    moneyFormats.set(key, format);
  }
  // Intl formats a decimal string exactly; a division here would bring floats back.
  return format.format(minorToMajorString(minor, currency) as `${number}`);
}
