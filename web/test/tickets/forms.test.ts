import { ar, MAX_BULK_TICKETS } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { parseGuest } from "../../src/features/tickets/model/assignForm";
import { bulkLabelError, parseBulkCount } from "../../src/features/tickets/model/bulkForm";

const unlimited = { name: "عادي", remaining: Infinity };

describe("parseBulkCount", () => {
  it.each([
    ["1", 1],
    [" 250 ", 250],
    ["٢٥٠", 250],
    ["۱۰۰۰", 1000],
    ["50000", 50000],
    ["\u200f120", 120],
  ])("reads %j as %i", (input, count) => {
    expect(parseBulkCount(input, unlimited)).toEqual({ ok: true, count });
  });

  it.each(["", "0", "-5", "2.5", "1e3", "abc", "1,000", "50001", "9999999"])("refuses %j", (input) => {
    const result = parseBulkCount(input, unlimited);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe(ar.input.bulkCount(MAX_BULK_TICKETS));
  });

  it("refuses more than what is left of the type, naming what is left", () => {
    const type = { name: "عادي", remaining: 100 };
    const result = parseBulkCount("101", type);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain("100");
    // Out of range altogether: the same limit as the field's hint, not the function's 50,000.
    const zero = parseBulkCount("0", type);
    expect(!zero.ok && zero.error).toBe(ar.input.bulkCount(100));
    expect(parseBulkCount("100", type)).toEqual({ ok: true, count: 100 });
  });
});

describe("bulkLabelError", () => {
  it("accepts an empty label and up to 60 characters (surrounding spaces aside)", () => {
    expect(bulkLabelError("")).toBeUndefined();
    expect(bulkLabelError(` ${"س".repeat(60)} `)).toBeUndefined();
    expect(bulkLabelError("س".repeat(61))).toBeDefined();
  });
});

describe("parseGuest", () => {
  it("requires a name and accepts no phone", () => {
    expect(parseGuest({ holderName: "  ", holderPhone: "" })).toEqual({
      ok: false,
      errors: { holderName: ar.input.holderName },
    });
    expect(parseGuest({ holderName: " ليلى ", holderPhone: "" })).toEqual({ ok: true, guest: { holderName: "ليلى" } });
  });

  it("refuses names over 100 characters", () => {
    expect(parseGuest({ holderName: "ا".repeat(101), holderPhone: "" })).toEqual({
      ok: false,
      errors: { holderName: ar.input.holderName },
    });
  });

  it("checks and normalizes the phone (E.164) as the function will", () => {
    expect(parseGuest({ holderName: "ليلى", holderPhone: "٠٥٠ ١٢٣ ٤٥٦٧" })).toMatchObject({
      ok: true,
      guest: { holderPhone: "+966501234567" },
    });
    expect(parseGuest({ holderName: "ليلى", holderPhone: "+966 50 123 4567" })).toMatchObject({
      ok: true,
      guest: { holderPhone: "+966501234567" },
    });
    expect(parseGuest({ holderName: "ليلى", holderPhone: "12" })).toEqual({
      ok: false,
      errors: { holderPhone: ar.input.phone },
    });
  });
});
