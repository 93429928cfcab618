import { describe, expect, it } from "vitest";
import { phoneVariants } from "@bawwaba/common";
import { parseOrderQuery } from "../../src/features/sales/editor/model/orderQuery";

describe("parseOrderQuery", () => {
  it("is empty for blank text", () => {
    expect(parseOrderQuery("   ")).toEqual({ kind: "empty" });
  });

  it.each([
    ["0551234567", "+966551234567"],
    ["055 123 4567", "+966551234567"],
    ["٠٥٥١٢٣٤٥٦٧", "+966551234567"],
    ["+966 55 123 4567", "+966551234567"],
    ["00966551234567", "+966551234567"],
    ["\u2066+966551234567\u2069", "+966551234567"],
  ])("reads %j as the phone %s, with both stored forms", (input, phone) => {
    const parsed = parseOrderQuery(input);
    expect(parsed.kind).toBe("phone");
    expect(parsed.kind === "phone" && parsed.phone).toBe(phone);
    expect(parsed.kind === "phone" && parsed.variants).toEqual(expect.arrayContaining(["0551234567", "+966551234567"]));
  });

  it.each(["Xy12abCD34efGH56ij78", " Xy12abCD34efGH56ij78 ", "12345", "order_1-a"])("reads %j as an order id", (input) => {
    expect(parseOrderQuery(input)).toEqual({ kind: "orderId", orderId: input.trim() });
  });

  it.each(["a/b", "..", "طلب", "x".repeat(41), "a b c"])("refuses %j", (input) => {
    expect(parseOrderQuery(input)).toEqual({ kind: "invalid" });
  });
});

describe("phoneVariants", () => {
  it("pairs the E.164 and the older local form of a number of the default country", () => {
    expect(phoneVariants("0551234567")).toEqual(["+966551234567", "0551234567"]);
    expect(phoneVariants("+966551234567")).toEqual(["+966551234567", "0551234567"]);
  });

  it("keeps another country's number as it is", () => {
    expect(phoneVariants("+201001234567")).toEqual(["+201001234567"]);
  });
});
