import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { availabilityLabel } from "../src/lib/availabilityLabel";

describe("availabilityLabel", () => {
  it("tells the public only 'on sale' or 'few left'", () => {
    expect(availabilityLabel({ state: "on_sale", remaining: 40 })).toEqual({ label: ar.shop.onSale, color: "success" });
    expect(availabilityLabel({ state: "on_sale", remaining: 3 })).toEqual({ label: ar.shop.fewLeft(3), color: "warning" });
  });

  it("tells the staff exactly how many are left", () => {
    expect(availabilityLabel({ state: "on_sale", remaining: 40 }, true)).toEqual({ label: ar.shop.left(40), color: "success" });
    expect(availabilityLabel({ state: "on_sale", remaining: 3 }, true)).toEqual({ label: ar.shop.left(3), color: "warning" });
  });

  it.each([
    ["sold_out", ar.shop.soldOut],
    ["not_started", ar.shop.notStarted],
    ["ended", ar.shop.ended],
    ["not_on_sale", ar.shop.notOnSale],
  ] as const)("gives the reason when %s, to everyone", (state, label) => {
    expect(availabilityLabel({ state, remaining: 0 }).label).toBe(label);
    expect(availabilityLabel({ state, remaining: 0 }, true).label).toBe(label);
  });
});
