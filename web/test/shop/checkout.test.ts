import { ar, inDisplayLocale, type CheckoutQuestion, type CheckPromoCodeResult } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { answerField, type AnswersDraft } from "../../src/lib/answersDraft";
import { saleLines, saleTotal, type Cart } from "../../src/lib/cart";
import { withAnswer } from "../../src/lib/saleAnswers";
import { emptyCheckout, type CheckoutDraft } from "../../src/features/shop/model/checkout";
import { checkoutDraftOf } from "../../src/features/shop/model/checkoutDrafts";
import { toStoredTicketType } from "../../src/data/catalogue";
import { cartWithoutUnlocked, salePromoOf } from "../../src/lib/salePromo";
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
      language: "ar",
    });
    expect("email" in result.request.input.buyer).toBe(false);
    expect(result.request.eventTitle).toBe("ديربي العاصمة");
  });

  it("names the page's language, which the buyer's messages follow", () => {
    const result = inDisplayLocale({ language: "en" }, () => validate(draft()));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.request.input.language).toBe("en");
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
    expect(result).toEqual({ ok: false, errors: { items: ar.shopCheckout.fixQuantities } });
  });
});

describe("a promo code in the checkout", () => {
  // What checkPromoCode answers for a code taking 25 % off the regular type and unlocking a sponsors' type.
  const promo: CheckPromoCodeResult = {
    code: "SPONSOR",
    perOrderLimit: 4,
    ticketTypes: [
      { id: "regular", name: "عادي", price: 5000, discountedPrice: 3750, perOrderLimit: 6, remaining: 100, hidden: false },
      { id: "sponsors", name: "رعاة", price: 40000, discountedPrice: 40000, perOrderLimit: 2, remaining: 5, hidden: true },
    ],
  };

  it("prices the code's types at its price, keeps the others at theirs, and adds the types it unlocks", () => {
    const lines = saleLines(event, { regular: 2, vip: 1, sponsors: 1 }, NOW, undefined, salePromoOf(promo, toStoredTicketType));
    expect(lines.map((line) => [line.type.id, line.promoPrice, line.total])).toEqual([
      ["regular", 3750, 7500],
      ["vip", undefined, 20000],
      // Unlocked at its own price: no struck-through price.
      ["sponsors", undefined, 40000],
    ]);
    expect(lines[2]!.max).toBe(2);
    expect(saleTotal(lines)).toBe(67500);
  });

  it("sends the code with the purchase, and keys the purchase by it", () => {
    const withCode = draft({ cart: { regular: 2 }, promo });
    const result = validateCheckout(event, saleLines(event, withCode.cart, NOW, undefined, salePromoOf(promo, toStoredTicketType)), withCode);
    const without = validate(draft({ cart: { regular: 2 } }));
    if (!result.ok || !without.ok) throw new Error("expected valid purchases");
    expect(result.request.input).toMatchObject({ promoCode: "SPONSOR" });
    expect("promoCode" in without.request.input).toBe(false);
    expect(result.request.key).not.toBe(without.request.key);
  });

  it("taken off, leaves the cart without the types only it unlocked", () => {
    expect(cartWithoutUnlocked({ regular: 2, sponsors: 1 }, promo)).toEqual({ regular: 2 });
  });

  it("is kept with the draft for the tab's session, and a malformed one is not", () => {
    const storage = new Map<string, string>();
    const tab = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) } as Storage;
    const stored = checkoutDraftOf(tab, "derby");
    stored.write(draft({ promo }));
    expect(stored.read().promo).toEqual(promo);
    const [key] = storage.keys();
    storage.set(key!, JSON.stringify({ ...draft(), promo: { code: "X", ticketTypes: [{ id: "regular", price: "free" }] } }));
    expect(stored.read()).toEqual(emptyCheckout);
  });
});

describe("the event's questions in the checkout", () => {
  const holder: CheckoutQuestion = { id: "name", label: "اسم حامل التذكرة", kind: "text", required: true, scope: "ticket", holderName: true };
  const how: CheckoutQuestion = { id: "how", label: "كيف عرفت عنّا؟", kind: "choice", required: true, scope: "order", options: ["صديق", "إعلان"] };
  const asking = saleEvent([regular, vip], { questions: [how, holder] });
  const answers: AnswersDraft = { order: { how: "صديق" }, byType: { regular: [{ name: "أحمد" }, { name: "سارة" }], vip: [{ name: "خالد" }] } };
  const validateAsking = (value: CheckoutDraft) => validateCheckout(asking, saleLines(asking, value.cart, NOW), value);

  it("sends the answers with the purchase, each ticket's in the order of the items, and keys the purchase by them", () => {
    const result = validateAsking(draft({ answers }));
    const renamed = validateAsking(draft({ answers: withAnswer(answers, "name", "منى", { ticketTypeId: "vip", index: 2, nth: 0 }) }));
    if (!result.ok || !renamed.ok) throw new Error("expected valid purchases");
    expect(result.request.input.answers).toEqual({ order: { how: "صديق" }, tickets: [{ name: "أحمد" }, { name: "سارة" }, { name: "خالد" }] });
    expect(renamed.request.key).not.toBe(result.request.key);
  });

  it("puts a missing answer beside its field with the other problems", () => {
    const result = validateAsking(draft({ buyerName: " ", answers: { ...answers, byType: { ...answers.byType, regular: [{ name: "أحمد" }] } } }));
    expect(result).toEqual({
      ok: false,
      errors: { buyerName: ar.input.buyerName, [answerField("name", 1)]: ar.checkoutQuestions.forTicket(2, "عادي", ar.checkoutQuestions.required(holder.label)) },
    });
  });

  it("keeps the answers with the draft for the tab's session, and malformed ones are not", () => {
    const storage = new Map<string, string>();
    const tab = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) } as Storage;
    const stored = checkoutDraftOf(tab, "derby");
    stored.write(draft({ answers: withAnswer(answers, "photos", true) }));
    expect(stored.read().answers).toEqual({ ...answers, order: { how: "صديق", photos: true } });
    const [key] = storage.keys();
    storage.set(key!, JSON.stringify({ ...draft(), answers: { order: {}, byType: { regular: [null] } } }));
    expect(stored.read()).toEqual(emptyCheckout);
  });
});
