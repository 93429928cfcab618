// The one check of answers to the questions at checkout, which the shop, the
// box office and the functions run alike: each kind's rules and Arabic
// message, which questions a sale asks, the per-ticket alignment, and the
// organiser's definitions' schema.
import { describe, expect, it } from "vitest";
import { holderNameOf, orderQuestionsFor, saleAsks, ticketQuestionsFor, ticketsOfSale, type CheckoutQuestion } from "../src/checkoutQuestionBasics.js";
import { checkAnswer, checkSaleAnswers, storedAnswers } from "../src/checkoutQuestions.js";
import { setEventQuestionsInput } from "../src/checkoutQuestionSchemas.js";
import { checkoutQuestionMessages as m } from "../src/messages/checkoutQuestions.js";
import { checkoutQuestionsEditorMessages } from "../src/messages/checkoutQuestionsEditor.js";

const q = (fields: Partial<CheckoutQuestion> & Pick<CheckoutQuestion, "kind">): CheckoutQuestion => ({
  id: "q",
  label: "سؤال",
  required: true,
  scope: "order",
  ...fields,
});

describe("checkAnswer", () => {
  it.each([
    { kind: "text", raw: undefined },
    { kind: "text", raw: "   " },
    { kind: "text", raw: "\u200f\u200e" },
    { kind: "longText", raw: null },
    { kind: "choice", raw: "" },
    { kind: "yesNo", raw: undefined },
    { kind: "number", raw: "" },
    { kind: "date", raw: undefined },
  ] as const)("a required $kind left as $raw is refused as missing; an optional one is no answer", ({ kind, raw }) => {
    expect(checkAnswer(q({ kind, options: ["أ", "ب"] }), raw)).toEqual({ error: m.required("سؤال") });
    expect(checkAnswer(q({ kind, options: ["أ", "ب"], required: false }), raw)).toEqual({});
  });

  it("keeps a short answer on one line without invisible characters, and a long one with its lines", () => {
    expect(checkAnswer(q({ kind: "text" }), "  سارة\n\u202eعلي  ")).toEqual({ value: "سارة علي" });
    expect(checkAnswer(q({ kind: "longText" }), "سطر\r\nسطر ثانٍ\u200b")).toEqual({ value: "سطر\nسطر ثانٍ" });
    expect(checkAnswer(q({ kind: "text" }), "أ".repeat(200))).toEqual({ value: "أ".repeat(200) });
    expect(checkAnswer(q({ kind: "text" }), "أ".repeat(201))).toEqual({ error: m.tooLong("سؤال", 200) });
    expect(checkAnswer(q({ kind: "longText" }), "أ".repeat(2001))).toEqual({ error: m.tooLong("سؤال", 2000) });
    expect(checkAnswer(q({ kind: "text" }), 42)).toEqual({ error: m.required("سؤال") });
  });

  it("takes a choice only among its options", () => {
    const size = q({ kind: "choice", options: ["S", "M"] });
    expect(checkAnswer(size, " M ")).toEqual({ value: "M" });
    expect(checkAnswer(size, "XL")).toEqual({ error: m.notOffered("سؤال") });
    expect(checkAnswer(size, 1)).toEqual({ error: m.notOffered("سؤال") });
  });

  it("takes yes or no as a boolean only", () => {
    expect(checkAnswer(q({ kind: "yesNo" }), false)).toEqual({ value: false });
    expect(checkAnswer(q({ kind: "yesNo" }), "نعم")).toEqual({ error: m.notYesNo("سؤال") });
  });

  it("reads numbers in Arabic or Latin digits, within the bounds", () => {
    const age = q({ kind: "number", min: 1, max: 120 });
    expect(checkAnswer(age, "٣٤")).toEqual({ value: 34 });
    expect(checkAnswer(age, "۱۲٫۵")).toEqual({ value: 12.5 });
    expect(checkAnswer(age, 7)).toEqual({ value: 7 });
    expect(checkAnswer(age, "ثلاثون")).toEqual({ error: m.notNumber("سؤال") });
    expect(checkAnswer(age, Number.NaN)).toEqual({ error: m.notNumber("سؤال") });
    expect(checkAnswer(age, 0)).toEqual({ error: m.belowMinimum("سؤال", 1) });
    expect(checkAnswer(age, "121")).toEqual({ error: m.aboveMaximum("سؤال", 120) });
  });

  it("takes a calendar date as YYYY-MM-DD, Arabic digits included", () => {
    const born = q({ kind: "date" });
    expect(checkAnswer(born, "٢٠٠١-٠٢-٢٨")).toEqual({ value: "2001-02-28" });
    expect(checkAnswer(born, "2000-02-29")).toEqual({ value: "2000-02-29" });
    for (const raw of ["2001-02-29", "2001-13-01", "01-02-2001", "1800-01-01", 20010228]) {
      expect(checkAnswer(born, raw)).toEqual({ error: m.notDate("سؤال") });
    }
  });
});

describe("which questions a sale asks", () => {
  const questions: CheckoutQuestion[] = [
    q({ id: "holder", kind: "text", scope: "ticket", holderName: true }),
    q({ id: "size", kind: "choice", scope: "ticket", ticketTypeIds: ["vip"], options: ["S", "M"] }),
    q({ id: "parking", kind: "yesNo", scope: "order", ticketTypeIds: ["vip"] }),
    q({ id: "heard", kind: "text", scope: "order", required: false }),
  ];

  it("asks order questions of the types in the sale, and ticket questions per type", () => {
    expect(orderQuestionsFor(questions, [{ ticketTypeId: "adult", quantity: 2 }]).map((x) => x.id)).toEqual(["heard"]);
    expect(orderQuestionsFor(questions, [{ ticketTypeId: "adult", quantity: 1 }, { ticketTypeId: "vip", quantity: 1 }]).map((x) => x.id)).toEqual(["parking", "heard"]);
    expect(orderQuestionsFor(questions, [{ ticketTypeId: "vip", quantity: 0 }]).map((x) => x.id)).toEqual([]);
    expect(ticketQuestionsFor(questions, "vip").map((x) => x.id)).toEqual(["holder", "size"]);
    expect(ticketQuestionsFor(questions, "adult").map((x) => x.id)).toEqual(["holder"]);
    expect(saleAsks(questions, [{ ticketTypeId: "adult", quantity: 1 }])).toBe(true);
    expect(saleAsks([], [{ ticketTypeId: "adult", quantity: 1 }])).toBe(false);
    expect(saleAsks(undefined, [{ ticketTypeId: "adult", quantity: 1 }])).toBe(false);
  });

  it("aligns tickets with the sale's lines, each repeated by its quantity", () => {
    expect(ticketsOfSale([{ ticketTypeId: "a", quantity: 2 }, { ticketTypeId: "b", quantity: 1 }])).toEqual(["a", "a", "b"]);
  });

  const lines = [{ ticketTypeId: "adult", quantity: 1 }, { ticketTypeId: "vip", quantity: 1 }];
  const names = (id: string) => (id === "vip" ? "كبار الزوار" : "بالغ");

  it("answers every problem, each ticket's named by its place and type", () => {
    const checked = checkSaleAnswers(questions, lines, { order: {}, tickets: [{ holder: "" }, { holder: "سارة", size: "XL" }] }, names);
    expect(checked).toEqual({
      problems: [
        { message: m.required("سؤال"), questionId: "parking" },
        { message: m.forTicket(1, "بالغ", m.required("سؤال")), questionId: "holder", ticket: 0 },
        { message: m.forTicket(2, "كبار الزوار", m.notOffered("سؤال")), questionId: "size", ticket: 1 },
      ],
    });
  });

  it("answers the checked answers, none for an optional question left empty", () => {
    const checked = checkSaleAnswers(questions, lines, { order: { parking: true, heard: " " }, tickets: [{ holder: "أحمد" }, { holder: "سارة", size: "M" }] }, names);
    expect(checked).toEqual({ answers: { order: { parking: true }, tickets: [{ holder: "أحمد" }, { holder: "سارة", size: "M" }] } });
  });

  it("refuses answers for tickets that do not match the sale's, and to questions not asked", () => {
    expect(checkSaleAnswers(questions, lines, { order: { parking: true }, tickets: [{ holder: "أحمد" }] }, names)).toMatchObject({
      problems: [{ message: m.ticketCount }],
    });
    expect(checkSaleAnswers(questions, lines, { order: { parking: true, salary: "x" }, tickets: [{ holder: "أ" }, { holder: "ب", size: "S" }] }, names)).toEqual({
      problems: [{ message: m.unknownQuestion }],
    });
    expect(checkSaleAnswers([], lines, { tickets: [{ holder: "أ" }, {}] }, names)).toEqual({ problems: [{ message: m.unknownQuestion }] });
    expect(checkSaleAnswers([], lines, undefined, names)).toEqual({ answers: { order: {}, tickets: [] } });
  });

  it("stores answers with their labels in the questions' order, marking the holder's name", () => {
    const entries = storedAnswers(questions, { size: "M", holder: "سارة" });
    expect(entries).toEqual([
      { questionId: "holder", label: "سؤال", value: "سارة", holderName: true },
      { questionId: "size", label: "سؤال", value: "M" },
    ]);
    expect(holderNameOf(entries)).toBe("سارة");
    expect(holderNameOf(storedAnswers(questions, { size: "M" }))).toBeUndefined();
    expect(holderNameOf(undefined)).toBeUndefined();
  });
});

describe("setEventQuestionsInput", () => {
  const input = (questions: unknown[]) => setEventQuestionsInput.safeParse({ eventId: "event1", questions });
  const firstMessage = (questions: unknown[]) => {
    const result = input(questions);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
  const e = checkoutQuestionsEditorMessages.input;

  it("takes each kind well defined", () => {
    const result = input([
      { id: "a", label: " الاسم ", kind: "text", required: true, scope: "ticket", holderName: true },
      { id: "b", label: "المقاس", kind: "choice", required: true, scope: "ticket", options: ["S", "M"] },
      { id: "c", label: "العمر", kind: "number", required: false, scope: "order", min: 1, max: 99 },
      { id: "d", label: "ملاحظات", kind: "longText", required: false, scope: "order" },
      { id: "e", label: "موافق؟", kind: "yesNo", required: true, scope: "order" },
      { id: "f", label: "الميلاد", kind: "date", required: false, scope: "order" },
    ]);
    expect(result.success).toBe(true);
    expect(result.data?.questions[0]?.label).toBe("الاسم");
  });

  it.each([
    { why: "a choice without options", question: { kind: "choice" }, message: e.options },
    { why: "options on a text", question: { kind: "text", options: ["x", "y"] }, message: e.options },
    { why: "bounds on a text", question: { kind: "text", min: 1 }, message: e.bounds },
    { why: "a holder's name that is a number", question: { kind: "number", holderName: true, scope: "ticket" }, message: e.holderName },
    { why: "an id with capitals", question: { id: "Name" }, message: e.duplicateId },
    { why: "an unknown kind", question: { kind: "file" }, message: e.kind },
    { why: "an unknown scope", question: { scope: "event" }, message: e.scope },
  ])("refuses $why", ({ question, message }) => {
    expect(firstMessage([{ id: "a", label: "سؤال", kind: "text", required: true, scope: "order", ...question }])).toBe(message);
  });

  it("refuses two questions with one id, two holder names, and more than 20 questions", () => {
    const text = { label: "سؤال", kind: "text", required: false, scope: "ticket" };
    expect(firstMessage([{ id: "a", ...text }, { id: "a", ...text }])).toBe(e.duplicateId);
    expect(firstMessage([{ id: "a", ...text, holderName: true }, { id: "b", ...text, holderName: true }])).toBe(e.oneHolderName);
    expect(firstMessage(Array.from({ length: 21 }, (_, index) => ({ id: `q${index}`, ...text })))).toBe(e.tooMany);
  });
});
