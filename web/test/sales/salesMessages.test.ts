import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";

describe("ar.sales.ticketCount", () => {
  it.each([
    [1, "تذكرة واحدة"],
    [2, "تذكرتان"],
    [3, "3 تذاكر"],
    [10, "10 تذاكر"],
    [11, "11 تذكرة"],
    [50, "50 تذكرة"],
    [103, "103 تذاكر"],
  ])("agrees with %i", (count, text) => {
    expect(ar.sales.ticketCount(count)).toBe(text);
  });
});
