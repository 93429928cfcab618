// Codes a person reads aloud and types: order references (orderReference.ts)
// and the gate codes printed under a ticket's QR (gateCode.ts). One alphabet,
// one check character, one way of reading what was typed.
//
// The alphabet is Crockford's base32 without P: 31 characters, no I, L, O or
// U, and 31 is a prime. P goes because the people who read these codes aloud
// speak Arabic, which has no /p/: "P" is said and heard as "B" (بي). A typed
// P is therefore read as B, like Crockford's O as 0 and I or L as 1.
//
// The check character makes the weighted sum of all the values, position i
// weighing i + 1, a multiple of 31. For codes of up to 30 characters the
// weights are distinct and none is a multiple of 31, and 31 is a prime, so a
// change of one character shifts the sum by weight × difference, never a
// multiple of 31; and a swap of two different characters (neighbours or not,
// the check character included) shifts it by (difference of weights) ×
// (difference of values), never a multiple of 31 either. Both are therefore
// always caught.
import { toLatinDigits } from "./digits.js";

export const READABLE_ALPHABET = "0123456789ABCDEFGHJKMNQRSTVWXYZ";
export const READABLE_BASE = READABLE_ALPHABET.length;

/** Weight of position `index`: distinct and never a multiple of 31 for codes of up to 30 characters. */
const weightOf = (index: number) => index + 1;

const valueOf = (character: string) => READABLE_ALPHABET.indexOf(character);

/** The inverse of `value` modulo the prime 31 (Fermat: value^29). */
function modularInverse(value: number): number {
  let result = 1;
  for (let power = 0; power < READABLE_BASE - 2; power++) result = (result * value) % READABLE_BASE;
  return result;
}

/** The character that, appended to `data` (characters of the alphabet), makes its weighted sum a multiple of 31. */
export function checkCharacterOf(data: string): string {
  let sum = 0;
  for (let index = 0; index < data.length; index++) sum += weightOf(index) * valueOf(data[index]!);
  // The check value v must satisfy sum + weight·v ≡ 0: v = -sum · weight⁻¹ (mod 31).
  const inverse = modularInverse(weightOf(data.length));
  return READABLE_ALPHABET[(((-sum * inverse) % READABLE_BASE) + READABLE_BASE) % READABLE_BASE]!;
}

/** Whether `code` (canonical: characters of the alphabet, the check character last) is consistent. */
export function hasValidCheck(code: string): boolean {
  let sum = 0;
  for (let index = 0; index < code.length; index++) {
    const value = valueOf(code[index]!);
    if (value < 0) return false;
    sum += weightOf(index) * value;
  }
  return sum % READABLE_BASE === 0;
}

// What people type between characters: spaces and dashes of every kind.
const SEPARATORS = /[\s\-_\u2010-\u2015\u2212\u00ad]/g;
// Crockford's look-alikes, and P heard as B (see the top of this file).
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1", P: "B" };

/** What was typed, in capitals with Latin digits and without separators (`bw-7k3m ٩qxj` → `BW7K3M9QXJ`). */
export function compactTyped(typed: string): string {
  return toLatinDigits(typed).toUpperCase().replace(SEPARATORS, "");
}

/** `compact` (from compactTyped) with the look-alikes read as the characters of the alphabet they stand for. */
export function withLookAlikesRead(compact: string): string {
  return compact.replace(/[OILP]/g, (character) => LOOK_ALIKES[character]!);
}

/** Random bytes, as node:crypto's randomBytes and the Web Crypto API give them. */
export type RandomBytes = (size: number) => Uint8Array;

// Bytes of 248 or more are drawn again: 248 = 8 × 31, so every character is
// equally likely (taking every byte modulo 31 would favour the first eight).
const UNBIASED_BYTE_LIMIT = Math.floor(256 / READABLE_BASE) * READABLE_BASE;

/** `length` characters of the alphabet from `randomBytes`, every character equally likely. */
export function randomReadable(length: number, randomBytes: RandomBytes): string {
  let text = "";
  while (text.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < UNBIASED_BYTE_LIMIT && text.length < length) text += READABLE_ALPHABET[byte % READABLE_BASE];
    }
  }
  return text;
}
