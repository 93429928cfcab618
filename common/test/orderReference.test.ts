import { describe, expect, it } from "vitest";
import {
  formatOrderReference,
  newOrderReference,
  ORDER_REFERENCE_ALPHABET,
  ORDER_REFERENCE_LENGTH,
  parseOrderReference,
  type RandomBytes,
} from "../src/orderReference.js";
import { neighbourSwaps, singleChanges } from "./mistypings.js";
import { seededRandom } from "./random.js";

/** Bytes from the seeded sequence, so that a failure names a reference that can be drawn again. */
function seededBytes(seed: number): RandomBytes {
  const next = seededRandom(seed);
  return (size) => Uint8Array.from({ length: size }, () => Math.floor(next() * 256));
}

const REFERENCES = 2_000;
const drawn = (() => {
  const randomBytes = seededBytes(29);
  return Array.from({ length: REFERENCES }, () => newOrderReference(randomBytes));
})();

describe("the alphabet", () => {
  it("has a prime number of characters and no look-alikes", () => {
    const size = ORDER_REFERENCE_ALPHABET.length;
    expect(size).toBe(31);
    for (let divisor = 2; divisor * divisor <= size; divisor++) expect(size % divisor).not.toBe(0);
    expect(new Set(ORDER_REFERENCE_ALPHABET).size).toBe(size);
    for (const lookAlike of ["I", "L", "O", "U", "P"]) expect(ORDER_REFERENCE_ALPHABET).not.toContain(lookAlike);
  });
});

describe("newOrderReference", () => {
  it("draws eight characters of the alphabet, at least one a letter, that read back as themselves", () => {
    for (const reference of drawn) {
      expect(reference).toMatch(new RegExp(`^[${ORDER_REFERENCE_ALPHABET}]{${ORDER_REFERENCE_LENGTH}}$`));
      expect(reference).toMatch(/[A-Z]/);
      expect(parseOrderReference(reference)).toBe(reference);
    }
  });

  it("draws every character equally often: each from 8 of the bytes 0 to 247, and bytes past 247 drawn again", () => {
    // Each call gives `first`, then bytes of A: the reference's first character is first's.
    const firstCharacterFrom = (first: number) => newOrderReference(() => Uint8Array.from([first, 10, 10, 10, 10, 10, 10]))[0];
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 248; byte++) counts.set(firstCharacterFrom(byte)!, (counts.get(firstCharacterFrom(byte)!) ?? 0) + 1);
    expect(counts.size).toBe(31);
    expect(new Set(counts.values())).toEqual(new Set([8]));
    // Taken modulo 31, bytes 248 to 255 would give 0 to 7 a ninth chance; they are skipped (the next byte, A, comes first).
    for (let byte = 248; byte < 256; byte++) expect(firstCharacterFrom(byte)).toBe("A");
  });

  it("never gives a reference of digits only, which a search would take for a number", () => {
    // The first draw is 0000001, whose check character is 3 (7 × 1 + 8 × 3 = 31): all digits, drawn again.
    const draws: Uint8Array[] = [Uint8Array.from([0, 0, 0, 0, 0, 0, 1]), Uint8Array.from([10, 11, 12, 13, 14, 15, 16])];
    const reference = newOrderReference(() => draws.shift()!);
    expect(reference.slice(0, 7)).toBe("ABCDEFG");
  });
});

describe("the check character", () => {
  it("catches every change of one character, at every position, the check character included", () => {
    const accepted = drawn.flatMap((reference) => singleChanges(reference).filter((mistyped) => parseOrderReference(mistyped) !== undefined));
    expect(accepted).toEqual([]);
    expect(drawn.flatMap(singleChanges)).toHaveLength(REFERENCES * ORDER_REFERENCE_LENGTH * 30);
  });

  it("catches every swap of two different neighbours, the check character included", () => {
    const accepted = drawn.flatMap((reference) => neighbourSwaps(reference).filter((swapped) => parseOrderReference(swapped) !== undefined));
    expect(accepted).toEqual([]);
    expect(drawn.flatMap(neighbourSwaps).length).toBeGreaterThan(REFERENCES * 6);
  });
});

describe("formatOrderReference and parseOrderReference", () => {
  const reference = drawn[0]!;
  const shown = formatOrderReference(reference);

  it("shows BW and two groups of four", () => {
    expect(shown).toMatch(/^BW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(shown.replace(/^BW-|-/g, "")).toBe(reference);
  });

  it("reads what people type: with or without BW, any case, spaces and dashes anywhere", () => {
    for (const typed of [
      shown,
      shown.toLowerCase(),
      reference,
      reference.toLowerCase(),
      `bw ${reference.slice(0, 4)} ${reference.slice(4)}`,
      `BW${reference}`,
      ` ${reference.slice(0, 2)}-${reference.slice(2, 5)} – ${reference.slice(5)} `,
      `\u2066${shown}\u2069`,
    ]) {
      expect(parseOrderReference(typed), typed).toBe(reference);
    }
  });

  it("reads Arabic-Indic and Persian digits", () => {
    const withDigits = drawn.find((candidate) => /[0-9]/.test(candidate))!;
    const arabicIndic = withDigits.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const persian = withDigits.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
    expect(parseOrderReference(arabicIndic)).toBe(withDigits);
    expect(parseOrderReference(`BW-${persian}`)).toBe(withDigits);
  });

  it("reads O as 0, I and L as 1, and P as B", () => {
    const withLookAlikes = drawn.find((candidate) => /[01B]/.test(candidate))!;
    const typed = withLookAlikes.replace(/0/g, "O").replace(/1/g, "l").replace(/B/g, "p");
    expect(typed).not.toBe(withLookAlikes);
    expect(parseOrderReference(typed)).toBe(withLookAlikes);
    expect(parseOrderReference(withLookAlikes.replace(/1/g, "I").replace(/0/g, "o"))).toBe(withLookAlikes);
  });

  it("refuses what is not a reference", () => {
    for (const typed of ["", "BW", reference.slice(0, 7), `${reference}0`, `XY${reference}`, `${reference.slice(0, 7)}U`, "ابجدهوزح", "FQZ8bTjNJjlB3FfeaxHI"]) {
      expect(parseOrderReference(typed), typed).toBeUndefined();
    }
  });

  it("refuses digits only, even with a matching check digit: no reference is a number", () => {
    // 7 × 1 + 8 × 3 = 31: the check holds.
    expect(parseOrderReference("00000013")).toBeUndefined();
    expect(parseOrderReference("BW-0000-0013")).toBeUndefined();
  });
});
