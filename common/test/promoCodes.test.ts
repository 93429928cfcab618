import { describe, expect, it } from "vitest";
import { createPromoCodeInput, firstIssueMessage, generatePromoCodesInput, promoCodeMessages } from "../src/index.js";
import { discountedUnitPrice, normalizePromoCode, promoCodeAppliesTo, promoCodeState, promoCodeUses } from "../src/promoCodes.js";
import { seededRandom } from "./random.js";

describe("normalizePromoCode", () => {
  it.each([
    ["ramadan-2026", "RAMADAN2026"],
    ["RAMADAN 2026", "RAMADAN2026"],
    ["ramadan-٢٠٢٦", "RAMADAN2026"],
    ["ramadan_۲۰۲۶", "RAMADAN2026"],
    ["\u200fsale.10\u200e", "SALE10"],
    ["  vip  ", "VIP"],
    ["أهلاً٢٠", "اهلا20"],
    ["إهلا20", "اهلا20"],
    ["رمـــضان", "رمضان"],
    ["مكتبى", "مكتبي"],
    ["هدية", "هديه"],
    ["ＳＡＬＥ１０", "SALE10"],
  ])("reads %j as %j", (typed, code) => {
    expect(normalizePromoCode(typed)).toBe(code);
  });

  it.each([["AB"], ["A-B"], [""], ["SALE!"], ["SALE/10"], ["x".repeat(33)], ["__.__"], ["كود😀"]])("refuses %j", (typed) => {
    expect(normalizePromoCode(typed)).toBeNull();
  });

  it("keeps 32 characters and reads the result as itself", () => {
    const code = "A1".repeat(16);
    expect(normalizePromoCode(code)).toBe(code);
    for (const typed of ["ramadan-٢٠٢٦", "أهلاً٢٠", "vip"]) expect(normalizePromoCode(normalizePromoCode(typed)!)).toBe(normalizePromoCode(typed));
  });
});

describe("discountedUnitPrice", () => {
  it("takes a percentage, rounding half a minor unit off", () => {
    expect(discountedUnitPrice(15000, { kind: "percent", percent: 25 })).toBe(11250);
    expect(discountedUnitPrice(999, { kind: "percent", percent: 15 })).toBe(849); // 149.85 off → 150
    expect(discountedUnitPrice(10, { kind: "percent", percent: 5 })).toBe(9); // 0.5 off → 1
    expect(discountedUnitPrice(9, { kind: "percent", percent: 5 })).toBe(9); // 0.45 off → 0
    expect(discountedUnitPrice(15000, { kind: "percent", percent: 100 })).toBe(0);
  });

  it("takes a fixed amount, never below zero or the floor, and never raises a price", () => {
    expect(discountedUnitPrice(15000, { kind: "amount", amount: 5000 })).toBe(10000);
    expect(discountedUnitPrice(3000, { kind: "amount", amount: 5000 })).toBe(0);
    expect(discountedUnitPrice(15000, { kind: "amount", amount: 5000 }, 12000)).toBe(12000);
    // A ticket already below the floor keeps its price.
    expect(discountedUnitPrice(8000, { kind: "amount", amount: 5000 }, 12000)).toBe(8000);
    expect(discountedUnitPrice(15000, undefined, 20000)).toBe(15000);
  });

  it("stays within [min(price, floor), price] in whole minor units for any price, discount and floor", () => {
    const next = seededRandom(30);
    for (let run = 0; run < 20_000; run++) {
      const price = Math.floor(next() * 1_000_000);
      const floor = next() < 0.3 ? Math.floor(next() * 1_000_000) : 0;
      const discount =
        next() < 0.5 ? { kind: "percent" as const, percent: 1 + Math.floor(next() * 100) } : { kind: "amount" as const, amount: 1 + Math.floor(next() * 1_000_000) };
      const charged = discountedUnitPrice(price, discount, floor);
      expect(Number.isInteger(charged)).toBe(true);
      expect(charged).toBeLessThanOrEqual(price);
      expect(charged).toBeGreaterThanOrEqual(Math.min(price, floor));
      if (discount.kind === "percent") expect(Math.abs(price - charged - (price * discount.percent) / 100)).toBeLessThanOrEqual(floor > 0 ? Infinity : 0.5);
    }
  });
});

describe("which tickets a code applies to", () => {
  const hidden = new Set(["sponsor"]);
  const isHidden = (id: string) => hidden.has(id);
  const items = [
    { ticketTypeId: "adult", quantity: 2 },
    { ticketTypeId: "child", quantity: 3 },
    { ticketTypeId: "sponsor", quantity: 4 },
  ];

  it("a code naming no type: every public type, never a hidden one", () => {
    expect(promoCodeAppliesTo({ ticketTypeIds: [] }, "adult", false)).toBe(true);
    expect(promoCodeAppliesTo({ ticketTypeIds: [] }, "sponsor", true)).toBe(false);
    expect(promoCodeUses({ ticketTypeIds: [] }, items, isHidden)).toBe(5);
  });

  it("a code naming types: those only, hidden ones included", () => {
    expect(promoCodeUses({ ticketTypeIds: ["child", "sponsor"] }, items, isHidden)).toBe(7);
    expect(promoCodeUses({ ticketTypeIds: ["other"] }, items, isHidden)).toBe(0);
  });
});

describe("createPromoCodeInput", () => {
  const base = { eventId: "e1", code: "SALE10", discount: { kind: "percent", percent: 10 }, maxUses: 5 };
  const message = (input: unknown) => {
    const result = createPromoCodeInput.safeParse(input);
    return result.success ? undefined : firstIssueMessage(result.error);
  };

  it("takes a code with a discount, and one that only opens types", () => {
    expect(createPromoCodeInput.parse(base)).toMatchObject({ code: "SALE10", ticketTypeIds: [] });
    expect(createPromoCodeInput.parse({ ...base, discount: undefined, ticketTypeIds: ["t1"] })).toMatchObject({ ticketTypeIds: ["t1"] });
  });

  it.each([
    [{ code: "AB" }, promoCodeMessages.input.code],
    [{ discount: { kind: "percent", percent: 101 } }, promoCodeMessages.input.percent],
    [{ discount: { kind: "amount", amount: 0 } }, promoCodeMessages.input.amount],
    [{ maxUses: 1.5 }, promoCodeMessages.input.maxUses],
    [{ maxUses: 1_000_001 }, promoCodeMessages.input.maxUses],
    [{ perOrderLimit: 0 }, promoCodeMessages.input.perOrderLimit],
    [{ priceFloor: -1 }, promoCodeMessages.input.priceFloor],
    [{ validFrom: 2000, validUntil: 1000 }, promoCodeMessages.input.window],
  ])("refuses %j with its message", (change, expected) => {
    expect(message({ ...base, ...change })).toBe(expected);
  });
});

describe("generatePromoCodesInput", () => {
  it("reads the prefix as a code is read, and allows none", () => {
    expect(generatePromoCodesInput.parse({ eventId: "e1", count: 5, prefix: " vip-٢ ", discount: { kind: "percent", percent: 10 } }).prefix).toBe("VIP2");
    expect(generatePromoCodesInput.parse({ eventId: "e1", count: 5, discount: { kind: "percent", percent: 10 } }).prefix).toBe("");
    expect(generatePromoCodesInput.parse({ eventId: "e1", count: 5, prefix: "V", discount: { kind: "percent", percent: 10 } }).prefix).toBe("V");
  });
});

describe("promoCodeState", () => {
  const at = (millis: number) => ({ toMillis: () => millis });
  it("is usable within its window, and says why not outside it or when paused", () => {
    const window = { validFrom: at(1000), validUntil: at(2000) };
    expect(promoCodeState({ active: true, ...window }, 1000)).toBe("usable");
    expect(promoCodeState({ active: true, ...window }, 999)).toBe("not_started");
    expect(promoCodeState({ active: true, ...window }, 2000)).toBe("ended");
    expect(promoCodeState({ active: false, ...window }, 1500)).toBe("paused");
    expect(promoCodeState({ active: true }, 0)).toBe("usable");
  });
});
