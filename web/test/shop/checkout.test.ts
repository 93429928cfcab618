import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { saleLines, saleTotal, type Cart } from "../../src/lib/cart";
import { emptyCheckout, type CheckoutDraft } from "../../src/features/shop/model/checkout";
import { validateCheckout } from "../../src/features/shop/model/checkoutValidation";
import { NOW, saleEvent, ticketType } from "../sales/fixtures";

const regular = ticketType({ id: "regular", name: "عادي", price: 5000, perOrderLimit: 6 });
const vip = ticketType({ id: "vip", name: "كبار الزوار", price: 20000, capacity: 10, sold: 8, perOrderLimit: 4 });
const event = saleEvent([regular, vip]);

const draft = (overrides: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  ...emptyCheckout,
  cart: { regular: 2, vip: 1 },
  buyerName: "  سارة أحمد ",
  ...overrides,
});

const validate = (value: CheckoutDraft, cart: Cart = value.cart) => validateCheckout(event, saleLines(event, cart, NOW), value);

describe("the shop's cart", () => {
  it("sells at the list price and totals the lines", () => {
    const lines = saleLines(event, { regular: 2, vip: 1 }, NOW);
    expect(lines.map((line) => line.total)).toEqual([10000, 20000]);
    expect(saleTotal(lines)).toBe(30000);
  });

  it("bounds each type by its per-order limit and what is left", () => {
    const lines = saleLines(event, {}, NOW);
    expect(lines.map((line) => line.max)).toEqual([6, 2]);
  });
});

describe("validateCheckout", () => {
  it("builds the purchaseTickets input with the name trimmed, without a phone (the sign-in's) or an empty e-mail", () => {
    const result = validate(draft());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.input).toEqual({
      eventId: "derby",
      items: [
        { ticketTypeId: "regular", quantity: 2 },
        { ticketTypeId: "vip", quantity: 1 },
      ],
      buyer: { name: "سارة أحمد" },
    });
    expect("email" in result.request.input.buyer).toBe(false);
    expect(result.request.eventTitle).toBe("ديربي العاصمة");
  });

  it("keeps a given e-mail, lower-cased", () => {
    const result = validate(draft({ buyerEmail: " Sara@Example.COM " }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.input.buyer).toEqual({ name: "سارة أحمد", email: "sara@example.com" });
  });

  it("gives the same key to the same purchase and another to a changed one", () => {
    const first = validate(draft());
    const again = validate(draft({ buyerName: "سارة أحمد" }));
    const changed = validate(draft({ cart: { regular: 3 } }));
    if (!first.ok || !again.ok || !changed.ok) throw new Error("expected valid purchases");
    expect(again.request.key).toBe(first.request.key);
    expect(changed.request.key).not.toBe(first.request.key);
  });

  it("puts each problem beside its field, in the function's words", () => {
    const result = validate(draft({ cart: {}, buyerName: " ", buyerEmail: "not-an-email" }));
    expect(result).toEqual({
      ok: false,
      errors: {
        items: ar.input.itemsEmpty,
        buyerName: ar.input.buyerName,
        buyerEmail: ar.input.email,
      },
    });
  });

  it("keeps a name to one line", () => {
    const result = validate(draft({ buyerName: "سارة\nأحمد\t" }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.input.buyer.name).toBe("سارة أحمد");
  });

  it("refuses quantities that can no longer be bought", () => {
    const soldMeanwhile = saleEvent([{ ...vip, sold: 9 }]);
    const result = validateCheckout(soldMeanwhile, saleLines(soldMeanwhile, { vip: 2 }, NOW), draft({ cart: { vip: 2 } }));
    expect(result).toEqual({ ok: false, errors: { items: ar.shop.fixQuantities } });
  });
});
