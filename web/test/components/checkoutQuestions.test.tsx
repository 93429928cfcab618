// The questions' form of a sale, drawn on the server: the order's questions
// once, each ticket's under its place and type, one field per kind, the
// required ones marked, help or the message under each.
import { answerWords, checkoutQuestionMessages as qm, checkoutQuestionsFormMessages as m, type CheckoutQuestion } from "@bawwaba/common";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import CheckoutQuestions, { type CheckoutQuestionsProps } from "../../src/components/CheckoutQuestions";
import { answerField, type QuestionLine } from "../../src/lib/answersDraft";

const holder: CheckoutQuestion = { id: "name", label: "اسم حامل التذكرة", help: "كما في الهوية", kind: "text", required: true, scope: "ticket", holderName: true };
const photos: CheckoutQuestion = { id: "photos", label: "أوافق على التصوير", kind: "yesNo", required: true, scope: "order" };
const city: CheckoutQuestion = { id: "city", label: "المدينة", kind: "choice", required: false, scope: "order", options: ["الرياض", "جدة", "الدمام", "مكة", "المدينة"] };
const size: CheckoutQuestion = { id: "size", label: "المقاس", kind: "choice", required: false, scope: "ticket", ticketTypeIds: ["adult"], options: ["S", "M"] };
const notes: CheckoutQuestion = { id: "notes", label: "ملاحظات", kind: "longText", required: false, scope: "order" };
const born: CheckoutQuestion = { id: "born", label: "تاريخ الميلاد", kind: "date", required: false, scope: "ticket", ticketTypeIds: ["child"] };
const age: CheckoutQuestion = { id: "age", label: "العمر", kind: "number", required: false, scope: "ticket", ticketTypeIds: ["child"] };

const line = (id: string, name: string, quantity: number): QuestionLine => ({ type: { id, name }, quantity });

const props: CheckoutQuestionsProps = {
  questions: [photos, city, notes, holder, size],
  lines: [line("adult", "بالغ", 2), line("vip", "كبار الزوار", 0)],
  value: { order: { city: "جدة" }, byType: { adult: [{ name: "أحمد" }] } },
  onChange: () => {},
  errors: {},
};

const draw = (overrides: Partial<CheckoutQuestionsProps> = {}) => renderToStaticMarkup(<CheckoutQuestions {...props} {...overrides} />);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
/** The part of the markup from the group with this test id on. */
const from = (html: string, testId: string) => html.slice(html.indexOf(`data-testid="${testId}"`));

describe("CheckoutQuestions", () => {
  it("draws nothing when the sale asks nothing", () => {
    expect(draw({ lines: [line("adult", "بالغ", 0)] })).toBe("");
    expect(draw({ questions: [size], lines: [line("child", "طفل", 2)] })).toBe("");
  });

  it("asks the order's questions once, then each ticket's under its place and type", () => {
    const html = draw();
    const shown = text(html);
    expect(shown).toContain(m.heading);
    expect(shown.indexOf(photos.label)).toBeLessThan(shown.indexOf(m.ticketHeading(1, "بالغ")));
    expect(shown).toContain(m.ticketHeading(2, "بالغ"));
    expect(html.match(new RegExp(`<label[^>]*>${holder.label}`, "g"))).toHaveLength(2);
    // Each ticket's fields carry its own answers.
    expect(from(html, "answers-ticket-1")).toMatch(/value="أحمد"/);
    expect(from(html, "answers-ticket-2")).not.toMatch(/value="أحمد"/);
  });

  it("numbers the tickets as the sale sends them, leaving out those asked nothing", () => {
    const html = text(draw({ questions: [born, age], lines: [line("adult", "بالغ", 1), line("child", "طفل", 1)] }));
    expect(html).toContain(m.ticketHeading(2, "طفل"));
    expect(html).not.toContain(m.ticketHeading(1, "بالغ"));
  });

  it("marks the required questions and shows a question's help under it", () => {
    const html = draw();
    expect(html).toMatch(new RegExp(`${holder.label}<span aria-hidden="true" class="[^"]*asterisk`));
    expect(html).toContain(holder.help!);
    expect(html).not.toMatch(new RegExp(`${notes.label}<span aria-hidden="true" class="[^"]*asterisk`));
  });

  it("asks yes or no with nothing chosen until answered, and a choice as buttons or, when long, a list", () => {
    const html = draw();
    const yesNo = from(html, "answers-order");
    expect(yesNo).toContain(answerWords.yes);
    expect(yesNo).toContain(answerWords.no);
    expect(html).not.toMatch(/type="radio"[^>]*checked/);
    expect(html).toMatch(/<select[^>]*>.*<option value="">اختر…<\/option>.*<option value="جدة" selected="">/s);
    expect(from(html, "answers-ticket-1")).toMatch(/type="radio"[^>]*value="S"/);
  });

  it("shows a message beside its field instead of the help, and marks the field", () => {
    const message = qm.forTicket(2, "بالغ", qm.required(holder.label));
    const html = draw({ errors: { [answerField("name", 1)]: message, [answerField("photos")]: qm.required(photos.label) } });
    const second = from(html, "answers-ticket-2");
    expect(second).toContain(message);
    expect(second).toMatch(/aria-invalid="true"/);
    expect(from(html, "answers-ticket-1").slice(0, from(html, "answers-ticket-1").indexOf("answers-ticket-2"))).not.toContain(message);
    // A group of buttons has no input to mark: its message is what a refused submit focuses.
    expect(html).toMatch(new RegExp(`data-problem="true"[^>]*>${qm.required(photos.label)}`));
  });
});
