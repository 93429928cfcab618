import { describe, expect, it } from "vitest";
import * as phones from "@bawwaba/common/phone";
import { mayBePhone, parseOrderQuery } from "../../src/features/sales/editor/model/orderQuery";

describe("parseOrderQuery", () => {
  it("is empty for blank text", () => {
    expect(parseOrderQuery("   ", phones)).toEqual({ kind: "empty" });
  });

  it.each([
    ["0551234567", "+966551234567"],
    ["055 123 4567", "+966551234567"],
    ["٠٥٥١٢٣٤٥٦٧", "+966551234567"],
    ["+966 55 123 4567", "+966551234567"],
    ["00966551234567", "+966551234567"],
    ["\u2066+966551234567\u2069", "+966551234567"],
  ])("reads %j as the phone %s, with its E.164 and its older local form", (input, phone) => {
    expect(mayBePhone(input)).toBe(true);
    expect(parseOrderQuery(input, phones)).toEqual({ kind: "phone", phone, variants: ["+966551234567", "0551234567"] });
  });

  it("reads another country's number in E.164 alone", () => {
    expect(parseOrderQuery("+20 10 1234 5678", phones)).toEqual({ kind: "phone", phone: "+201012345678", variants: ["+201012345678"] });
  });

  it.each(["Xy12abCD34efGH56ij78", " Xy12abCD34efGH56ij78 ", "12345", "12345678901234567", "order_1-a"])("reads %j as an order id", (input) => {
    expect(parseOrderQuery(input, phones)).toEqual({ kind: "orderId", orderId: input.trim() });
  });

  // 4Z02HD1S: a reference whose check character matches (common/src/orderReference.ts).
  it.each(["BW-4Z02-HD1S", "4Z02HD1S", "bw-4z02-hd1s", "4z02 hd1s", "BW-٤Z٠٢-HD١S", "4ZO2-HDlS"])("reads %j as the reference 4Z02HD1S", (input) => {
    expect(parseOrderQuery(input, phones)).toEqual({ kind: "reference", reference: "4Z02HD1S" });
  });

  it("reads a reference with a wrong check character as no reference (an id to look up, found by nobody)", () => {
    expect(parseOrderQuery("4Z02HD1T", phones)).toEqual({ kind: "orderId", orderId: "4Z02HD1T" });
  });

  it("needs the phone library only for text shaped like a number", () => {
    expect(mayBePhone("Xy12abCD34efGH56ij78")).toBe(false);
    expect(mayBePhone("12345")).toBe(false);
    expect(parseOrderQuery("Xy12abCD34efGH56ij78")).toEqual({ kind: "orderId", orderId: "Xy12abCD34efGH56ij78" });
  });

  it.each(["a/b", "..", "طلب", "x".repeat(41), "a b c"])("refuses %j", (input) => {
    expect(parseOrderQuery(input, phones)).toEqual({ kind: "invalid" });
  });
});
