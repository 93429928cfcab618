import { describe, expect, it } from "vitest";
import { ar } from "../src/messages/ar.js";

describe("ticket counts in Arabic", () => {
  it.each([
    [1, "تذكرة واحدة"],
    [2, "تذكرتان"],
    [3, "3 تذاكر"],
    [10, "10 تذاكر"],
    [11, "11 تذكرة"],
    [50, "50 تذكرة"],
    [100, "100 تذكرة"],
    [103, "103 تذاكر"],
    [200, "200 تذكرة"],
  ])("%i → %s", (count, text) => {
    expect(ar.tickets.print.count(count)).toBe(text);
  });

  it("are the same words on the selling pages and the print sheets", () => {
    for (const count of [0, 1, 2, 3, 11, 100, 103]) expect(ar.sales.ticketCount(count)).toBe(ar.tickets.print.count(count));
  });
});
