import { describe, expect, it } from "vitest";
import { encodeTicketCode, generateSigningKey } from "../src/ticketCode.js";
import { holderKeyOf, parseTicketSearch, prefixEnd } from "../src/ticketSearch.js";

/** Whether a name search for `input` finds `holderName`, as Firestore's range on holderKey would. */
function findsName(input: string, holderName: string): boolean {
  const search = parseTicketSearch(input);
  if (search.kind !== "name") return false;
  const key = holderKeyOf(holderName);
  return key >= search.prefix && key < prefixEnd(search.prefix);
}

describe("a name search", () => {
  it("finds a holder by the beginning of the name, one word or several", () => {
    expect(findsName("ريم", "ريم السالم")).toBe(true);
    expect(findsName("ريم الس", "ريم السالم")).toBe(true);
    expect(findsName("ريم السالم", "ريم السالم")).toBe(true);
  });

  it("does not find by a later word or another name", () => {
    expect(findsName("السالم", "ريم السالم")).toBe(false);
    expect(findsName("ريما", "ريم السالم")).toBe(false);
  });

  it("finds whatever the spelling of hamza, ta marbuta, diacritics, spaces, or the case of Latin names", () => {
    expect(findsName("اسامه", "أسامة الحربي")).toBe(true);
    expect(findsName("أُسامة  الحر", "أسامة الحربي")).toBe(true);
    expect(findsName("al-har", "Al-Harbi")).toBe(true);
  });

  it("waits for a second letter", () => {
    expect(parseTicketSearch("ر")).toEqual({ kind: "too_short" });
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

  it("reads a phone in any form as both forms it may be stored in: E.164 and the older local one", () => {
    const both = { kind: "phone", phones: ["+966557654321", "0557654321"] };
    expect(parseTicketSearch("0557654321")).toEqual(both);
    expect(parseTicketSearch("٠٥٥٧٦٥٤٣٢١")).toEqual(both);
    expect(parseTicketSearch("+966 55 765 4321")).toEqual(both);
  });

  it("asks for nothing when empty, and reads digits that are not a phone number as text", () => {
    expect(parseTicketSearch("   ")).toEqual({ kind: "none" });
    expect(parseTicketSearch("12")).toEqual({ kind: "name", prefix: "12" });
  });
});
