import { describe, expect, it } from "vitest";
import { phoneVariants } from "../src/phone.js";
import { encodeTicketCode, generateSigningKey } from "../src/ticketCode.js";
import { holderKeyOf, holderWordsOf, parseTicketSearch, prefixEnd } from "../src/ticketSearch.js";

/** Whether a name search for `input` finds `holderName`, as Firestore would: `array-contains` on holderWords, or the range on holderKey. */
function findsName(input: string, holderName: string): boolean {
  const search = parseTicketSearch(input);
  if (search.kind === "word") return holderWordsOf(holderName).includes(search.prefix);
  if (search.kind !== "name") return false;
  const key = holderKeyOf(holderName);
  return key >= search.prefix && key < prefixEnd(search.prefix);
}

describe("a name search", () => {
  it("finds a holder by the beginning of the name, one word or several", () => {
    expect(findsName("ريم", "ريم السالم")).toBe(true);
    expect(findsName("ري", "ريم السالم")).toBe(true);
    expect(findsName("ريم الس", "ريم السالم")).toBe(true);
    expect(findsName("ريم السالم", "ريم السالم")).toBe(true);
  });

  it("finds a holder by any word of the name, or its beginning, with or without the article", () => {
    expect(findsName("العتيبي", "محمد بن سعد العتيبي")).toBe(true);
    expect(findsName("عتيبي", "محمد بن سعد العتيبي")).toBe(true);
    expect(findsName("العت", "محمد بن سعد العتيبي")).toBe(true);
    expect(findsName("سعد", "محمد بن سعد العتيبي")).toBe(true);
    expect(findsName("Harbi", "Osama Al Harbi")).toBe(true);
  });

  it("does not find by letters inside a word, another name, or several words out of the name's order", () => {
    expect(findsName("تيبي", "محمد العتيبي")).toBe(false);
    expect(findsName("ريما", "ريم السالم")).toBe(false);
    expect(findsName("السالم ريم", "ريم السالم")).toBe(false);
    // Several words are the name's beginning, not any of its words.
    expect(findsName("السالم فهد", "ريم السالم")).toBe(false);
  });

  it("finds whatever the spelling of hamza, ta marbuta, diacritics, spaces, or the case of Latin names", () => {
    expect(findsName("اسامه", "أسامة الحربي")).toBe(true);
    expect(findsName("الحربى", "أسامة الحربي")).toBe(true);
    expect(findsName("أُسامة  الحر", "أسامة الحربي")).toBe(true);
    expect(findsName("al-har", "Al-Harbi")).toBe(true);
  });

  it("waits for a second letter", () => {
    expect(parseTicketSearch("ر")).toEqual({ kind: "too_short" });
  });

  it("stores each beginning once, from two letters, so a long name stays a few dozen index entries", () => {
    expect(holderWordsOf("ريم السالم")).toEqual(["ري", "ريم", "ال", "الس", "السا", "السال", "السالم", "سا", "سال", "سالم"]);
    expect(holderWordsOf("  أ  ")).toEqual([]);
    const long = holderWordsOf("عبد الرحمن بن عبد العزيز بن محمد العتيبي");
    expect(new Set(long).size).toBe(long.length);
    expect(long.length).toBeLessThan(40);
  });
});

describe("parseTicketSearch", () => {
  it("reads a scanned code as the ticket it names", () => {
    const { privateKey } = generateSigningKey();
    const code = encodeTicketCode({ eventId: "ev1", ticketId: "Ab3dEf6hIj9lMn2pQr5t" }, { kid: "k1", privateKey });
    expect(parseTicketSearch(code)).toEqual({ kind: "code", ticketId: "Ab3dEf6hIj9lMn2pQr5t" });
  });

  it("reads a 20-character id as a ticket or order id", () => {
    expect(parseTicketSearch(" Ab3dEf6hIj9lMn2pQr5t ")).toEqual({ kind: "id", id: "Ab3dEf6hIj9lMn2pQr5t" });
  });

  it("reads a phone in any form as its digits, whose stored forms phoneVariants gives", () => {
    expect(parseTicketSearch("0557654321")).toEqual({ kind: "phone", number: "0557654321" });
    expect(parseTicketSearch("٠٥٥ ٧٦٥ ٤٣٢١")).toEqual({ kind: "phone", number: "0557654321" });
    expect(parseTicketSearch("\u2066+966 (55) 765-4321\u2069")).toEqual({ kind: "phone", number: "+966557654321" });
    for (const typed of ["0557654321", "+966557654321", "00966557654321"]) {
      expect(phoneVariants(typed)).toEqual(["+966557654321", "0557654321"]);
    }
  });

  it("reads an order's reference, with or without its prefix, in any case and in Arabic digits", () => {
    // 4Z02HD1S: a reference whose check character matches (orderReference.ts).
    for (const typed of ["BW-4Z02-HD1S", "4Z02HD1S", "bw-4z02-hd1s", "BW-٤Z٠٢-HD١S"]) {
      expect(parseTicketSearch(typed), typed).toEqual({ kind: "reference", reference: "4Z02HD1S" });
    }
    expect(parseTicketSearch("4Z02HD1T")).toEqual({ kind: "word", prefix: "4z02hd1t" });
  });

  it("asks for nothing when empty, and reads a few digits as text", () => {
    expect(parseTicketSearch("   ")).toEqual({ kind: "none" });
    expect(parseTicketSearch("12")).toEqual({ kind: "word", prefix: "12" });
  });
});
