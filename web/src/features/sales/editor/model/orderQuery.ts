// What the editor's search box holds: an order id (looked up exactly) or a
// buyer's phone (normalized, as issueTickets stores it). A phone may have
// been stored in its local form ("05…") or its international one ("+9665…"),
// so a phone search asks for both.
import { normalizePhone, phoneVariants, toLatinDigits } from "@bawwaba/common";

// Firestore auto ids, as the order ids this app makes (common/src/callables.ts).
const ORDER_ID = /^[A-Za-z0-9_-]{1,40}$/;

export type OrderQuery =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "orderId"; orderId: string }
  | { kind: "phone"; phone: string; variants: string[] };

/**
 * A phone number when the text reads as one (digits, "+", spaces, dashes,
 * brackets), else an order id when it is shaped like one. An auto id is 20
 * letters and digits; one made only of digits that also reads as a phone
 * number does not happen.
 */
export function parseOrderQuery(input: string): OrderQuery {
  const text = toLatinDigits(input).replace(/[\u200e\u200f\u2066-\u2069]/g, "").trim();
  if (text === "") return { kind: "empty" };
  if (/^[+\d\s\-().]+$/.test(text)) {
    const phone = normalizePhone(text);
    if (phone) return { kind: "phone", phone, variants: phoneVariants(phone) };
  }
  if (ORDER_ID.test(text)) return { kind: "orderId", orderId: text };
  return { kind: "invalid" };
}
