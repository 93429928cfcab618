import { ar, phoneFieldMessages, type CheckoutQuestion, type CheckPromoCodeResult } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { answerField } from "../../src/lib/answersDraft";
import { saleLines, type Cart } from "../../src/lib/cart";
import { salePromoOf } from "../../src/lib/salePromo";
import * as checks from "../../src/features/sales/model/saleChecks";
import { validateSale, type SaleDraft } from "../../src/features/sales/model/saleRequest";
import { HOUR, NOW, saleEvent, ticketType } from "./fixtures";

const regular = ticketType({ id: "regular", name: "عادي", price: 5000, perOrderLimit: 6 });
const vip = ticketType({ id: "vip", name: "كبار الزوار", price: 20000, capacity: 10, sold: 8, perOrderLimit: 4 });
const event = saleEvent([regular, vip]);

const draft = (overrides: Partial<SaleDraft> = {}): SaleDraft => ({
  cart: { regular: 2, vip: 1 },
  buyerName: "  سارة أحمد ",
  buyerCountry: "SA",
  buyerPhone: "٠٥٠ ١٢٣ ٤٥٦٧",
  payment: "cash",
  ...overrides,
});

const validate = (value: SaleDraft, cart: Cart = value.cart) =>
  validateSale(event, saleLines(event, cart, NOW, value.payment), value, checks);

describe("validateSale", () => {
  it("builds the issueTickets input with the buyer trimmed and the phone in E.164", () => {
    const result = validate(draft());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.input).toEqual({
      eventId: "derby",
      items: [
        { ticketTypeId: "regular", quantity: 2 },
        { ticketTypeId: "vip", quantity: 1 },
      ],
      buyer: { name: "سارة أحمد", phone: "+966501234567" },
      payment: "cash",
    });
    expect(result.request.receipt).toEqual({
      eventId: event.id,
      eventTitle: "ديربي العاصمة",
      venue: "ملعب المدينة",
      startsAtMillis: NOW + 48 * HOUR,
      timeZone: "Asia/Riyadh",
      currency: "SAR",
      unitPrices: { regular: 5000, vip: 20000 },
      buyerName: "سارة أحمد",
      buyerPhone: "+966501234567",
      buyerWhatsApp: "966501234567",
      payment: "cash",
      total: 30000,
    });
  });

  it("reads a local number as one of the country chosen, an international one whatever the country", () => {
    const phoneOf = (value: Partial<SaleDraft>) => {
      const result = validate(draft(value));
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.request.input.buyer.phone;
    };
    expect(phoneOf({ buyerCountry: "EG", buyerPhone: "010 1234 5678" })).toBe("+201012345678");
    expect(phoneOf({ buyerCountry: "KW", buyerPhone: "5012 3456" })).toBe("+96550123456");
    expect(phoneOf({ buyerCountry: "EG", buyerPhone: "+966 50 123 4567" })).toBe("+966501234567");
    expect(phoneOf({ buyerCountry: "SA", buyerPhone: "00212 612 345 678" })).toBe("+212612345678");
  });

  it("refuses a number that is not one of the country chosen", () => {
    expect(validate(draft({ buyerCountry: "SA", buyerPhone: "01012345678" }))).toEqual({
      ok: false,
      errors: { buyerPhone: phoneFieldMessages.invalid },
    });
    expect(validate(draft({ buyerPhone: "05512345678901" }))).toEqual({ ok: false, errors: { buyerPhone: phoneFieldMessages.invalid } });
  });

  it("leaves the phone out when there is none (the callable would send undefined as null)", () => {
    const result = validate(draft({ buyerPhone: "  " }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.input.buyer).toEqual({ name: "سارة أحمد" });
    expect("phone" in result.request.input.buyer).toBe(false);
  });

  it("records given-away tickets at no price", () => {
    const result = validate(draft({ payment: "complimentary" }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.receipt.unitPrices).toEqual({ regular: 0, vip: 0 });
    expect(result.request.receipt.total).toBe(0);
  });

  it("puts each of the schema's messages beside its field", () => {
    const result = validate(draft({ cart: {}, buyerName: " ", buyerPhone: "12" }));
    expect(result).toEqual({
      ok: false,
      errors: { items: ar.input.itemsEmpty, buyerName: ar.input.buyerName, buyerPhone: phoneFieldMessages.invalid },
    });
  });

  it("refuses a line that can no longer be sold as chosen", () => {
    const result = validate(draft({ cart: { vip: 3 } }));
    expect(result).toEqual({ ok: false, errors: { items: ar.sales.fixQuantities } });
  });

  it("gives the same key to the same sale and another to any change", () => {
    const key = (value: SaleDraft) => {
      const result = validate(value);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.request.key;
    };
    expect(key(draft())).toBe(key(draft({ buyerName: "سارة أحمد" })));
    expect(key(draft())).not.toBe(key(draft({ payment: "card" })));
    expect(key(draft())).not.toBe(key(draft({ cart: { regular: 3, vip: 1 } })));
    expect(key(draft())).not.toBe(key(draft({ buyerPhone: "" })));
    // The same number typed another way is the same sale.
    expect(key(draft())).toBe(key(draft({ buyerCountry: "EG", buyerPhone: "+966501234567" })));
  });
});

describe("validateSale with a promo code", () => {
  const promo: CheckPromoCodeResult = {
    code: "STAFF20",
    ticketTypes: [{ id: "regular", name: "عادي", price: 5000, discountedPrice: 4000, perOrderLimit: 6, remaining: 90, hidden: false }],
  };
  const withCode = (payment: SaleDraft["payment"]) => {
    const value = draft({ promo, payment });
    return validateSale(event, saleLines(event, value.cart, NOW, payment, salePromoOf(promo)), value, checks);
  };

  it("sends the code, and the receipt and total carry the code's prices", () => {
    const result = withCode("cash");
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.input).toMatchObject({ promoCode: "STAFF20" });
    expect(result.request.receipt).toMatchObject({ unitPrices: { regular: 4000, vip: 20000 }, total: 28000 });
  });

  it("gives complimentary tickets away whatever the code", () => {
    const result = withCode("complimentary");
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.receipt).toMatchObject({ unitPrices: { regular: 0, vip: 0 }, total: 0 });
  });
});

describe("validateSale with the event's questions", () => {
  const holder: CheckoutQuestion = { id: "name", label: "اسم حامل التذكرة", kind: "text", required: true, scope: "ticket", ticketTypeIds: ["vip"], holderName: true };
  const asking = saleEvent([regular, vip], { questions: [holder] });
  const withAnswers = (answers: SaleDraft["answers"]) => {
    const value = draft({ answers });
    return validateSale(asking, saleLines(asking, value.cart, NOW, value.payment), value, checks);
  };

  it("sends each ticket's answers in the order of the items, the types not asked with none", () => {
    const result = withAnswers({ order: {}, byType: { vip: [{ name: " خالد  العتيبي " }] } });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.input.answers).toEqual({ tickets: [{}, {}, { name: "خالد العتيبي" }] });
  });

  it("refuses a missing answer beside its field, naming the ticket", () => {
    expect(withAnswers(undefined)).toEqual({
      ok: false,
      errors: { [answerField("name", 2)]: ar.checkoutQuestions.forTicket(3, "كبار الزوار", ar.checkoutQuestions.required(holder.label)) },
    });
  });
});
