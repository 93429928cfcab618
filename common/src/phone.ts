// Phone numbers as sellers and buyers type them: local ("05x xxx xxxx"),
// international ("+966 5x…", "00966 5x…"), in Latin or Arabic digits, with
// spaces, dashes or brackets. Stored normalized; WhatsApp wants the
// international digits without "+".
import { toLatinDigits } from "./digits.js";

/** Calling code assumed for local numbers (those starting with one 0). */
export const DEFAULT_CALLING_CODE = "966";

const SEPARATORS = /[\s\-().]/g;
// E.164 allows at most 15 digits after "+"; real numbers have at least 8.
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;
// A national number with its trunk 0, as typed in the Gulf, Iraq, Egypt…
const LOCAL = /^0[1-9]\d{6,12}$/;

/** "+9665…" or "05…" with Latin digits and nothing else, or null when not a phone number. */
export function normalizePhone(input: string): string | null {
  let text = toLatinDigits(input).trim().replace(SEPARATORS, "");
  if (text.startsWith("00")) text = `+${text.slice(2)}`;
  if (INTERNATIONAL.test(text) || LOCAL.test(text)) return text;
  return null;
}

/** Digits for a wa.me link (international, no "+"), or null when `phone` is not a phone number. */
export function whatsAppNumber(phone: string, callingCode = DEFAULT_CALLING_CODE): string | null {
  const normalized = normalizePhone(phone);
  if (!normalized) return null;
  return normalized.startsWith("+") ? normalized.slice(1) : `${callingCode}${normalized.slice(1)}`;
}

/** The stored forms a normalized phone may have: "0551234567" and "+966551234567" are one number. */
export function phoneVariants(phone: string, callingCode = DEFAULT_CALLING_CODE): string[] {
  const international = `+${callingCode}`;
  if (phone.startsWith("0")) return [phone, `${international}${phone.slice(1)}`];
  if (phone.startsWith(international)) return [phone, `0${phone.slice(international.length)}`];
  return [phone];
}
