// Questions at checkout against the emulators: who may set an event's
// questions and what a definition may be; the answers every sale checks
// (each kind's refusal in Arabic, with the question and the ticket it is
// about), stores on the order and puts on each ticket, a holder-name answer
// naming the ticket's holder, online at payment as at the box office; the
// catalogue's questions; the owner-manager's correction with its audit entry.
import {
  ar,
  CALLABLES,
  COLLECTIONS,
  type CheckoutQuestion,
  type IssueTicketsResult,
  type StoredAnswer,
} from "@bawwaba/common";
import { beforeAll, describe, expect, it } from "vitest";
import { decidePayment } from "../../functions/src/payments/yousr/gateway";
import { callersWithRoles, callOk, callRaw, newRequestId, type Caller } from "../support/callables";
import { adminDb, eventually, HOSTING_URL, publishLocalSigningKey } from "../support/emulators";
import { buy, gateway, newBuyer, orderOf, purchase } from "../support/payments";
import { createEventWithType, ticketDoc } from "../support/salesFixtures";

const m = ar.checkoutQuestions;

let owner: Caller;
let seller: Caller;
let gate: Caller;
let visitor: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [owner, seller, gate, visitor] = await callersWithRoles("super_admin", "sales_admin", "qr_scanner", null);
});

/** A holder's name for each ticket, a size for each ticket of `sizedTypeId`, how they heard of it once per order, and every other kind, optional. */
function questionsFor(sizedTypeId: string): CheckoutQuestion[] {
  return [
    { id: "holder", label: "اسم حامل التذكرة", kind: "text", required: true, scope: "ticket", holderName: true },
    { id: "size", label: "مقاس القميص", kind: "choice", required: true, scope: "ticket", ticketTypeIds: [sizedTypeId], options: ["S", "M", "L"] },
    { id: "heard", label: "كيف عرفت بالفعالية؟", kind: "longText", required: false, scope: "order" },
    { id: "adult", label: "هل أنت فوق 18؟", kind: "yesNo", required: true, scope: "order" },
    { id: "age", label: "العمر", kind: "number", required: false, scope: "order", min: 1, max: 120 },
    { id: "born", label: "تاريخ الميلاد", kind: "date", required: false, scope: "order" },
  ];
}

async function eventWithQuestions() {
  const { eventId, ticketTypeId } = await createEventWithType({ price: 10000 });
  await callOk(owner, CALLABLES.setEventQuestions, { eventId, questions: questionsFor(ticketTypeId) });
  return { eventId, ticketTypeId };
}

const sale = (eventId: string, ticketTypeId: string, quantity: number, answers: unknown) => ({
  eventId,
  items: [{ ticketTypeId, quantity }],
  buyer: { name: "ليلى حسن", phone: "+966500000001" },
  payment: "cash",
  answers,
  requestId: newRequestId(),
});

const goodAnswers = {
  order: { adult: true, heard: "من صديق", age: "٣٤" },
  tickets: [
    { holder: "أحمد علي", size: "M" },
    { holder: "سارة علي", size: "S" },
  ],
};

const stored = (answers: StoredAnswer[] | undefined) => Object.fromEntries((answers ?? []).map((answer) => [answer.questionId, answer.value]));

describe("setEventQuestions", () => {
  it("is the owner-manager's only, and writes the list on the event", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const input = { eventId, questions: questionsFor(ticketTypeId) };
    for (const caller of [seller, gate]) expect(await caller.call(CALLABLES.setEventQuestions, input)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(await visitor.call(CALLABLES.setEventQuestions, input)).toMatchObject({ ok: false, code: "unauthenticated" });
    expect((await adminDb.collection(COLLECTIONS.events).doc(eventId).get()).get("questions")).toBeUndefined();
    await callOk(owner, CALLABLES.setEventQuestions, input);
    const questions = (await adminDb.collection(COLLECTIONS.events).doc(eventId).get()).get("questions") as CheckoutQuestion[];
    expect(questions.map((question) => question.id)).toEqual(["holder", "size", "heard", "adult", "age", "born"]);
  });

  it.each([
    { why: "a choice with one option", change: { kind: "choice", options: ["S"] }, message: ar.checkoutQuestionsEditor.input.options },
    { why: "a choice with the same option twice", change: { kind: "choice", options: ["S", "S"] }, message: ar.checkoutQuestionsEditor.input.options },
    { why: "a holder's name asked once per order", change: { holderName: true, scope: "order" }, message: ar.checkoutQuestionsEditor.input.holderName },
    { why: "bounds upside down", change: { kind: "number", min: 10, max: 5 }, message: ar.checkoutQuestionsEditor.input.bounds },
    { why: "an empty label", change: { label: "   " }, message: ar.checkoutQuestionsEditor.input.label },
    { why: "a type of another event", change: { ticketTypeIds: ["notThisEventsType"] }, message: ar.checkoutQuestionsEditor.input.ticketTypes },
  ])("refuses $why with its message, writing nothing", async ({ change, message }) => {
    const { eventId } = await createEventWithType();
    const question = { id: "q1", label: "سؤال", kind: "text", required: false, scope: "ticket", ...change };
    expect(await owner.call(CALLABLES.setEventQuestions, { eventId, questions: [question] })).toEqual({ ok: false, code: "invalid-argument", message });
    expect((await adminDb.collection(COLLECTIONS.events).doc(eventId).get()).get("questions")).toBeUndefined();
  });

  it("puts the questions in the public catalogue", async () => {
    const { eventId, ticketTypeId } = await eventWithQuestions();
    const answer = await eventually(
      async () => (await (await fetch(`${HOSTING_URL}/api/catalogue/${eventId}`)).json()) as { event?: { questions?: CheckoutQuestion[] } },
      (body) => body.event?.questions !== undefined,
    );
    expect(answer.event?.questions).toEqual(questionsFor(ticketTypeId));
  });
});

describe("answers at the box office", () => {
  it("stores the order's answers, and each ticket's on its ticket with its holder", async () => {
    const { eventId, ticketTypeId } = await eventWithQuestions();
    const issued = await callOk<IssueTicketsResult>(seller, CALLABLES.issueTickets, sale(eventId, ticketTypeId, 2, goodAnswers));
    expect(issued.tickets.map((ticket) => ticket.holderName)).toEqual(["أحمد علي", "سارة علي"]);
    const order = await orderOf(issued.orderId);
    // The number typed in Arabic digits is a number.
    expect(stored(order.answers)).toEqual({ heard: "من صديق", adult: true, age: 34 });
    expect(order.answers?.find((answer) => answer.questionId === "adult")?.label).toBe("هل أنت فوق 18؟");
    const tickets = await Promise.all(issued.tickets.map((ticket) => ticketDoc(ticket.ticketId)));
    expect(tickets.map((ticket) => stored(ticket.answers))).toEqual([
      { holder: "أحمد علي", size: "M" },
      { holder: "سارة علي", size: "S" },
    ]);
    expect(tickets.map((ticket) => [ticket.holderName, ticket.holderPhone])).toEqual([
      ["أحمد علي", undefined],
      ["سارة علي", undefined],
    ]);
  });

  it.each([
    { why: "a required answer missing", answers: { ...goodAnswers, order: { heard: "x" } }, message: m.required("هل أنت فوق 18؟"), questionId: "adult" },
    { why: "yes/no answered with text", answers: { ...goodAnswers, order: { adult: "نعم" } }, message: m.notYesNo("هل أنت فوق 18؟"), questionId: "adult" },
    { why: "a number that is text", answers: { ...goodAnswers, order: { adult: true, age: "ثلاثون" } }, message: m.notNumber("العمر"), questionId: "age" },
    { why: "a number out of bounds", answers: { ...goodAnswers, order: { adult: true, age: 300 } }, message: m.aboveMaximum("العمر", 120), questionId: "age" },
    { why: "a date that is no date", answers: { ...goodAnswers, order: { adult: true, born: "2001-02-30" } }, message: m.notDate("تاريخ الميلاد"), questionId: "born" },
    { why: "a long answer too long", answers: { ...goodAnswers, order: { adult: true, heard: "أ".repeat(2001) } }, message: m.tooLong("كيف عرفت بالفعالية؟", 2000), questionId: "heard" },
    {
      why: "a choice not offered",
      answers: { ...goodAnswers, tickets: [{ holder: "أحمد", size: "XXL" }, goodAnswers.tickets[1]] },
      message: m.forTicket(1, "عادي", m.notOffered("مقاس القميص")),
      questionId: "size",
      ticket: 0,
    },
    {
      why: "a second ticket without its holder",
      answers: { ...goodAnswers, tickets: [goodAnswers.tickets[0], { holder: " ", size: "L" }] },
      message: m.forTicket(2, "عادي", m.required("اسم حامل التذكرة")),
      questionId: "holder",
      ticket: 1,
    },
    {
      why: "a short answer too long",
      answers: { ...goodAnswers, tickets: [{ holder: "ب".repeat(201), size: "M" }, goodAnswers.tickets[1]] },
      message: m.forTicket(1, "عادي", m.tooLong("اسم حامل التذكرة", 200)),
      questionId: "holder",
      ticket: 0,
    },
    { why: "answers for one ticket of two", answers: { ...goodAnswers, tickets: [goodAnswers.tickets[0]] }, message: m.ticketCount },
    { why: "an answer to a question not asked", answers: { ...goodAnswers, order: { adult: true, salary: "كثير" } }, message: m.unknownQuestion },
  ])("refuses $why in Arabic, naming the question, and sells nothing", async ({ answers, message, questionId, ticket }) => {
    const { eventId, ticketTypeId } = await eventWithQuestions();
    const outcome = await seller.call(CALLABLES.issueTickets, sale(eventId, ticketTypeId, 2, answers));
    expect(outcome).toEqual({ ok: false, code: "invalid-argument", message });
    if (questionId) {
      // The details name the field for the form, as the callable protocol carries them.
      const raw = await callRaw(seller, CALLABLES.issueTickets, sale(eventId, ticketTypeId, 2, answers));
      expect(raw.error?.details).toEqual({ questionId, ...(ticket === undefined ? {} : { ticket }) });
    }
    expect((await adminDb.collection(COLLECTIONS.tickets).where("eventId", "==", eventId).get()).size).toBe(0);
  });

  it("asks nothing of an event without questions, and refuses answers sent to it", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    await callOk(seller, CALLABLES.issueTickets, sale(eventId, ticketTypeId, 1, undefined));
    const outcome = await seller.call(CALLABLES.issueTickets, sale(eventId, ticketTypeId, 1, { order: { adult: true } }));
    expect(outcome).toEqual({ ok: false, code: "invalid-argument", message: m.unknownQuestion });
  });
});

describe("answers in the shop", () => {
  it("keeps each ticket's answers on the pending order, and gives them to the tickets at payment", async () => {
    const { eventId, ticketTypeId } = await eventWithQuestions();
    const bought = await buy(purchase(eventId, ticketTypeId, 2, { answers: goodAnswers }));
    const pending = await orderOf(bought.orderId);
    expect(pending.ticketAnswers?.map((ticket) => stored(ticket.answers))).toEqual([
      { holder: "أحمد علي", size: "M" },
      { holder: "سارة علي", size: "S" },
    ]);
    await decidePayment(gateway, bought.paymentId, "approve");
    const paid = await eventually(() => orderOf(bought.orderId), (order) => order.status === "paid");
    const tickets = await Promise.all(paid.ticketIds.map(ticketDoc));
    expect(tickets.map((ticket) => ticket.holderName).sort()).toEqual(["أحمد علي", "سارة علي"]);
    expect(tickets.map((ticket) => stored(ticket.answers).size).sort()).toEqual(["M", "S"]);
  });

  it("refuses a purchase with a required answer missing, holding nothing", async () => {
    const { eventId, ticketTypeId } = await eventWithQuestions();
    const buyer = await newBuyer();
    const outcome = await buyer.call(CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId, 1, { answers: { order: { adult: true } } }));
    expect(outcome).toEqual({ ok: false, code: "invalid-argument", message: m.forTicket(1, "عادي", m.required("اسم حامل التذكرة")) });
    expect((await adminDb.collection(COLLECTIONS.orders).where("eventId", "==", eventId).get()).size).toBe(0);
  });
});

describe("correctAnswers", () => {
  async function soldWithAnswers() {
    const { eventId, ticketTypeId } = await eventWithQuestions();
    const issued = await callOk<IssueTicketsResult>(seller, CALLABLES.issueTickets, sale(eventId, ticketTypeId, 2, goodAnswers));
    return { eventId, orderId: issued.orderId, ticketId: issued.tickets[1]!.ticketId };
  }

  it("is the owner-manager's only", async () => {
    const { orderId } = await soldWithAnswers();
    const input = { orderId, answers: { adult: false }, reason: "خطأ في الإدخال" };
    for (const caller of [seller, gate]) expect(await caller.call(CALLABLES.correctAnswers, input)).toMatchObject({ ok: false, code: "permission-denied" });
    expect(stored((await orderOf(orderId)).answers).adult).toBe(true);
  });

  it("corrects the order's answers with an audit entry of before and after", async () => {
    const { orderId } = await soldWithAnswers();
    await callOk(owner, CALLABLES.correctAnswers, { orderId, answers: { adult: false, age: 17 }, reason: "أكّد المشتري عمره" });
    expect(stored((await orderOf(orderId)).answers)).toEqual({ adult: false, age: 17 });
    const audit = (await adminDb.collection(COLLECTIONS.orders).doc(orderId).collection(COLLECTIONS.orderAudit).get()).docs.map((doc) => doc.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "answers_corrected", reason: "أكّد المشتري عمره", byUid: owner.uid });
    expect(stored(audit[0]!.before.answers as StoredAnswer[])).toEqual({ heard: "من صديق", adult: true, age: 34 });
    expect(stored(audit[0]!.after.answers as StoredAnswer[])).toEqual({ adult: false, age: 17 });
  });

  it("corrects one ticket's answers and renames its holder", async () => {
    const { orderId, ticketId } = await soldWithAnswers();
    await callOk(owner, CALLABLES.correctAnswers, { orderId, ticketId, answers: { holder: "سارة محمد", size: "L" }, reason: "اسم خاطئ" });
    const ticket = await ticketDoc(ticketId);
    expect(stored(ticket.answers)).toEqual({ holder: "سارة محمد", size: "L" });
    expect(ticket.holderName).toBe("سارة محمد");
    expect(ticket.holderWords).toEqual(expect.arrayContaining([expect.stringMatching(/^محمد/)]));
  });

  it("refuses a wrong answer with its message, and a ticket of another order, changing nothing", async () => {
    const { orderId, ticketId } = await soldWithAnswers();
    const other = await soldWithAnswers();
    expect(await owner.call(CALLABLES.correctAnswers, { orderId, ticketId, answers: { holder: "سارة", size: "XXL" }, reason: "مقاس" })).toEqual({
      ok: false,
      code: "invalid-argument",
      message: m.notOffered("مقاس القميص"),
    });
    expect(await owner.call(CALLABLES.correctAnswers, { orderId, ticketId: other.ticketId, answers: { holder: "سارة", size: "S" }, reason: "خطأ" })).toMatchObject({
      ok: false,
      code: "not-found",
    });
    expect(stored((await ticketDoc(ticketId)).answers)).toEqual({ holder: "سارة علي", size: "S" });
  });
});
