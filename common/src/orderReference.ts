// An order's reference: what a buyer reads over the phone and a seller types
// into a search box (docs/product.md §3 "Order references"). Eight characters,
// shown `BW-7K3M-9QXJ`: seven random ones and a check character.
//
// The alphabet is Crockford's base32 without P: 31 characters, no I, L, O or
// U, and 31 is a prime. P goes because the people who read references aloud
// speak Arabic, which has no /p/: "P" is said and heard as "B" (بي). A typed
// P is therefore read as B, like Crockford's O as 0 and I or L as 1.
//
// The check character makes the weighted sum of all eight values, position i
// weighing i + 1, a multiple of 31. The weights are distinct and none is a
// multiple of 31, and 31 is a prime, so a change of one character shifts the
// sum by weight × difference, never a multiple of 31; and a swap of two
// different characters (neighbours or not, the check character included)
// shifts it by (difference of weights) × (difference of values), never a
// multiple of 31 either. Both are therefore always caught.
import { toLatinDigits } from "./digits.js";

export const ORDER_REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNQRSTVWXYZ";
const BASE = ORDER_REFERENCE_ALPHABET.length;
/** Random characters; one check character follows them. */
const DATA_LENGTH = 7;
export const ORDER_REFERENCE_LENGTH = DATA_LENGTH + 1;
const PREFIX = "BW";

/** Random bytes, as node:crypto's randomBytes and the Web Crypto API give them. */
export type RandomBytes = (size: number) => Uint8Array;

/** Weight of position `index` (0 to 7): distinct, none a multiple of 31. */
const weightOf = (index: number) => index + 1;

const valueOf = (character: string) => ORDER_REFERENCE_ALPHABET.indexOf(character);

/** The character that makes `data`'s weighted sum a multiple of 31. */
function checkCharacterOf(data: string): string {
  let sum = 0;
  for (let index = 0; index < DATA_LENGTH; index++) sum += weightOf(index) * valueOf(data[index]!);
  // The check value v must satisfy sum + weight·v ≡ 0: v = -sum · weight⁻¹ (mod 31).
  const checkWeight = weightOf(DATA_LENGTH);
  const inverse = modularInverse(checkWeight);
  return ORDER_REFERENCE_ALPHABET[(((-sum * inverse) % BASE) + BASE) % BASE]!;
}

/** The inverse of `value` modulo the prime 31 (Fermat: value^29). */
function modularInverse(value: number): number {
  let result = 1;
  for (let power = 0; power < BASE - 2; power++) result = (result * value) % BASE;
  return result;
}

/** Whether `reference` (canonical: 8 characters of the alphabet) has a correct check character. */
function hasValidCheck(reference: string): boolean {
  let sum = 0;
  for (let index = 0; index < ORDER_REFERENCE_LENGTH; index++) {
    const value = valueOf(reference[index]!);
    if (value < 0) return false;
    sum += weightOf(index) * value;
  }
  return sum % BASE === 0;
}

// Bytes of 248 or more are drawn again: 248 = 8 × 31, so every character is
// equally likely (taking every byte modulo 31 would favour the first eight).
const UNBIASED_BYTE_LIMIT = Math.floor(256 / BASE) * BASE;

/**
 * A new reference (canonical form, `7K3M9QXJ`) from `randomBytes`, every
 * character equally likely. It always holds a letter, so that no reference
 * reads as a number: a search box takes a run of digits for a phone number.
 * (One draw in about 8,000 is all digits and drawn again.)
 */
export function newOrderReference(randomBytes: RandomBytes): string {
  for (;;) {
    let data = "";
    while (data.length < DATA_LENGTH) {
      for (const byte of randomBytes(DATA_LENGTH)) {
        if (byte < UNBIASED_BYTE_LIMIT && data.length < DATA_LENGTH) data += ORDER_REFERENCE_ALPHABET[byte % BASE];
      }
    }
    const reference = data + checkCharacterOf(data);
    if (/[A-Z]/.test(reference)) return reference;
  }
}

/** How a reference is shown and printed: `BW-7K3M-9QXJ` (keep it left to right in Arabic text). */
export function formatOrderReference(reference: string): string {
  return `${PREFIX}-${reference.slice(0, 4)}-${reference.slice(4)}`;
}

// What people type between characters: spaces and dashes of every kind.
const SEPARATORS = /[\s\-_\u2010-\u2015\u2212\u00ad]/g;
// Crockford's look-alikes, and P heard as B (see the top of this file).
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1", P: "B" };

/**
 * The canonical reference in what someone typed (`bw-7k3m-9qxj`,
 * `7K3M 9QXJ`, `BW7K3M9QXJ`, Arabic-Indic or Persian digits, O for 0, I or L
 * for 1, P for B), or undefined when it is not one (wrong length, a
 * character outside the alphabet, a check character that does not match,
 * digits only).
 */
export function parseOrderReference(typed: string): string | undefined {
  let text = toLatinDigits(typed).toUpperCase().replace(SEPARATORS, "");
  if (text.length === PREFIX.length + ORDER_REFERENCE_LENGTH && text.startsWith(PREFIX)) text = text.slice(PREFIX.length);
  if (text.length !== ORDER_REFERENCE_LENGTH) return undefined;
  const reference = text.replace(/[OILP]/g, (character) => LOOK_ALIKES[character]!);
  // No reference is all digits (newOrderReference): such text is a number, not a reference.
  return /[A-Z]/.test(reference) && hasValidCheck(reference) ? reference : undefined;
}
