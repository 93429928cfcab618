import { checkoutQuestionMessages as qm, type CheckoutQuestion } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { answerField, refusedAnswerField, type AnswersDraft, type QuestionLine } from "../../src/lib/answersDraft";
import { checkAnswersDraft, saleTickets, withAnswer } from "../../src/lib/saleAnswers";

const holder: CheckoutQuestion = { id: "name", label: "اسم حامل التذكرة", kind: "text", required: true, scope: "ticket", holderName: true };
const size: CheckoutQuestion = { id: "size", label: "مقاس القميص", kind: "choice", required: false, scope: "ticket", ticketTypeIds: ["adult"], options: ["S", "M", "L"] };
const seats: CheckoutQuestion = { id: "seats", label: "عدد المقاعد المتحركة", kind: "number", required: true, scope: "order", min: 0, max: 5 };
const consent: CheckoutQuestion = { id: "photos", label: "أوافق على التصوير", kind: "yesNo", required: true, scope: "order" };
const vipOnly: CheckoutQuestion = { id: "car", label: "رقم السيارة", kind: "text", required: true, scope: "order", ticketTypeIds: ["vip"] };
const questions = [seats, consent, holder, size, vipOnly];

const line = (id: string, name: string, quantity: number): QuestionLine => ({ type: { id, name }, quantity });
const lines = [line("child", "طفل", 1), line("adult", "بالغ", 2), line("vip", "كبار الزوار", 0)];

const filled: AnswersDraft = {
  order: { seats: "٢", photos: true, car: "أ ب ج ١٢٣" },
  byType: {
    child: [{ name: " ريم " }],
    adult: [{ name: "أحمد", size: "M" }, { name: "سارة" }, { name: "خالد", size: "L" }],
  },
};

describe("saleTickets", () => {
  it("lists the tickets in the order of the lines, each with its place among its type's", () => {
    expect(saleTickets([{ ticketTypeId: "child", quantity: 1 }, { ticketTypeId: "adult", quantity: 2 }, { ticketTypeId: "vip", quantity: 0 }])).toEqual([
      { ticketTypeId: "child", index: 0, nth: 0 },
      { ticketTypeId: "adult", index: 1, nth: 0 },
      { ticketTypeId: "adult", index: 2, nth: 1 },
    ]);
  });
});

describe("withAnswer", () => {
  it("changes the order's answer or one ticket's, leaving the others", () => {
    const order = withAnswer(filled, "seats", "3");
    expect(order.order).toEqual({ ...filled.order, seats: "3" });
    expect(order.byType).toBe(filled.byType);
    const second = withAnswer(filled, "name", "سارة علي", { ticketTypeId: "adult", index: 2, nth: 1 });
    expect(second.byType.adult).toEqual([{ name: "أحمد", size: "M" }, { name: "سارة علي" }, { name: "خالد", size: "L" }]);
    expect(second.byType.child).toBe(filled.byType.child);
  });

  it("leaves no hole before a type's later ticket (JSON would read it back as null)", () => {
    const draft = withAnswer(undefined, "name", "سارة", { ticketTypeId: "adult", index: 1, nth: 1 });
    expect(draft).toEqual({ order: {}, byType: { adult: [{}, { name: "سارة" }] } });
    expect(JSON.parse(JSON.stringify(draft))).toEqual(draft);
  });
});

describe("checkAnswersDraft", () => {
  it("sends nothing when the event asks nothing, or nothing of these tickets", () => {
    expect(checkAnswersDraft(undefined, lines, filled)).toEqual({ ok: true });
    expect(checkAnswersDraft([vipOnly], lines, filled)).toEqual({ ok: true });
  });

  it("sends the order's answers checked and typed, and each ticket's in the sale's order, only for the questions asked", () => {
    expect(checkAnswersDraft(questions, lines, filled)).toEqual({
      ok: true,
      answers: {
        // The number typed in Arabic digits is a number; the VIP's question is not asked of this sale.
        order: { seats: 2, photos: true },
        tickets: [{ name: "ريم" }, { name: "أحمد", size: "M" }, { name: "سارة" }],
      },
    });
  });

  it("keeps a ticket's answers when another type's quantity changes, and sends only the tickets there", () => {
    const fewer = [line("child", "طفل", 0), line("adult", "بالغ", 1)];
    expect(checkAnswersDraft(questions, fewer, filled)).toEqual({
      ok: true,
      answers: { order: { seats: 2, photos: true }, tickets: [{ name: "أحمد", size: "M" }] },
    });
  });

  it("sends the tickets' answers when only optional ones apply, one entry per ticket", () => {
    expect(checkAnswersDraft([size], [line("adult", "بالغ", 2)], undefined)).toEqual({ ok: true, answers: { tickets: [{}, {}] } });
  });

  it("puts each refusal beside its field, in the function's words, naming the ticket", () => {
    const draft: AnswersDraft = { order: { seats: "9" }, byType: { child: [{ name: "ريم" }], adult: [{ name: "أحمد" }, { name: "  " }] } };
    expect(checkAnswersDraft(questions, lines, draft)).toEqual({
      ok: false,
      errors: {
        [answerField("seats")]: qm.aboveMaximum(seats.label, 5),
        [answerField("photos")]: qm.required(consent.label),
        [answerField("name", 2)]: qm.forTicket(3, "بالغ", qm.required(holder.label)),
      },
    });
  });
});

describe("refusedAnswerField", () => {
  it("names the field of a refusal's question and ticket", () => {
    expect(refusedAnswerField({ questionId: "name", ticket: 1 })).toBe(answerField("name", 1));
    expect(refusedAnswerField({ questionId: "seats" })).toBe(answerField("seats"));
  });

  it.each([undefined, null, "name", {}, { ticket: 1 }, { questionId: "name", ticket: "1" }])("names none for %j", (details) => {
    expect(refusedAnswerField(details)).toBeUndefined();
  });
});
