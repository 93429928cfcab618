// What the editor's search box holds: an order's reference (with or without
// its BW prefix, any case, Arabic digits: parseOrderReference), an order id
// (looked up exactly) or a buyer's phone. A phone is stored in E.164 ("+9665…"), or in its local form
// ("05…") by data older than that, so a phone search asks for every form
// (phoneVariants). The phone functions are passed in: the page loads the
// phone library when the search runs (lib/phoneNumbers.ts).
import { looksLikePhoneNumber, parseOrderReference, toLatinDigits } from "@bawwaba/common";
import type { PhoneNumbers } from "../../../../lib/phoneNumbers";

// Firestore auto ids, as the order ids this app makes (common/src/callables.ts).
const ORDER_ID = /^[A-Za-z0-9_-]{1,40}$/;

export type OrderQuery =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "orderId"; orderId: string }
  /** `reference`: canonical (common/src/orderReference.ts). */
  | { kind: "reference"; reference: string }
  /** `phone`: E.164; `variants`: every form it may be stored in. */
  | { kind: "phone"; phone: string; variants: string[] };

/** The text without direction marks, in Latin digits, trimmed. */
export function orderQueryText(input: string): string {
  return toLatinDigits(input).replace(/[\u200e\u200f\u2066-\u2069]/g, "").trim();
}

/** Whether reading `input` needs the phone library (it is shaped like a phone number). */
export function mayBePhone(input: string): boolean {
  return looksLikePhoneNumber(orderQueryText(input));
}

/**
 * An order's reference when the text reads as one (its check character
 * matches; no reference is digits only, so none is taken for a phone), else
 * a phone number when the text reads as a valid one (digits, "+", spaces,
 * dashes, brackets; a local number of the default country), else an order id
 * when it is shaped like one. An auto id is 20 letters and digits; one made
 * only of digits that also reads as a phone number does not happen.
 * `phones` is needed only when mayBePhone(input).
 */
export function parseOrderQuery(input: string, phones?: Pick<PhoneNumbers, "normalizePhone" | "phoneVariants">): OrderQuery {
  const text = orderQueryText(input);
  if (text === "") return { kind: "empty" };
  const reference = parseOrderReference(text);
  if (reference) return { kind: "reference", reference };
  if (phones && looksLikePhoneNumber(text)) {
    const phone = phones.normalizePhone(text);
    if (phone) return { kind: "phone", phone, variants: phones.phoneVariants(phone) };
  }
  if (ORDER_ID.test(text)) return { kind: "orderId", orderId: text };
  return { kind: "invalid" };
}
