// One question's field, drawn on the server, as the shop's form and the sales
// editor's correction both draw it: each kind's input, a yes/no or a short
// choice as radio buttons and a long one as a list, a stored answer the
// choice no longer offers, and the editor's «no answer».
import { answerWords, checkoutQuestionsFormMessages as m, inDisplayLocale, MAX_ANSWER_LENGTH, type CheckoutQuestion } from "@bawwaba/common";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuestionField, type QuestionFieldProps } from "../../src/components/QuestionField";

const student: CheckoutQuestion = { id: "student", label: "طالب؟", kind: "yesNo", required: true, scope: "order" };
const size: CheckoutQuestion = { id: "size", label: "المقاس", kind: "choice", required: false, scope: "ticket", options: ["S", "M", "L", "XL"] };
const city: CheckoutQuestion = { id: "city", label: "المدينة", kind: "choice", required: false, scope: "order", options: ["الرياض", "جدة", "الدمام", "مكة", "المدينة"] };
const holder: CheckoutQuestion = { id: "holder", label: "اسم الحامل", help: "كما في الهوية", kind: "text", required: true, scope: "ticket" };
const notes: CheckoutQuestion = { id: "notes", label: "ملاحظات", kind: "longText", required: false, scope: "order" };
const age: CheckoutQuestion = { id: "age", label: "العمر", kind: "number", required: false, scope: "ticket" };
const born: CheckoutQuestion = { id: "born", label: "تاريخ الميلاد", kind: "date", required: false, scope: "ticket" };

const draw = (question: CheckoutQuestion, props: Partial<QuestionFieldProps> = {}) =>
  renderToStaticMarkup(<QuestionField question={question} value="" onChange={() => {}} {...props} />);
const radios = (html: string) => [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([input]) => input);
const checked = (html: string) => radios(html).filter((input) => / checked=""/.test(input));

describe("QuestionField", () => {
  it("asks yes or no as two buttons in a row, nothing chosen until answered", () => {
    const html = draw(student);
    expect(radios(html)).toHaveLength(2);
    expect(html).toContain(answerWords.yes);
    expect(html).toContain(answerWords.no);
    expect(html).toMatch(/MuiFormGroup-row/);
    expect(checked(html)).toEqual([]);
    expect(checked(draw(student, { value: "no" }))).toEqual([expect.stringMatching(/value="no"/)]);
  });

  it("offers the editor's «no answer» as a button of its own, chosen while there is none", () => {
    const html = draw(student, { noAnswer: "بلا إجابة" });
    expect(radios(html)).toHaveLength(3);
    expect(html).toContain("بلا إجابة");
    expect(checked(html)).toEqual([expect.stringMatching(/value=""/)]);
  });

  it("shows a choice of up to four as buttons, a longer one as a list whose empty option asks to choose or says «no answer»", () => {
    expect(radios(draw(size))).toHaveLength(4);
    const list = draw(city, { value: "جدة" });
    expect(radios(list)).toEqual([]);
    expect(list).toMatch(new RegExp(`<select[^>]*>.*<option value="">${m.choose}</option>.*<option value="جدة" selected="">`, "s"));
    expect(draw(city, { noAnswer: "بلا إجابة" })).toMatch(/<option value=""[^>]*>بلا إجابة<\/option>/);
  });

  it("shows a stored answer the choice no longer offers, first", () => {
    expect(checked(draw(size, { value: "XXL" }))).toEqual([expect.stringMatching(/value="XXL"/)]);
    expect(radios(draw(size, { value: "XXL" }))[0]).toMatch(/value="XXL"/);
    expect(draw(city, { value: "أبها" })).toMatch(/<option value="">[^<]*<\/option><option value="أبها" selected="">/);
  });

  it("names each field by its question for the tests, in the input, the list or the group of buttons", () => {
    expect(draw(holder)).toMatch(/<input[^>]*data-testid="answer-holder"/);
    expect(draw(city)).toMatch(/<select[^>]*data-testid="answer-city"/);
    expect(draw(student)).toMatch(/role="radiogroup"[^>]*data-testid="answer-student"|data-testid="answer-student"[^>]*role="radiogroup"/);
  });

  it("draws each kind with its input: text and long text within their lengths, a number and a date left to right", () => {
    expect(draw(holder)).toMatch(new RegExp(`maxLength="${MAX_ANSWER_LENGTH.text}"`));
    const long = draw(notes);
    expect(long).toContain("<textarea");
    expect(long).toMatch(new RegExp(`maxLength="${MAX_ANSWER_LENGTH.longText}"`));
    expect(draw(age)).toMatch(/inputMode="decimal"[^>]*dir="ltr"|dir="ltr"[^>]*inputMode="decimal"/);
    const date = draw(born);
    expect(date).toMatch(/type="date"/);
    expect(date).toMatch(/dir="ltr"/);
    // Its label stays above the date's format.
    expect(date).toMatch(/<label[^>]*MuiInputLabel-shrink/);
  });

  it("follows a text answer's own direction, an empty field the page's", () => {
    expect(draw(holder, { value: "Reem" })).toMatch(/dir="auto"/);
    expect(draw(holder)).not.toMatch(/dir=/);
  });

  it("marks a required question, shows its help, and a message in the help's place", () => {
    const html = draw(holder);
    expect(html).toMatch(new RegExp(`${holder.label}(<style[^>]*>[^<]*</style>)?<span aria-hidden="true" class="[^"]*asterisk`));
    expect(html).toContain(holder.help!);
    const refused = draw(holder, { error: "اكتب اسم الحامل" });
    expect(refused).toContain("اكتب اسم الحامل");
    expect(refused).not.toContain(holder.help!);
    expect(refused).toMatch(/aria-invalid="true"/);
    // A group of buttons has no input to mark: its message is what a refused submit focuses.
    expect(draw(student, { error: "أجب" })).toMatch(/data-problem="true"[^>]*>أجب/);
  });

  it("focuses the first field: a text's input, or the chosen button", () => {
    expect(draw(holder, { autoFocus: true })).toMatch(/<input[^>]*autofocus=""/i);
    const buttons = radios(draw(student, { autoFocus: true, value: "no" }));
    expect(buttons.filter((input) => /autofocus/i.test(input))).toEqual([expect.stringMatching(/value="no"/)]);
  });

  it("marks the organiser's Arabic words as Arabic on an English page, and adds nothing on an Arabic one", () => {
    const english = inDisplayLocale({ language: "en" }, () => draw(holder) + draw(student) + draw(size));
    expect(english).toContain(`<span dir="auto" lang="ar">${holder.label}</span>`);
    expect(english).toContain(`<span dir="auto" lang="ar">${holder.help}</span>`);
    expect(english).toContain(`<span dir="auto" lang="ar">${student.label}</span>`);
    // A Latin choice is not marked.
    expect(english).not.toContain('lang="ar">S<');
    expect(draw(holder) + draw(student)).not.toContain('lang="ar"');
  });
});
