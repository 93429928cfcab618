// Finding one ticket among 100,000 by what staff know of it, each with a
// query Firestore answers from an index and pages with cursors: a scanned
// code or a ticket id (the document itself), an order id or an order's
// reference (the order's tickets; a reference names its order through
// orderReferences/{reference}, one read), a phone number (an `in` on the stored forms of the number: E.164
// and older data's local form, phone.ts's phoneVariants), or the holder's
// name: one word typed finds the holder by the beginning of any word of the
// name (`array-contains` on `holderWords`, every word's beginnings stored:
// "العتيبي", "عتيبي" and "الع" find "محمد العتيبي"); several words find the
// name that begins with them (a range on `holderKey`, the whole name folded
// as in search.ts: "ريم ال" finds "ريم السالم"). An entry point of its own (like
// ./ticketCode, which reads the codes) so that pages without a ticket search
// do not download the signature code. Nor the phone library: which number a
// phone-shaped text is, and its stored forms, are phoneVariants's to say when
// the search runs (the web loads the library then, lib/phoneNumbers.ts).
import { toLatinDigits } from "./digits.js";
import { parseOrderReference } from "./orderReference.js";
import { looksLikePhoneNumber, PHONE_SEPARATORS } from "./phoneBasics.js";
import { foldForSearch } from "./search.js";
import { parseTicketCode } from "./ticketCodeFormat.js";

/** Fewer letters match too many tickets to be worth asking for. */
export const MIN_NAME_SEARCH_LENGTH = 2;

/** The stored `holderKey` of a holder's name: what a search of several words compares with. */
export function holderKeyOf(holderName: string): string {
  return foldForSearch(holderName);
}

// The definite article, written joined to family names (العتيبي) and often
// left out when typed (عتيبي).
const ARTICLE = "ال";

/**
 * The stored `holderWords` of a holder's name: the beginnings of each of its
 * words, from MIN_NAME_SEARCH_LENGTH letters, also without the article. A
 * name of 5 words stores about 25 (each an index entry; docs/capacity.md, "Every document a sale writes").
 */
export function holderWordsOf(holderName: string): string[] {
  const words = holderKeyOf(holderName).split(" ").filter((word) => word.length >= MIN_NAME_SEARCH_LENGTH);
  const spellings = words.flatMap((word) =>
    word.startsWith(ARTICLE) && word.length - ARTICLE.length >= MIN_NAME_SEARCH_LENGTH ? [word, word.slice(ARTICLE.length)] : [word],
  );
  const beginnings = spellings.flatMap((word) =>
    Array.from({ length: word.length - MIN_NAME_SEARCH_LENGTH + 1 }, (_, index) => word.slice(0, MIN_NAME_SEARCH_LENGTH + index)),
  );
  return [...new Set(beginnings)];
}

/** What a ticket stores of its holder's name for search: always written together with the name. */
export function holderSearchFields(holderName: string): { holderKey: string; holderWords: string[] } {
  return { holderKey: holderKeyOf(holderName), holderWords: holderWordsOf(holderName) };
}

/** Every key that starts with `prefix` is >= it and < this (the last code point of the BMP sorts after any letter). */
export function prefixEnd(prefix: string): string {
  return `${prefix}\uf8ff`;
}

// Firestore auto ids, as the ticket and order ids this app makes.
const DOCUMENT_ID = /^[A-Za-z0-9]{20}$/;

export type TicketSearch =
  | { kind: "none" }
  /** Fewer letters than MIN_NAME_SEARCH_LENGTH: nothing to ask for yet. */
  | { kind: "too_short" }
  /** A scanned or pasted ticket code: the ticket it names. */
  | { kind: "code"; ticketId: string }
  /** A ticket id or an order id (the same shape): either one. */
  | { kind: "id"; id: string }
  /** An order's reference, canonical (orderReference.ts), typed with or without its prefix, in any case. */
  | { kind: "reference"; reference: string }
  /** Text shaped like a phone number, without separators: phoneVariants(number) are the forms to find (none when it is no valid number). */
  | { kind: "phone"; number: string }
  /** One word, folded: the beginning of any word of the holder's name. */
  | { kind: "word"; prefix: string }
  /** Several words, folded: the beginning of the holder's name. */
  | { kind: "name"; prefix: string };

/** What the tickets table's search box asks for. */
export function parseTicketSearch(input: string): TicketSearch {
  const text = toLatinDigits(input).replace(/[\u200e\u200f\u2066-\u2069]/g, "").trim();
  if (text === "") return { kind: "none" };
  const code = parseTicketCode(text);
  if (code.ok) return { kind: "code", ticketId: code.payload.ticketId };
  // Before phones and names: no reference is digits only, and a Latin word of
  // 8 letters whose last one happens to check (one in 31) is taken for a
  // reference, which in this Arabic app is a fair price.
  const reference = parseOrderReference(text);
  if (reference) return { kind: "reference", reference };
  if (DOCUMENT_ID.test(text) && /\d/.test(text) && /[A-Za-z]/.test(text)) return { kind: "id", id: text };
  if (looksLikePhoneNumber(text)) return { kind: "phone", number: text.replace(PHONE_SEPARATORS, "") };
  const prefix = foldForSearch(text);
  if (prefix.length < MIN_NAME_SEARCH_LENGTH) return { kind: "too_short" };
  return prefix.includes(" ") ? { kind: "name", prefix } : { kind: "word", prefix };
}
