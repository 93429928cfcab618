// Answers to the questions at checkout in the sales editor, in Chromium: an
// order whose event asks questions of the order and of each ticket, its
// answers written with the Admin SDK as a sale stores them; the owner opens
// it, sees the order's and the tickets' answers under their labels, corrects
// the order's answers and one ticket's (each with its required reason), and
// sees the new values, the audit entries and the ticket's page.
import { answersCorrectionMessages, answerWords, ar, CALLABLES, COLLECTIONS, type CheckoutQuestion, type IssueTicketsResult, type StoredAnswer } from "@bawwaba/common";
import { beforeAll, describe, expect, it } from "vitest";
import { animationsOver, DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { callerWithRole, newRequestId } from "../support/callables";
import { demoAccount, signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb, publishLocalSigningKey } from "../support/emulators";
import { createEventWithType } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const editor = ar.salesEditor;
const yesNo = answerWords;
/** An answer as the editor writes it in a line: isolated in its own direction (FSI … PDI). */
const fsi = (text: string) => `\u2068${text}\u2069`;
/** A line of the audit log: an answer's label and its value before and after. */
const changed = (label: string, before: string, after: string) => editor.audit.field(label, editor.audit.change(fsi(before), fsi(after)));
/** A ticket's answer in its row. */
const answerLine = (label: string, value: string) => editor.tickets.answer(label, fsi(value));

const QUESTIONS: CheckoutQuestion[] = [
  { id: "company", label: "جهة العمل", kind: "text", required: false, scope: "order" },
  { id: "student", label: "طالب جامعي؟", kind: "yesNo", required: true, scope: "order" },
  { id: "holder", label: "اسم الحامل", kind: "text", required: true, scope: "ticket", holderName: true },
  { id: "size", label: "مقاس القميص", kind: "choice", required: false, scope: "ticket", options: ["M", "L", "XL"] },
];

const stored = (id: string, value: StoredAnswer["value"]): StoredAnswer => {
  const question = QUESTIONS.find((candidate) => candidate.id === id)!;
  return { questionId: id, label: question.label, value, ...(question.holderName ? { holderName: true } : {}) };
};

beforeAll(publishLocalSigningKey);

/** A box-office order of two tickets whose event asks QUESTIONS, with answers stored as a sale stores them. */
async function orderWithAnswers() {
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: 20, perOrderLimit: 5, name: "مقعد ذهبي" });
  const seller = await callerWithRole("sales_admin");
  const sold = await seller.call<IssueTicketsResult>(CALLABLES.issueTickets, {
    eventId,
    items: [{ ticketTypeId, quantity: 2 }],
    buyer: { name: "ريم السالم", phone: "0557654321" },
    payment: "cash",
    requestId: newRequestId(),
  });
  if (!sold.ok) throw new Error(sold.message);
  const { orderId } = sold.data;
  const ticketIds = sold.data.tickets.map((ticket) => ticket.ticketId);
  // The questions only written after the sale, which then asked none: the answers are seeded as the sale would store them.
  await adminDb.collection(COLLECTIONS.events).doc(eventId).update({ questions: QUESTIONS });
  await adminDb.collection(COLLECTIONS.orders).doc(orderId).update({ answers: [stored("company", "شركة الأفق"), stored("student", false)] });
  const holders = ["ريم السالم", "هند السالم"];
  await Promise.all(
    ticketIds.map((ticketId, index) =>
      adminDb
        .collection(COLLECTIONS.tickets)
        .doc(ticketId)
        .update({ holderName: holders[index], answers: [stored("holder", holders[index]!), stored("size", "L")] }),
    ),
  );
  return { orderId, ticketIds };
}

describe("answers in the sales editor", () => {
  it("shows the order's and the tickets' answers, corrects them with a reason, and logs what changed", async () => {
    const { orderId, ticketIds } = await orderWithAnswers();
    const admin = demoAccount("super_admin");
    const page = await signedInAs(openPage, "super_admin", DESKTOP, `/admin-sales-editor?order=${orderId}`);

    const orderAnswers = page.getByTestId("order-answers");
    await expect.poll(() => orderAnswers.textContent(), { timeout: 30_000 }).toContain("شركة الأفق");
    expect(await orderAnswers.textContent()).toContain("جهة العمل");
    expect(await orderAnswers.locator('[data-question-id="student"]').textContent()).toBe(yesNo.no);
    const firstTicket = page.locator(`[data-testid="order-ticket"][data-ticket-id="${ticketIds[0]}"]`);
    await expect.poll(() => firstTicket.getByTestId("ticket-answers").textContent()).toContain(answerLine("مقاس القميص", "L"));

    // The order's answers: the fields are the event's order questions, filled with what is stored.
    await page.getByTestId("correct-order-answers").click();
    const dialog = page.getByTestId("correction-dialog");
    await dialog.getByRole("heading", { name: answersCorrectionMessages.orderTitle }).waitFor();
    const company = dialog.getByTestId("answer-company");
    expect(await company.inputValue()).toBe("شركة الأفق");
    // A yes/no and a short choice are radio buttons; «no answer» is one of them (name: exact, «بلا إجابة» holds «لا»).
    const student = (name: string) => dialog.getByTestId("answer-student").getByRole("radio", { name, exact: true });
    expect(await student(yesNo.no).isChecked()).toBe(true);
    expect(await dialog.getByTestId("answer-holder").count()).toBe(0);
    // Nothing changed: said, and nothing sent.
    await dialog.getByTestId("correction-reason").fill("تصحيح جهة العمل");
    await dialog.getByTestId("correction-confirm").click();
    await expect.poll(() => dialog.getByTestId("correction-error").textContent()).toBe(answersCorrectionMessages.unchanged);
    // A required question left empty: its message beside it.
    await student(answersCorrectionMessages.noAnswer).check();
    await dialog.getByTestId("correction-confirm").click();
    await expect.poll(() => dialog.getByText(ar.checkoutQuestions.required("طالب جامعي؟")).count()).toBe(1);
    await student(yesNo.yes).check();
    await company.fill("  شركة   النور ");
    // The reason is required.
    await dialog.getByTestId("correction-reason").fill("");
    await dialog.getByTestId("correction-confirm").click();
    await expect.poll(() => dialog.getByText(ar.input.reason).count()).toBe(1);
    await dialog.getByTestId("correction-reason").fill("كتب المشتري جهة عمله السابقة");
    await dialog.getByTestId("correction-confirm").click();
    await expect.poll(() => page.getByTestId("correction-done").textContent(), { timeout: 30_000 }).toBe(editor.done.answersCorrected);
    await expect.poll(() => orderAnswers.locator('[data-question-id="company"]').textContent()).toBe("شركة النور");
    expect(await orderAnswers.locator('[data-question-id="student"]').textContent()).toBe(yesNo.yes);

    const entries = page.getByTestId("audit-entry");
    await expect.poll(() => entries.count()).toBe(1);
    const orderEntry = entries.first();
    expect(await orderEntry.getAttribute("data-action")).toBe("answers_corrected");
    const orderEntryText = await orderEntry.textContent();
    expect(orderEntryText).toContain(changed("جهة العمل", "شركة الأفق", "شركة النور"));
    expect(orderEntryText).toContain(changed("طالب جامعي؟", yesNo.no, yesNo.yes));
    expect(await orderEntry.getByTestId("audit-reason").textContent()).toContain("كتب المشتري جهة عمله السابقة");
    expect(await orderEntry.getByTestId("audit-by").textContent()).toContain(admin.email);
    expect((await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).get("answers")).toEqual([
      stored("company", "شركة النور"),
      stored("student", true),
    ]);

    // One ticket's answers: its holder's name follows.
    await page.getByTestId("correction-done").waitFor({ state: "hidden", timeout: 15_000 });
    await firstTicket.getByTestId("correct-ticket-answers").click();
    expect(await dialog.getByTestId("answer-holder").inputValue()).toBe("ريم السالم");
    await dialog.getByTestId("answer-holder").fill("ريم عبدالله السالم");
    await dialog.getByTestId("answer-size").getByRole("radio", { name: "XL", exact: true }).check();
    await dialog.getByTestId("correction-reason").fill("الاسم كاملًا كما في الهوية");
    await dialog.getByTestId("correction-confirm").click();
    await expect.poll(() => page.getByTestId("correction-done").textContent(), { timeout: 30_000 }).toBe(editor.done.answersCorrected);
    await expect.poll(() => firstTicket.getByTestId("ticket-answers").textContent()).toContain(answerLine("مقاس القميص", "XL"));
    await expect.poll(() => firstTicket.textContent()).toContain(`${editor.tickets.holder}: ريم عبدالله السالم`);
    await expect.poll(() => entries.count()).toBe(2);
    const ticketEntryText = await entries.first().textContent();
    expect(ticketEntryText).toContain(changed("مقاس القميص", "L", "XL"));
    expect(ticketEntryText).toContain(changed("اسم الحامل", "ريم السالم", "ريم عبدالله السالم"));
    expect(ticketEntryText).toContain(ticketIds[0]!.slice(0, 8));
    // The other ticket kept its answers.
    const secondTicket = page.locator(`[data-testid="order-ticket"][data-ticket-id="${ticketIds[1]}"]`);
    expect(await secondTicket.getByTestId("ticket-answers").textContent()).toContain(answerLine("مقاس القميص", "L"));

    await page.getByTestId("correction-done").waitFor({ state: "hidden", timeout: 15_000 });
    // The page as it opens: the correction buttons lower down had scrolled it under the app bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "sales-editor-answers-1280");

    // The staff's ticket page shows the ticket's answers and its order's.
    await page.goto(`/ticket/${ticketIds[0]}`);
    await expect.poll(() => page.getByTestId("ticket-answers").textContent(), { timeout: 30_000 }).toContain("XL");
    await expect.poll(() => page.getByTestId("order-answers").textContent()).toContain("شركة النور");
    await page.context().close();

    const phone = await signedInAs(openPage, "super_admin", PHONE, `/admin-sales-editor?order=${orderId}`);
    await expect.poll(() => phone.getByTestId("audit-entry").count(), { timeout: 30_000 }).toBe(2);
    expect(await horizontalOverflow(phone)).toBe(0);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, "sales-editor-answers-390");
    // The dialog on a phone: every field within the screen.
    await phone.locator(`[data-testid="order-ticket"][data-ticket-id="${ticketIds[1]}"]`).getByTestId("correct-ticket-answers").click();
    await phone.getByTestId("answer-holder").waitFor();
    await animationsOver(phone);
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, "sales-editor-answers-dialog-390", { fullPage: false });
    await phone.context().close();
  });
});
