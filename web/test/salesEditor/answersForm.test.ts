import { ar, type CheckoutQuestion } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import {
  answersDraft,
  changesAnswers,
  droppedAnswers,
  parseAnswersCorrection,
} from "../../src/features/sales/editor/model/answersForm";

const m = ar.checkoutQuestions;

const QUESTIONS: CheckoutQuestion[] = [
  { id: "holder", label: "اسم الحامل", kind: "text", required: true, scope: "ticket", holderName: true },
  { id: "size", label: "المقاس", kind: "choice", required: false, scope: "ticket", options: ["M", "L"] },
  { id: "student", label: "طالب؟", kind: "yesNo", required: false, scope: "ticket" },
  { id: "age", label: "العمر", kind: "number", required: false, scope: "ticket", min: 5, max: 99 },
  { id: "born", label: "تاريخ الميلاد", kind: "date", required: false, scope: "ticket" },
];

const STORED = [
  { questionId: "holder", label: "اسم الحامل", value: "ريم", holderName: true },
  { questionId: "student", label: "طالب؟", value: false },
  { questionId: "age", label: "العمر", value: 19 },
];

describe("answersDraft", () => {
  it("fills each question's field with its stored answer as text, yes/no as yes or no, empty when unanswered", () => {
    expect(answersDraft(QUESTIONS, STORED)).toEqual({ holder: "ريم", size: "", student: "no", age: "19", born: "" });
    expect(answersDraft(QUESTIONS, [{ questionId: "student", label: "طالب؟", value: true }]).student).toBe("yes");
  });
});

describe("parseAnswersCorrection", () => {
  const draft = { holder: "  ريم   السالم ", size: "L", student: "yes", age: "٢٠", born: "2001-02-03" };

  it("gives the answers as the function stores them (cleaned, numbers as numbers, yes/no as booleans) and the trimmed reason", () => {
    expect(parseAnswersCorrection(QUESTIONS, draft, "  خطأ إملائي ")).toEqual({
      ok: true,
      answers: { holder: "ريم السالم", size: "L", student: true, age: 20, born: "2001-02-03" },
      reason: "خطأ إملائي",
    });
  });

  it("leaves an optional question left empty unanswered", () => {
    const parsed = parseAnswersCorrection(QUESTIONS, { ...draft, size: "", student: "", age: " ", born: "" }, "سبب");
    expect(parsed).toEqual({ ok: true, answers: { holder: "ريم السالم" }, reason: "سبب" });
  });

  it("says beside each field what is wrong with it, in the sale's words, and asks for a reason", () => {
    const parsed = parseAnswersCorrection(QUESTIONS, { holder: "", size: "XL", student: "", age: "3", born: "2001-02-30" }, " ");
    expect(parsed).toEqual({
      ok: false,
      errors: {
        holder: m.required("اسم الحامل"),
        size: m.notOffered("المقاس"),
        age: m.belowMinimum("العمر", 5),
        born: m.notDate("تاريخ الميلاد"),
      },
      reasonError: ar.input.reason,
    });
  });

  it("refuses the answers alone when the reason is given", () => {
    const parsed = parseAnswersCorrection(QUESTIONS, { ...draft, age: "abc" }, "سبب");
    expect(parsed).toEqual({ ok: false, errors: { age: m.notNumber("العمر") } });
  });
});

describe("changesAnswers", () => {
  it("is false for the stored answers again, true for one changed, added or taken away", () => {
    expect(changesAnswers(STORED, { holder: "ريم", student: false, age: 19 })).toBe(false);
    expect(changesAnswers(STORED, { holder: "ريم", student: true, age: 19 })).toBe(true);
    expect(changesAnswers(STORED, { holder: "ريم", student: false, age: 19, size: "M" })).toBe(true);
    expect(changesAnswers(STORED, { holder: "ريم", student: false })).toBe(true);
    expect(changesAnswers([], {})).toBe(false);
  });
});

describe("droppedAnswers", () => {
  it("lists the stored answers to questions no longer asked, which a correction drops", () => {
    const old = { questionId: "meal", label: "الوجبة", value: "نباتية" };
    expect(droppedAnswers(QUESTIONS, [...STORED, old])).toEqual([old]);
    expect(droppedAnswers(QUESTIONS, STORED)).toEqual([]);
  });
});
