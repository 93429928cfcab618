import type { CheckoutQuestion } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { pendingTicketAnswers, questionsAsStored, questionsOfScope } from "../../src/features/sales/editor/model/answers";

const question = (overrides: Partial<CheckoutQuestion>): CheckoutQuestion => ({
  id: "q",
  label: "سؤال",
  kind: "text",
  required: false,
  scope: "order",
  ...overrides,
});

const QUESTIONS = [
  question({ id: "company", scope: "order" }),
  question({ id: "vipnote", scope: "order", ticketTypeIds: ["vip"] }),
  question({ id: "holder", scope: "ticket", holderName: true }),
  question({ id: "size", scope: "ticket", ticketTypeIds: ["vip"] }),
];

describe("questionsOfScope", () => {
  it("asks the order the order's questions of its types, and a ticket those of its type, as the sale does", () => {
    const regular = [{ ticketTypeId: "regular", quantity: 2 }];
    expect(questionsOfScope(QUESTIONS, regular, { kind: "order" }).map((q) => q.id)).toEqual(["company"]);
    expect(questionsOfScope(QUESTIONS, [...regular, { ticketTypeId: "vip", quantity: 1 }], { kind: "order" }).map((q) => q.id)).toEqual([
      "company",
      "vipnote",
    ]);
    expect(questionsOfScope(QUESTIONS, regular, { kind: "ticket", ticketTypeId: "regular" }).map((q) => q.id)).toEqual(["holder"]);
    expect(questionsOfScope(QUESTIONS, regular, { kind: "ticket", ticketTypeId: "vip" }).map((q) => q.id)).toEqual(["holder", "size"]);
  });

  it("asks nothing of an event without questions", () => {
    expect(questionsOfScope([], [{ ticketTypeId: "vip", quantity: 1 }], { kind: "order" })).toEqual([]);
  });
});

describe("questionsAsStored", () => {
  it("keeps the questions shaped enough to tell whom they are asked of, and nothing of what is not a list", () => {
    expect(questionsAsStored(QUESTIONS)).toEqual(QUESTIONS);
    expect(questionsAsStored(undefined)).toEqual([]);
    expect(questionsAsStored({ 0: QUESTIONS[0] })).toEqual([]);
    expect(questionsAsStored([null, 3, { id: "x", scope: "event" }, { id: "y", scope: "ticket", ticketTypeIds: "vip" }, QUESTIONS[0]])).toEqual([
      QUESTIONS[0],
    ]);
  });
});

describe("pendingTicketAnswers", () => {
  const items = [
    { ticketTypeId: "regular", ticketTypeName: "عادي", quantity: 2 },
    { ticketTypeId: "vip", ticketTypeName: "كبار الزوار", quantity: 1 },
  ];
  const name = (value: string) => ({ answers: [{ questionId: "holder", label: "اسم الحامل", value }] });

  it("names each ticket's answers by its place in the order and its type, leaving out tickets that answered nothing", () => {
    expect(pendingTicketAnswers({ items, ticketIds: [], ticketAnswers: [name("ريم"), { answers: [] }, name("سارة")] })).toEqual([
      { position: 1, typeName: "عادي", answers: name("ريم").answers },
      { position: 3, typeName: "كبار الزوار", answers: name("سارة").answers },
    ]);
  });

  it("is empty once the tickets are issued (they carry their answers), and for an order without per-ticket answers", () => {
    expect(pendingTicketAnswers({ items, ticketIds: ["t1", "t2", "t3"], ticketAnswers: [name("ريم"), name("هند"), name("سارة")] })).toEqual([]);
    expect(pendingTicketAnswers({ items, ticketIds: [] })).toEqual([]);
  });
});
