import { describe, expect, it } from "vitest";
import { refundPreview, type RefundOrder } from "../../src/features/sales/editor/model/refund";

// Two tickets of 115.00 SAR at 15 % VAT (15.00 in each), paid in cash at the box office.
const paidOrder: RefundOrder = {
  status: "paid",
  channel: "box_office",
  payment: "cash",
  currency: "SAR",
  total: 23000,
  items: [{ ticketTypeId: "vip", ticketTypeName: "كبار الزوار", quantity: 2, unitPrice: 11500, unitVat: 1500, vatRate: 1500 }],
};
const ticket = { price: 11500, vat: 1500 };

describe("what a void or a refund gives back, shown before it is confirmed", () => {
  it("is the ticket's price with the VAT sold in it, handed back as it was paid", () => {
    expect(refundPreview({ order: paidOrder, ticket })).toEqual({
      kind: "refund",
      amount: { gross: 11500, vat: 1500, net: 10000 },
      method: "cash",
      currency: "SAR",
    });
    expect(refundPreview({ order: { ...paidOrder, payment: "card" }, ticket })).toMatchObject({ method: "card" });
  });

  it("goes back through the provider for an order paid online", () => {
    const online: RefundOrder = { ...paidOrder, channel: "online", payment: undefined, checkout: { provider: "yousr", sessionId: "s1", url: "https://pay.example/s1" } };
    expect(refundPreview({ order: online, ticket })).toMatchObject({ kind: "refund", method: "provider" });
  });

  it("is, for the whole order, what is still paid for, with its share of the VAT", () => {
    expect(refundPreview({ order: paidOrder })).toMatchObject({ amount: { gross: 23000, vat: 3000, net: 20000 } });
    // One ticket went back already: the other's price and VAT remain.
    expect(refundPreview({ order: { ...paidOrder, refundedAmount: 11500 } })).toMatchObject({ amount: { gross: 11500, vat: 1500, net: 10000 } });
    // A ticket of an order refunded in part at the provider: no more than what is left.
    expect(refundPreview({ order: { ...paidOrder, refundedAmount: 20000 }, ticket })).toMatchObject({ amount: { gross: 3000, vat: 391, net: 2609 } });
  });

  it("is nothing for an order not paid, a free ticket, or money all given back", () => {
    expect(refundPreview({ order: { ...paidOrder, status: "pending" } })).toEqual({ kind: "unpaid" });
    expect(refundPreview({ order: { ...paidOrder, status: "pending" }, ticket })).toEqual({ kind: "unpaid" });
    expect(refundPreview({ order: paidOrder, ticket: { price: 0 } })).toEqual({ kind: "nothing" });
    expect(refundPreview({ order: { ...paidOrder, refundedAmount: 23000 } })).toEqual({ kind: "nothing" });
  });

  it("has no VAT to give back on an order sold before VAT", () => {
    const beforeVat: RefundOrder = { ...paidOrder, items: [{ ticketTypeId: "vip", ticketTypeName: "كبار الزوار", quantity: 2, unitPrice: 11500 }] };
    expect(refundPreview({ order: beforeVat, ticket: { price: 11500 } })).toMatchObject({ amount: { gross: 11500, vat: 0, net: 11500 } });
    expect(refundPreview({ order: { ...beforeVat, refundedAmount: 11500 } })).toMatchObject({ amount: { gross: 11500, vat: 0, net: 11500 } });
  });
});
