// An order's reference: what a buyer reads over the phone and a seller types
// into a search box (docs/product.md §3 "Order references"). Eight characters,
// shown `BW-7K3M-9QXJ`: seven random ones and a check character.
//
// Alphabet, check character and how typing is read: readableCode.ts.
import {
  checkCharacterOf,
  compactTyped,
  hasValidCheck,
  randomReadable,
  READABLE_ALPHABET,
  withLookAlikesRead,
  type RandomBytes,
} from "./readableCode.js";

export const ORDER_REFERENCE_ALPHABET = READABLE_ALPHABET;
/** Random characters; one check character follows them. */
const DATA_LENGTH = 7;
export const ORDER_REFERENCE_LENGTH = DATA_LENGTH + 1;
const PREFIX = "BW";

export type { RandomBytes };

/**
 * A new reference (canonical form, `7K3M9QXJ`) from `randomBytes`, every
 * character equally likely. It always holds a letter, so that no reference
 * reads as a number: a search box takes a run of digits for a phone number.
 * (One draw in about 8,000 is all digits and drawn again.)
 */
export function newOrderReference(randomBytes: RandomBytes): string {
  for (;;) {
    const data = randomReadable(DATA_LENGTH, randomBytes);
    const reference = data + checkCharacterOf(data);
    if (/[A-Z]/.test(reference)) return reference;
  }
}

/** How a reference is shown and printed: `BW-7K3M-9QXJ` (keep it left to right in Arabic text). */
export function formatOrderReference(reference: string): string {
  return `${PREFIX}-${reference.slice(0, 4)}-${reference.slice(4)}`;
}

/**
 * The canonical reference in what someone typed (`bw-7k3m-9qxj`,
 * `7K3M 9QXJ`, `BW7K3M9QXJ`, Arabic-Indic or Persian digits, O for 0, I or L
 * for 1, P for B), or undefined when it is not one (wrong length, a
 * character outside the alphabet, a check character that does not match,
 * digits only).
 */
export function parseOrderReference(typed: string): string | undefined {
  let text = compactTyped(typed);
  if (text.length === PREFIX.length + ORDER_REFERENCE_LENGTH && text.startsWith(PREFIX)) text = text.slice(PREFIX.length);
  if (text.length !== ORDER_REFERENCE_LENGTH) return undefined;
  const reference = withLookAlikesRead(text);
  // No reference is all digits (newOrderReference): such text is a number, not a reference.
  return /[A-Z]/.test(reference) && hasValidCheck(reference) ? reference : undefined;
}
