import { checkoutQuestionsEditorMessages, MAX_QUESTIONS_PER_EVENT, type CheckoutQuestion } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import {
  describeQuestion,
  listedNames,
  movedQuestion,
  newQuestionId,
  questionsChanged,
  validateQuestionList,
  withoutQuestion,
  withQuestion,
} from "../../src/features/events/questions/model/questionList";
import { event } from "./promoCodeFixtures";

const m = checkoutQuestionsEditorMessages.manager;
const qm = checkoutQuestionsEditorMessages.input;

const question = (id: string, overrides: Partial<CheckoutQuestion> = {}): CheckoutQuestion => ({
  id,
  label: `سؤال ${id}`,
  kind: "text",
  required: false,
  scope: "order",
  ...overrides,
});
const ids = (questions: CheckoutQuestion[]) => questions.map((item) => item.id);
const list = [question("a"), question("b"), question("c")];

/** Random bytes from a fixed sequence, repeated: each call gives the next `size` bytes. */
function bytesFrom(sequence: number[]) {
  let next = 0;
  return (size: number) => Uint8Array.from({ length: size }, () => sequence[next++ % sequence.length]!);
}

describe("newQuestionId", () => {
  it("is six lowercase letters or digits, as the schema's ids are", () => {
    for (let draw = 0; draw < 50; draw++) expect(newQuestionId(new Set())).toMatch(/^[0-9a-z]{6}$/);
  });

  it("never gives an id the event's questions had, removed ones included: it draws again", () => {
    // 0 → "0", 10 → "a": the first draw is "000000", the next "aaaaaa".
    const randomBytes = bytesFrom([0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10]);
    expect(newQuestionId(new Set(["000000"]), randomBytes)).toBe("aaaaaa");
  });
});

describe("the list's changes", () => {
  it("adds a new question at the end and puts an edited one in its place", () => {
    expect(ids(withQuestion(list, question("d")))).toEqual(["a", "b", "c", "d"]);
    const edited = withQuestion(list, question("b", { label: "معدّل" }));
    expect(ids(edited)).toEqual(["a", "b", "c"]);
    expect(edited[1]!.label).toBe("معدّل");
  });

  it("removes a question", () => {
    expect(ids(withoutQuestion(list, "b"))).toEqual(["a", "c"]);
  });

  it("moves a question up or down one place, and nowhere past either end", () => {
    expect(ids(movedQuestion(list, 2, -1))).toEqual(["a", "c", "b"]);
    expect(ids(movedQuestion(list, 0, 1))).toEqual(["b", "a", "c"]);
    expect(ids(movedQuestion(list, 0, -1))).toEqual(["a", "b", "c"]);
    expect(ids(movedQuestion(list, 2, 1))).toEqual(["a", "b", "c"]);
    expect(ids(list)).toEqual(["a", "b", "c"]);
  });

  it("tells a changed list from the stored one, order included", () => {
    expect(questionsChanged(list, [...list])).toBe(false);
    expect(questionsChanged(movedQuestion(list, 0, 1), list)).toBe(true);
    expect(questionsChanged(movedQuestion(movedQuestion(list, 0, 1), 0, 1), list)).toBe(false);
  });
});

describe("validateQuestionList: the request that stores the list", () => {
  it("sends the event and its questions in order", () => {
    expect(validateQuestionList("demo-derby", list)).toEqual({ ok: true, input: { eventId: "demo-derby", questions: list } });
    expect(validateQuestionList("demo-derby", [])).toEqual({ ok: true, input: { eventId: "demo-derby", questions: [] } });
  });

  it("refuses more than the most questions an event may have, and two holders' names, in the function's words", () => {
    const many = Array.from({ length: MAX_QUESTIONS_PER_EVENT + 1 }, (_, index) => question(`q${index}`));
    expect(validateQuestionList("demo-derby", many)).toEqual({ ok: false, message: qm.tooMany });
    const holder = (id: string) => question(id, { scope: "ticket", holderName: true });
    expect(validateQuestionList("demo-derby", [holder("a"), holder("b")])).toEqual({ ok: false, message: qm.oneHolderName });
  });
});

describe("describeQuestion: a question as the list shows it", () => {
  it("says a required per-ticket holder's name for every type", () => {
    expect(describeQuestion(question("a", { scope: "ticket", required: true, holderName: true }), event.ticketTypes)).toEqual({
      kind: m.kinds.text,
      scope: m.scopes.ticket,
      required: m.required,
      holderName: true,
      types: m.allTypes,
      details: undefined,
    });
  });

  it("names the chosen types, a removed one as such, and lists a choice's answers", () => {
    const choice = question("a", { kind: "choice", options: ["S", "M", "L"], ticketTypeIds: ["vip", "gone"] });
    expect(describeQuestion(choice, event.ticketTypes)).toMatchObject({
      kind: m.kinds.choice,
      scope: m.scopes.order,
      required: m.optional,
      holderName: false,
      types: m.forTypes(listedNames(["كبار الزوار", m.removedType])),
      details: m.options(listedNames(["S", "M", "L"])),
    });
  });

  it("lists names each in its own direction, so that Latin answers keep their order in an Arabic line", () => {
    expect(listedNames(["S", "M"])).toBe("\u2068S\u2069، \u2068M\u2069");
  });

  it("gives a number's bounds, one or both", () => {
    expect(describeQuestion(question("a", { kind: "number", min: 1, max: 10 }), event.ticketTypes).details).toBe(m.bounds(1, 10));
    expect(m.bounds(1, 10)).toBe("من 1 إلى 10");
    expect(m.bounds(1, undefined)).toBe("من 1 فأكثر");
    expect(m.bounds(undefined, 10)).toBe("حتى 10");
    expect(describeQuestion(question("a", { kind: "number" }), event.ticketTypes).details).toBeUndefined();
  });
});
