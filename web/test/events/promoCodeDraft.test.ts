import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { event } from "./promoCodeFixtures";
import {
  newPromoCodeDraft,
  validatePromoCodeBatchDraft,
  validatePromoCodeDraft,
  type PromoCodeDraft,
} from "../../src/features/events/promoCodes/model/promoCodeDraft";

const pm = ar.promoCodes.input;
const form = ar.promoCodes.manager.form;


const draft = (overrides: Partial<PromoCodeDraft> = {}): PromoCodeDraft => ({
  ...newPromoCodeDraft(),
  code: " Ramadan-20 ",
  value: "20",
  maxUses: "100",
  ...overrides,
});

const errorsOf = (value: PromoCodeDraft) => {
  const result = validatePromoCodeDraft(value, event);
  return result.ok ? {} : result.errors;
};

describe("validatePromoCodeDraft: the request it makes", () => {
  it("starts as a percentage off every public type", () => {
    expect(newPromoCodeDraft()).toMatchObject({ kind: "percent", ticketTypeIds: [], code: "", maxUses: "" });
  });

  it("sends a percentage off with the code as typed, trimmed", () => {
    const result = validatePromoCodeDraft(draft(), event);
    expect(result.ok && result.input).toEqual({
      eventId: "demo-derby",
      code: "Ramadan-20",
      ticketTypeIds: [],
      discount: { kind: "percent", percent: 20 },
      maxUses: 100,
    });
  });

  it("reads Arabic digits", () => {
    const result = validatePromoCodeDraft(draft({ value: "٢٠", maxUses: "١٠٠", perOrderLimit: "٤" }), event);
    expect(result.ok && result.input).toMatchObject({ discount: { percent: 20 }, maxUses: 100, perOrderLimit: 4 });
  });

  it("sends an amount and a price floor in minor units of the event's currency", () => {
    const result = validatePromoCodeDraft(
      draft({ kind: "amount", value: "12.50", priceFloor: "5", ticketTypeIds: ["regular"] }),
      event,
    );
    expect(result.ok && result.input).toMatchObject({
      ticketTypeIds: ["regular"],
      discount: { kind: "amount", amount: 1250 },
      priceFloor: 500,
    });
  });

  it("sends an access code without a discount when it opens a hidden type, whatever the price floor field holds", () => {
    const result = validatePromoCodeDraft(draft({ kind: "none", value: "20", priceFloor: "abc", ticketTypeIds: ["vip"] }), event);
    expect(result.ok && result.input).toEqual({ eventId: "demo-derby", code: "Ramadan-20", ticketTypeIds: ["vip"], maxUses: 100 });
  });

  it("reads the window in the event's time zone (Riyadh: UTC+3)", () => {
    const result = validatePromoCodeDraft(draft({ validFrom: "2026-12-01T09:00", validUntil: "2026-12-31T23:59" }), event);
    expect(result.ok && result.input).toMatchObject({
      validFrom: Date.UTC(2026, 11, 1, 6, 0),
      validUntil: Date.UTC(2026, 11, 31, 20, 59),
    });
  });
});

describe("validatePromoCodeDraft: what it refuses, beside each field", () => {
  it("refuses a percentage over 100 in the function's words", () => {
    expect(errorsOf(draft({ value: "120" }))).toEqual({ value: pm.percent });
    expect(errorsOf(draft({ value: "12.5" }))).toEqual({ value: pm.percent });
  });

  it("says every problem at once, unreadable counts included", () => {
    expect(errorsOf(draft({ code: "x", value: "", maxUses: "abc", perOrderLimit: "0" }))).toEqual({
      code: pm.code,
      value: pm.percent,
      maxUses: pm.maxUses,
      perOrderLimit: pm.perOrderLimit,
    });
  });

  it("asks for the number of uses", () => {
    expect(errorsOf(draft({ maxUses: "" }))).toEqual({ maxUses: pm.maxUses });
    expect(errorsOf(draft({ maxUses: "1000001" }))).toEqual({ maxUses: pm.maxUses });
  });

  it("says why an amount cannot be read", () => {
    const amount = (value: string) => errorsOf(draft({ kind: "amount", value })).value;
    expect(amount("abc")).toBe(form.notAnAmount);
    expect(amount("1,000")).toBe(form.notAnAmount);
    expect(amount("12.505")).toBe(ar.events.price.too_many_decimals[2]);
    expect(amount("0")).toBe(pm.amount);
    expect(amount("")).toBe(pm.amount);
    expect(amount("-5")).toBe(pm.amount);
    expect(errorsOf(draft({ priceFloor: "-1" }))).toEqual({ priceFloor: pm.priceFloor });
  });

  it("refuses a code that neither takes money off nor opens a hidden type", () => {
    expect(errorsOf(draft({ kind: "none", ticketTypeIds: [] }))).toEqual({ ticketTypeIds: pm.nothingToDo });
    expect(errorsOf(draft({ kind: "none", ticketTypeIds: ["regular"] }))).toEqual({ ticketTypeIds: pm.nothingToDo });
  });

  it("refuses a window that ends before it starts, and a date that does not exist", () => {
    expect(errorsOf(draft({ validFrom: "2026-12-31T10:00", validUntil: "2026-12-01T10:00" }))).toEqual({ validUntil: pm.window });
    expect(errorsOf(draft({ validFrom: "2026-02-30T10:00" }))).toEqual({ validFrom: ar.events.dateTime.invalid });
  });

  it("cannot read an amount of a currency it does not know", () => {
    const result = validatePromoCodeDraft(draft({ kind: "amount", value: "5" }), { ...event, currency: "XXX" });
    expect(!result.ok && result.errors).toEqual({ value: form.notAnAmount });
  });
});

describe("validatePromoCodeBatchDraft: a batch of single-use codes", () => {
  const batchDraft = (overrides: Partial<PromoCodeDraft> = {}): PromoCodeDraft => ({
    ...newPromoCodeDraft(),
    count: "5",
    prefix: " vip ",
    value: "20",
    ...overrides,
  });
  const batchErrors = (value: PromoCodeDraft) => {
    const result = validatePromoCodeBatchDraft(value, event);
    return result.ok ? {} : result.errors;
  };

  it("sends the count, the prefix as a code reads, and the same terms as one code", () => {
    const result = validatePromoCodeBatchDraft(
      batchDraft({ ticketTypeIds: ["vip"], priceFloor: "5", perOrderLimit: "١", validUntil: "2026-12-31T23:59" }),
      event,
    );
    expect(result.ok && result.input).toEqual({
      eventId: "demo-derby",
      count: 5,
      prefix: "VIP",
      ticketTypeIds: ["vip"],
      discount: { kind: "percent", percent: 20 },
      priceFloor: 500,
      perOrderLimit: 1,
      validUntil: Date.UTC(2026, 11, 31, 20, 59),
    });
  });

  it("takes no prefix, and neither a code nor a number of uses", () => {
    const result = validatePromoCodeBatchDraft(batchDraft({ prefix: "", count: "١٠٠٠", code: "x", maxUses: "abc" }), event);
    expect(result.ok && result.input).toMatchObject({ count: 1000, prefix: "" });
    expect(result.ok && "maxUses" in result.input).toBe(false);
  });

  it("refuses a count out of 1..1000 and a prefix that is not the start of a code, beside their fields", () => {
    expect(batchErrors(batchDraft({ count: "" }))).toEqual({ count: pm.count(1000) });
    expect(batchErrors(batchDraft({ count: "1001" }))).toEqual({ count: pm.count(1000) });
    expect(batchErrors(batchDraft({ count: "2.5", prefix: "VIP!" }))).toEqual({ count: pm.count(1000), prefix: pm.prefix(12) });
    expect(batchErrors(batchDraft({ prefix: "ABCDEFGHIJKLM" }))).toEqual({ prefix: pm.prefix(12) });
  });

  it("refuses what a single code's form refuses in its terms", () => {
    expect(batchErrors(batchDraft({ value: "120" }))).toEqual({ value: pm.percent });
    expect(batchErrors(batchDraft({ kind: "none", ticketTypeIds: ["regular"] }))).toEqual({ ticketTypeIds: pm.nothingToDo });
    expect(batchErrors(batchDraft({ validFrom: "2026-12-31T10:00", validUntil: "2026-12-01T10:00" }))).toEqual({ validUntil: pm.window });
  });
});
