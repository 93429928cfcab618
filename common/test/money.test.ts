import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  currencyExponent,
  findCurrency,
  formatMoney,
  minorToMajorString,
  parseAmount,
  parseMoney,
  type CurrencyCode,
} from "../src/money.js";
import { eventMessages } from "../src/messages/events.js";

const MAX = Number.MAX_SAFE_INTEGER; // 9007199254740991

describe("CURRENCIES", () => {
  it("carries the ISO 4217 exponent of each currency", () => {
    expect(Object.fromEntries(CURRENCIES.map((c) => [c.code, c.exponent]))).toEqual({
      SAR: 2,
      AED: 2,
      QAR: 2,
      KWD: 3,
      BHD: 3,
      OMR: 3,
      JOD: 3,
      IQD: 3,
      EGP: 2,
      LYD: 3,
      TND: 3,
      DZD: 2,
      MAD: 2,
      USD: 2,
      EUR: 2,
      GBP: 2,
      JPY: 0,
    });
  });

  it("has an Arabic name for every currency and no duplicates", () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(eventMessages.currencies).sort()).toEqual([...codes].sort());
  });

  it("finds currencies by exact code only", () => {
    expect(findCurrency("KWD")).toEqual({ code: "KWD", exponent: 3 });
    expect(findCurrency("kwd")).toBeUndefined();
    expect(findCurrency("XYZ")).toBeUndefined();
    expect(findCurrency("")).toBeUndefined();
    expect(() => currencyExponent("XYZ" as CurrencyCode)).toThrow(RangeError);
  });
});

describe("parseMoney", () => {
  const ok = (minor: number) => ({ ok: true, minor });
  const error = (code: string) => ({ ok: false, error: code });

  it.each([
    ["12.50", 1250],
    ["12.5", 1250],
    ["12", 1200],
    ["0", 0],
    ["0.00", 0],
    ["19.99", 1999], // 19.99 * 100 === 1998.9999999999998 in floating point
    ["1.15", 115], // 1.15 * 100 === 114.99999999999999
    ["4.35", 435], // 4.35 * 100 === 434.99999999999994
    ["0.1", 10],
    ["0.2", 20],
    ["0.3", 30],
    ["0.07", 7],
    [".5", 50],
    ["5.", 500],
    ["0007.50", 750],
    ["12.500", 1250], // extra zeros change nothing
    ["10000000000000.00", 1e15],
    ["90071992547409.91", MAX],
  ])("SAR %j is %i minor units", (input, minor) => {
    expect(parseMoney(input, "SAR")).toEqual(ok(minor));
  });

  it("adds exactly: 0.1 + 0.2 is 0.3", () => {
    const sum = [parseMoney("0.1", "SAR"), parseMoney("0.2", "SAR")].reduce(
      (total, result) => total + (result.ok ? result.minor : NaN),
      0,
    );
    expect(sum).toBe(30);
    expect(parseMoney("0.3", "SAR")).toEqual(ok(sum));
  });

  it("reads three-decimal currencies (KWD, BHD, OMR, JOD, IQD, TND, LYD)", () => {
    expect(parseMoney("1.234", "KWD")).toEqual(ok(1234));
    expect(parseMoney("1.5", "KWD")).toEqual(ok(1500));
    expect(parseMoney("0.001", "BHD")).toEqual(ok(1));
    expect(parseMoney("12.2340", "OMR")).toEqual(ok(12234));
    expect(parseMoney("250", "IQD")).toEqual(ok(250000));
    expect(parseMoney("1.2345", "KWD")).toEqual(error("too_many_decimals"));
    expect(parseMoney("9007199254740.991", "JOD")).toEqual(ok(MAX));
    expect(parseMoney("9007199254740.992", "TND")).toEqual(error("too_large"));
  });

  it("reads zero-decimal currencies (JPY)", () => {
    expect(parseMoney("500", "JPY")).toEqual(ok(500));
    expect(parseMoney("500.0", "JPY")).toEqual(ok(500));
    expect(parseMoney("500.", "JPY")).toEqual(ok(500));
    expect(parseMoney("500.5", "JPY")).toEqual(error("too_many_decimals"));
    expect(parseMoney("999999999999999", "JPY")).toEqual(ok(999999999999999));
    expect(parseMoney("9007199254740991", "JPY")).toEqual(ok(MAX));
    expect(parseMoney("9007199254740992", "JPY")).toEqual(error("too_large"));
  });

  it("reads Arabic-Indic and Persian digits and the Arabic decimal separator", () => {
    expect(parseMoney("١٢٫٥٠", "SAR")).toEqual(ok(1250));
    expect(parseMoney("١٢.٥", "SAR")).toEqual(ok(1250));
    expect(parseMoney("٠٫١", "SAR")).toEqual(ok(10));
    expect(parseMoney("۱۲۳٫۴۵", "SAR")).toEqual(ok(12345));
    expect(parseMoney("١٫٢٣٤", "KWD")).toEqual(ok(1234));
    expect(parseMoney("١2٫5", "SAR")).toEqual(ok(1250));
    expect(parseMoney("٩٠٠٧١٩٩٢٥٤٧٤٠٩٫٩١", "SAR")).toEqual(ok(MAX));
  });

  it("ignores surrounding white space and invisible direction marks", () => {
    expect(parseMoney("  12.50\t", "SAR")).toEqual(ok(1250));
    expect(parseMoney("\u00a012.50\n", "SAR")).toEqual(ok(1250));
    expect(parseMoney("\u200f١٢٫٥٠\u200f", "SAR")).toEqual(ok(1250));
    expect(parseMoney("\u061c12.5", "SAR")).toEqual(ok(1250));
  });

  it.each(["", "   ", "\u200f", "\t\n"])("refuses %j as empty", (input) => {
    expect(parseMoney(input, "SAR")).toEqual(error("empty"));
  });

  it.each([
    "abc",
    "12a",
    "SAR 12",
    "12 ر.س",
    "١٢ ريال",
    "1e3",
    "1E3",
    "0x10",
    "Infinity",
    "NaN",
    "--1",
    "-",
    ".",
    "-.",
    "+5",
    "5-",
    "1.2.3",
    "١٫٢٫٣",
    "12..5",
    "a,b",
  ])("refuses %j as not a number", (input) => {
    expect(parseMoney(input, "SAR")).toEqual(error("not_a_number"));
  });

  it.each(["12,50", "1,000", "1,000.50", "١٬٠٠٠", "١٢،٥", "1 000", "1\u00a0000"])(
    "refuses %j for its separator rather than guessing",
    (input) => {
      expect(parseMoney(input, "SAR")).toEqual(error("separator"));
    },
  );

  it("refuses a comma even where it could be decimals (1,500 KWD)", () => {
    expect(parseMoney("1,500", "KWD")).toEqual(error("separator"));
  });

  it.each(["-1", "-0.5", "-0", "\u22125", "-١٢٫٥", " -12.50 "])("refuses %j as negative", (input) => {
    expect(parseMoney(input, "SAR")).toEqual(error("negative"));
  });

  it.each(["12.345", "0.001", "19.999", "١٢٫٣٤٥"])("refuses %j as too many decimals for SAR", (input) => {
    expect(parseMoney(input, "SAR")).toEqual(error("too_many_decimals"));
  });

  it("refuses amounts above Number.MAX_SAFE_INTEGER minor units", () => {
    expect(parseMoney("90071992547409.92", "SAR")).toEqual(error("too_large"));
    expect(parseMoney("100000000000000", "SAR")).toEqual(error("too_large"));
    expect(parseMoney("9".repeat(10_000), "SAR")).toEqual(error("too_large"));
  });

  it("never returns a non-integer", () => {
    for (const input of ["0.01", "0.1", "1.1", "2.675", "8.675", "1.005", "123456789.99"]) {
      for (const { code } of CURRENCIES) {
        const result = parseMoney(input, code);
        if (result.ok) expect(Number.isSafeInteger(result.minor)).toBe(true);
      }
    }
  });
});

describe("parseAmount with no decimals (ticket counts)", () => {
  it("reads whole numbers and refuses fractions", () => {
    expect(parseAmount("100", 0)).toEqual({ ok: true, minor: 100 });
    expect(parseAmount("١٠٠", 0)).toEqual({ ok: true, minor: 100 });
    expect(parseAmount("1.0", 0)).toEqual({ ok: true, minor: 1 });
    expect(parseAmount("1.5", 0)).toEqual({ ok: false, error: "too_many_decimals" });
    expect(parseAmount("-3", 0)).toEqual({ ok: false, error: "negative" });
  });
});

describe("minorToMajorString", () => {
  it.each<[number, CurrencyCode, string]>([
    [1250, "SAR", "12.50"],
    [5, "SAR", "0.05"],
    [0, "SAR", "0.00"],
    [1999, "USD", "19.99"],
    [1e15, "SAR", "10000000000000.00"],
    [MAX, "SAR", "90071992547409.91"],
    [1500, "KWD", "1.500"],
    [1, "BHD", "0.001"],
    [250000, "IQD", "250.000"],
    [500, "JPY", "500"],
    [0, "JPY", "0"],
    [MAX, "JPY", "9007199254740991"],
    [-1250, "SAR", "-12.50"],
    [-1, "KWD", "-0.001"],
  ])("%i %s is %j", (minor, currency, text) => {
    expect(minorToMajorString(minor, currency)).toBe(text);
  });

  it("reads back to the same integer for every currency", () => {
    for (const { code } of CURRENCIES) {
      for (const minor of [0, 1, 9, 10, 99, 100, 101, 1999, 123456789, 1e15, MAX]) {
        expect(parseMoney(minorToMajorString(minor, code), code)).toEqual({ ok: true, minor });
      }
    }
  });

  it.each([1.5, NaN, Infinity, MAX + 1])("refuses %d", (minor) => {
    expect(() => minorToMajorString(minor, "SAR")).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  // ICU surrounds numbers and symbols with direction marks; compare without them.
  const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");

  it("shows Latin digits and the Arabic currency symbol", () => {
    const text = plain(formatMoney(1250, "SAR"));
    expect(text).toContain("12.50");
    expect(text).toContain("ر.س");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("drops the zeros of whole amounts only", () => {
    expect(plain(formatMoney(10000, "SAR"))).toMatch(/^100\s/);
    expect(plain(formatMoney(1000, "KWD"))).toMatch(/^1\s/);
    expect(plain(formatMoney(1500, "KWD"))).toContain("1.500");
    expect(plain(formatMoney(1, "BHD"))).toContain("0.001");
    expect(plain(formatMoney(1500, "IQD"))).toContain("1.500");
    expect(plain(formatMoney(5, "SAR"))).toContain("0.05");
  });

  it("groups thousands and stays exact at the largest amount", () => {
    expect(plain(formatMoney(1_000_000_00, "SAR"))).toContain("1,000,000");
    expect(plain(formatMoney(MAX, "SAR"))).toContain("90,071,992,547,409.91");
    expect(plain(formatMoney(MAX, "JPY"))).toContain("9,007,199,254,740,991");
  });

  it("formats zero-decimal currencies without decimals", () => {
    expect(plain(formatMoney(500, "JPY"))).toMatch(/^500\s/);
  });

  it("formats every currency in the list", () => {
    for (const { code } of CURRENCIES) {
      expect(plain(formatMoney(123456, code))).toMatch(/\d/);
    }
  });
});
