import { checkoutQuestionsEditorMessages, type CheckoutQuestion } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import {
  canNameHolder,
  draftOf,
  newQuestionDraft,
  validateQuestionDraft,
  type QuestionDraft,
} from "../../src/features/events/questions/model/questionDraft";

const qm = checkoutQuestionsEditorMessages.input;
const form = checkoutQuestionsEditorMessages.manager.form;
/** The demo derby's types. */
const TYPES = ["regular", "vip"];

const draft = (overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({ ...newQuestionDraft("q1"), label: "الاسم", ...overrides });

const validate = (value: QuestionDraft, others: CheckoutQuestion[] = []) => validateQuestionDraft(value, others, TYPES);
const errorsOf = (value: QuestionDraft, others: CheckoutQuestion[] = []) => {
  const result = validate(value, others);
  return result.ok ? {} : result.errors;
};

const holder: CheckoutQuestion = { id: "h1", label: "اسم حامل التذكرة", kind: "text", required: true, scope: "ticket", holderName: true };

describe("validateQuestionDraft: the question it makes", () => {
  it("starts as an optional short text asked once for the order, for every type, with two empty answers ready for a choice", () => {
    expect(newQuestionDraft("ab12")).toEqual({
      id: "ab12",
      label: "",
      help: "",
      kind: "text",
      required: false,
      scope: "order",
      ticketTypeIds: [],
      options: ["", ""],
      min: "",
      max: "",
      holderName: false,
    });
  });

  it("makes a short text with its label and help cleaned, and no empty fields", () => {
    const result = validate(draft({ label: "  الاسم   الكامل ", help: " كما في الهوية ", required: true }));
    expect(result.ok && result.question).toEqual({ id: "q1", label: "الاسم الكامل", help: "كما في الهوية", kind: "text", required: true, scope: "order" });
  });

  it("makes a per-ticket holder's name", () => {
    const result = validate(draft({ scope: "ticket", holderName: true, required: true }));
    expect(result.ok && result.question).toMatchObject({ scope: "ticket", holderName: true });
  });

  it("sends the holder's name only for a short text per ticket, whatever the switch held before the kind or scope changed", () => {
    expect(canNameHolder({ kind: "text", scope: "ticket" })).toBe(true);
    expect(canNameHolder({ kind: "longText", scope: "ticket" })).toBe(false);
    expect(canNameHolder({ kind: "text", scope: "order" })).toBe(false);
    const result = validate(draft({ scope: "order", holderName: true }));
    expect(result.ok && result.question.holderName).toBeUndefined();
  });

  it("makes a choice of the answers typed, leaving blank rows out, for the chosen types", () => {
    const result = validate(draft({ kind: "choice", options: [" S ", "", "M", "L"], ticketTypeIds: ["vip"], scope: "ticket" }));
    expect(result.ok && result.question).toEqual({
      id: "q1",
      label: "الاسم",
      kind: "choice",
      required: false,
      scope: "ticket",
      ticketTypeIds: ["vip"],
      options: ["S", "M", "L"],
    });
  });

  it("keeps a choice's answers out of any other kind, and bounds out of any kind but a number", () => {
    const result = validate(draft({ kind: "yesNo", options: ["أ", "ب"], min: "1", max: "5" }));
    expect(result.ok && result.question).toEqual({ id: "q1", label: "الاسم", kind: "yesNo", required: false, scope: "order" });
  });

  it("reads a number's bounds in any digits, negative or decimal, either one alone", () => {
    expect(validate(draft({ kind: "number", min: "١", max: "١٠" }))).toMatchObject({ ok: true, question: { min: 1, max: 10 } });
    expect(validate(draft({ kind: "number", min: "-2.5" }))).toMatchObject({ ok: true, question: { min: -2.5 } });
    const onlyMax = validate(draft({ kind: "number", max: "٣٫٥" }));
    expect(onlyMax.ok && onlyMax.question).toEqual({ id: "q1", label: "الاسم", kind: "number", required: false, scope: "order", max: 3.5 });
  });

  it("gives a question of the list back as it was: its draft makes the same question", () => {
    const question: CheckoutQuestion = {
      id: "size",
      label: "المقاس",
      help: "مقاس القميص",
      kind: "choice",
      required: true,
      scope: "ticket",
      ticketTypeIds: ["regular"],
      options: ["S", "M"],
    };
    expect(validate(draftOf(question))).toEqual({ ok: true, question });
    const number: CheckoutQuestion = { id: "age", label: "العمر", kind: "number", required: false, scope: "order", min: 0, max: 120 };
    expect(draftOf(number)).toMatchObject({ min: "0", max: "120", options: ["", ""], help: "" });
    expect(validate(draftOf(number))).toEqual({ ok: true, question: number });
  });
});

describe("validateQuestionDraft: what it refuses, beside each field", () => {
  it("refuses an empty or too long label in the function's words", () => {
    expect(errorsOf(draft({ label: "   " }))).toEqual({ label: qm.label });
    expect(errorsOf(draft({ label: "س".repeat(201) }))).toEqual({ label: qm.label });
  });

  it("refuses a help line over 300 characters", () => {
    expect(errorsOf(draft({ help: "ش".repeat(301) }))).toEqual({ help: qm.help });
  });

  it("refuses a choice with fewer than two answers, or the same answer twice, beside the answers", () => {
    expect(errorsOf(draft({ kind: "choice", options: ["S", ""] }))).toEqual({ options: qm.options });
    expect(errorsOf(draft({ kind: "choice", options: ["S", "S "] }))).toEqual({ options: qm.options });
    expect(errorsOf(draft({ kind: "choice", options: Array.from({ length: 21 }, (_, index) => `${index}`) }))).toEqual({ options: qm.options });
  });

  it("refuses a bound that is not a number beside it, and a minimum over the maximum beside the maximum", () => {
    expect(errorsOf(draft({ kind: "number", min: "abc", max: "1,000" }))).toEqual({ min: form.notANumber, max: form.notANumber });
    expect(errorsOf(draft({ kind: "number", min: "10", max: "5" }))).toEqual({ max: qm.bounds });
  });

  it("refuses a second holder's name beside its switch", () => {
    expect(errorsOf(draft({ scope: "ticket", holderName: true }), [holder])).toEqual({ holderName: qm.oneHolderName });
    // The holder's own question, edited, is not among the others.
    expect(validate(draftOf(holder), []).ok).toBe(true);
  });

  it("refuses a type the event does not have (removed since) beside the types", () => {
    expect(errorsOf(draft({ ticketTypeIds: ["regular", "gone"] }))).toEqual({ ticketTypeIds: qm.ticketTypes });
  });

  it("says everything wrong at once", () => {
    expect(errorsOf(draft({ label: "", kind: "number", min: "x" }))).toEqual({ label: qm.label, min: form.notANumber });
  });
});
