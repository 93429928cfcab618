import { MAX_BULK_TICKETS } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { assignFormErrors } from "../../src/features/tickets/model/assignForm";
import { bulkLabelError, parseBulkCount } from "../../src/features/tickets/model/bulkForm";

describe("parseBulkCount", () => {
  it.each([
    ["1", 1],
    [" 250 ", 250],
    ["٢٥٠", 250],
    ["۱۰۰۰", 1000],
    ["50000", 50000],
    ["\u200f120", 120],
  ])("reads %j as %i", (input, count) => {
    expect(parseBulkCount(input, Infinity)).toEqual({ ok: true, count });
  });

  it.each(["", "0", "-5", "2.5", "1e3", "abc", "1,000", "50001", "9999999"])("refuses %j", (input) => {
    const result = parseBulkCount(input, Infinity);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(String(MAX_BULK_TICKETS));
  });

  it("refuses more than what is left of the type, naming what is left", () => {
    const result = parseBulkCount("101", 100);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain("100");
    expect(parseBulkCount("100", 100)).toEqual({ ok: true, count: 100 });
  });
});

describe("bulkLabelError", () => {
  it("accepts an empty label and up to 60 characters (surrounding spaces aside)", () => {
    expect(bulkLabelError("")).toBeUndefined();
    expect(bulkLabelError(` ${"س".repeat(60)} `)).toBeUndefined();
    expect(bulkLabelError("س".repeat(61))).toBeDefined();
  });
});

describe("assignFormErrors", () => {
  it("requires a name and accepts no phone", () => {
    expect(assignFormErrors({ holderName: "  ", holderPhone: "" })).toEqual({ holderName: expect.any(String) });
    expect(assignFormErrors({ holderName: "ليلى", holderPhone: "" })).toEqual({});
  });

  it("refuses names over 100 characters", () => {
    expect(assignFormErrors({ holderName: "ا".repeat(101), holderPhone: "" }).holderName).toBeDefined();
  });

  it("checks the phone as the function will", () => {
    expect(assignFormErrors({ holderName: "ليلى", holderPhone: "٠٥٠ ١٢٣ ٤٥٦٧" })).toEqual({});
    expect(assignFormErrors({ holderName: "ليلى", holderPhone: "+966 50 123 4567" })).toEqual({});
    expect(assignFormErrors({ holderName: "ليلى", holderPhone: "12" }).holderPhone).toBeDefined();
  });
});
