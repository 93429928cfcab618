import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { auditActor, auditChanges, auditTickets, newestFirst } from "../../src/features/sales/editor/model/auditText";

const ltr = (text: string) => `\u2066${text}\u2069`;
// An answer isolated in its own direction: "L ← XL" keeps its order in Arabic text.
const fsi = (text: string) => `\u2068${text}\u2069`;

describe("auditChanges", () => {
  it("says a voided ticket went from valid to void", () => {
    expect(auditChanges({ action: "ticket_voided", before: { status: "valid" }, after: { status: "void" } })).toEqual([
      "صالحة ← ملغاة",
    ]);
  });

  it("says a refunded order went from paid to refunded", () => {
    expect(auditChanges({ action: "order_refunded", before: { status: "paid" }, after: { status: "refunded" } })).toEqual([
      "مدفوع ← مسترد",
    ]);
  });

  it("lists only the buyer's changed details", () => {
    expect(
      auditChanges({
        action: "buyer_corrected",
        before: { name: "سارا", phone: "0551234567" },
        after: { name: "سارة", phone: "0551234567", email: "s@x.io" },
      }),
    ).toEqual([`المشتري: سارا ← سارة`, `البريد الإلكتروني: — ← ${ltr("s@x.io")}`]);
  });

  it("shows a removed phone as a dash, and what it cannot read as a question mark", () => {
    expect(
      auditChanges({ action: "buyer_corrected", before: { name: "أ", phone: "0551234567" }, after: { name: "أ" } }),
    ).toEqual([`الهاتف: ${ltr("0551234567")} ← —`]);
    expect(auditChanges({ action: "order_cancelled", before: { status: 3 }, after: {} })).toEqual([
      `${ar.salesEditor.audit.unknownValue} ← ${ar.salesEditor.audit.unknownValue}`,
    ]);
  });
});

describe("auditChanges of a correction of answers", () => {
  const size = (value: string) => ({ questionId: "size", label: "المقاس", value });
  const student = (value: boolean) => ({ questionId: "student", label: "طالب؟", value });

  it("lists each answer changed, added or taken away under its label, yes/no in words", () => {
    expect(
      auditChanges({
        action: "answers_corrected",
        before: { answers: [size("M"), { questionId: "meal", label: "الوجبة", value: "نباتية" }] },
        after: { answers: [size("L"), student(true)] },
      }),
    ).toEqual([`المقاس: ${fsi("M")} ← ${fsi("L")}`, `طالب؟: — ← ${fsi(ar.answerWords.yes)}`, `الوجبة: ${fsi("نباتية")} ← —`]);
  });

  it("leaves out the answers that stayed, and reads an entry of another shape as unknown", () => {
    expect(auditChanges({ action: "answers_corrected", before: { answers: [size("M"), student(false)] }, after: { answers: [size("M"), student(true)] } })).toEqual([
      `طالب؟: ${fsi(ar.answerWords.no)} ← ${fsi(ar.answerWords.yes)}`,
    ]);
    expect(auditChanges({ action: "answers_corrected", before: {}, after: { answers: "x" } })).toEqual([
      `${ar.salesEditor.audit.unknownValue} ← ${ar.salesEditor.audit.unknownValue}`,
    ]);
  });
});

describe("auditTickets", () => {
  it("names the one ticket whose answers were corrected", () => {
    expect(auditTickets({ action: "answers_corrected", ticketIds: ["abcdefghijkl"] })).toBe(`التذكرة: ${ltr("#abcdefgh")}`);
    expect(auditTickets({ action: "answers_corrected" })).toBeUndefined();
  });

  it("lists short ids, at most five", () => {
    expect(auditTickets({ ticketIds: ["abcdefghijkl"] })).toBe(`التذاكر: ${ltr("#abcdefgh")}`);
    expect(auditTickets({ ticketIds: Array.from({ length: 7 }, (_, i) => `t${i}xxxxxxxx`) })).toBe(
      `التذاكر: ${[0, 1, 2, 3, 4].map((i) => ltr(`#t${i}xxxxxx`)).join("، ")} (+2)`,
    );
  });

  it("is undefined without tickets", () => {
    expect(auditTickets({})).toBeUndefined();
    expect(auditTickets({ ticketIds: [] })).toBeUndefined();
  });
});

describe("auditActor and newestFirst", () => {
  it("names the e-mail, else the uid", () => {
    expect(auditActor({ byUid: "u1", byEmail: "admin@bawwaba.test" })).toBe("admin@bawwaba.test");
    expect(auditActor({ byUid: "u1" })).toBe("u1");
  });

  it("sorts newest first, stable by id at the same instant", () => {
    const entries = [
      { id: "a", atMillis: 1 },
      { id: "b", atMillis: 3 },
      { id: "c", atMillis: 3 },
    ];
    expect(newestFirst(entries).map((entry) => entry.id)).toEqual(["c", "b", "a"]);
  });
});
