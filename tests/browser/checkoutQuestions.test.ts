// Questions at checkout in Chromium: the family day asks a holder's name for
// each ticket and, once for the order, how the buyer heard of it. A buyer on
// a phone buys 2 tickets: ticket 2's name left empty is refused beside its
// field before anything is sent; a refresh keeps the answers; the function's
// own refusal of a name (a request forged to leave it out) shows beside that
// field too; paid on the test gateway, the order's page shows both holders.
// At the box office a seller sells 1 ticket with its holder's name, and the
// printed A4 sheet carries it.
import {
  ar,
  answerWords,
  checkoutQuestionMessages as qm,
  checkoutQuestionsFormMessages as fm,
  COLLECTIONS,
  type CatalogueEventAnswer,
  type CheckoutQuestion,
} from "@bawwaba/common";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { newBrowserBuyerPhone, orderStatus, verifyPhoneAtCheckout } from "../support/buyer";
import { signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb, eventually, HOSTING_URL } from "../support/emulators";

const openPage = useDemoBrowser();

/** A published demo event with the types «طفل» (child) and «بالغ» (adult) (scripts/demo/demoData.ts). */
const EVENT_ID = "demo-family-day";
const ADULT = "adult";

const holder: CheckoutQuestion = {
  id: "holder",
  label: "اسم حامل التذكرة",
  help: "كما في الهوية: يُطبع على التذكرة.",
  kind: "text",
  required: true,
  scope: "ticket",
  holderName: true,
};
const heard: CheckoutQuestion = { id: "heard", label: "كيف عرفت عن الفعالية؟", kind: "choice", required: true, scope: "order", options: ["صديق", "وسائل التواصل", "إعلان"] };
const parking: CheckoutQuestion = { id: "parking", label: "هل تحتاج موقفًا للسيارة؟", kind: "yesNo", required: false, scope: "order" };

/** The event's questions, set as setEventQuestions stores them, once the public catalogue says them too. */
async function askQuestions() {
  await adminDb.collection(COLLECTIONS.events).doc(EVENT_ID).update({ questions: [heard, parking, holder] });
  const answer = await eventually(
    async () => (await (await fetch(`${HOSTING_URL}/api/catalogue/${EVENT_ID}`)).json()) as Partial<CatalogueEventAnswer>,
    (body) => body.event?.questions?.length === 3,
  );
  expect(answer.event?.questions?.map((question) => question.id)).toEqual(["heard", "parking", "holder"]);
}

const ticketGroup = (page: Page, position: number) => page.getByRole("group", { name: fm.ticketHeading(position, "بالغ") });
const holderField = (page: Page, position: number) => ticketGroup(page, position).getByRole("textbox", { name: holder.label });
const missingName = (position: number) => qm.forTicket(position, "بالغ", qm.required(holder.label));

/** Controls in `root` smaller than a finger's 44 px (a radio measured by the label MUI draws around it). */
function smallControls(root: Locator): Promise<string[]> {
  return root.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>("input, select, textarea")]
      .map((control) => (control instanceof HTMLInputElement && control.type === "radio" ? control.closest("label")! : control))
      .filter((measured) => measured.getBoundingClientRect().height < 44)
      .map((measured) => measured.outerHTML.slice(0, 80)),
  );
}

/** Scrolls the questions' heading to just under the app bar (the sticky total bar stays at the bottom). */
const showQuestions = (page: Page) =>
  page.getByRole("heading", { name: fm.heading }).evaluate((heading) => {
    const bar = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - bar - 16);
  });

describe("questions at checkout", () => {
  it("asks them in the shop, refuses a missing name beside its field, keeps them across a refresh, and names the holders on the paid tickets", { timeout: 240_000 }, async () => {
    await askQuestions();
    const page = await openPage(PHONE);
    await page.goto(`/buy-tickets?event=${EVENT_ID}`);
    const stepper = page.getByTestId(`qty-${ADULT}`);
    for (let n = 0; n < 2; n += 1) await stepper.getByRole("button", { name: ar.sales.increase }).click();
    await holderField(page, 2).waitFor();
    await page.getByLabel(ar.shopCheckout.buyerName).fill("منى الحربي");
    await verifyPhoneAtCheckout(page, newBrowserBuyerPhone());

    // The order's question once, the holder's for each ticket; ticket 2's left empty.
    const order = page.getByTestId("answers-order");
    await order.getByRole("radio", { name: "وسائل التواصل" }).check();
    await holderField(page, 1).fill("أحمد");
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/purchaseTickets")) calls.push(request.url());
    });
    await page.getByTestId("pay").click();
    await expect.poll(() => holderField(page, 2).getAttribute("aria-invalid")).toBe("true");
    expect(await ticketGroup(page, 2).textContent()).toContain(missingName(2));
    expect(await holderField(page, 1).getAttribute("aria-invalid")).toBe("false");
    expect(await page.getByText(missingName(2)).count()).toBe(1);
    // Refused before anything was sent, the field focused.
    await expect.poll(() => holderField(page, 2).evaluate((input) => input === document.activeElement)).toBe(true);
    expect(calls).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await smallControls(page.getByRole("region", { name: fm.heading }))).toEqual([]);
    await showQuestions(page);
    await screenshot(page, "checkout-questions-390", { fullPage: false });
    // Tall enough for the questions and the total bar below them.
    await page.setViewportSize({ width: DESKTOP.width, height: 1000 });
    expect(await horizontalOverflow(page)).toBe(0);
    await showQuestions(page);
    await screenshot(page, "checkout-questions-1280", { fullPage: false });
    await page.setViewportSize(PHONE);

    // A refresh keeps the answers (the tab's draft).
    await page.reload();
    await expect.poll(() => holderField(page, 1).inputValue()).toBe("أحمد");
    expect(await page.getByTestId("answers-order").getByRole("radio", { name: "وسائل التواصل" }).isChecked()).toBe(true);
    await holderField(page, 2).fill("سارة");

    // The function checks the answers again: a request forged to leave ticket 2's name out is refused, beside that field.
    await page.route("**/purchaseTickets", async (route) => {
      const body = route.request().postDataJSON() as { data: { answers: { tickets: Record<string, unknown>[] } } };
      body.data.answers.tickets[1] = {};
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByTestId("pay").click();
    await expect.poll(() => page.getByTestId("purchase-error").textContent()).toContain(missingName(2));
    expect(await holderField(page, 2).getAttribute("aria-invalid")).toBe("true");
    expect(await ticketGroup(page, 2).textContent()).toContain(missingName(2));
    await page.unroute("**/purchaseTickets");

    await page.getByTestId("pay").click();
    await page.waitForURL("**/youser-payment?payment=*", { timeout: 30_000 });
    await page.getByTestId("yousr-approve").click();
    await page.waitForURL(/\/buy-tickets\?order=[^#]+#token=/, { timeout: 30_000 });
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe("paid");
    const tickets = page.getByTestId("order-ticket");
    await expect.poll(() => tickets.count()).toBe(2);
    const shown = await tickets.allTextContents();
    expect(shown[0]).toContain(`${ar.tickets.fields.holder}: أحمد`);
    expect(shown[1]).toContain(`${ar.tickets.fields.holder}: سارة`);

    const orderId = new URL(page.url()).searchParams.get("order")!;
    const stored = (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
    expect(stored.answers).toEqual([{ questionId: "heard", label: heard.label, value: "وسائل التواصل" }]);
    await page.context().close();
  });

  it("asks them at the box office, and the printed ticket names its holder", { timeout: 180_000 }, async () => {
    await askQuestions();
    const page = await signedInAs(openPage, "sales_admin", PHONE, `/generate-tickets?event=${EVENT_ID}`);
    await page.getByTestId(`qty-${ADULT}`).getByRole("button", { name: ar.sales.increase }).click();
    await holderField(page, 1).fill("ليلى القحطاني");
    await page.getByTestId("answers-order").getByRole("radio", { name: "صديق" }).check();
    await page.getByTestId("answers-order").getByRole("radio", { name: answerWords.yes }).check();
    await page.getByLabel(ar.sales.buyerName).fill("سلمان القحطاني");
    await page.getByLabel(ar.sales.payment.cash).check();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await showQuestions(page);
    await screenshot(page, "box-office-questions-390", { fullPage: false });
    await page.getByTestId("issue-tickets").click();

    const result = page.getByTestId("issued-tickets");
    await expect.poll(() => result.getByTestId("ticket-qr").count(), { timeout: 30_000 }).toBe(1);
    await result.getByRole("button", { name: ar.tickets.print.a4 }).click();
    const sheet = page.getByTestId("print-sheet");
    await sheet.waitFor();
    expect(await sheet.getAttribute("data-layout")).toBe("a4");
    // The holder's name, not the buyer's.
    await expect.poll(() => sheet.textContent()).toContain(`${ar.tickets.fields.holder}: ليلى القحطاني`);
    expect(await sheet.textContent()).not.toContain("سلمان");

    const orders = await adminDb.collection(COLLECTIONS.orders).where("eventId", "==", EVENT_ID).where("channel", "==", "box_office").get();
    expect(orders.docs.map((doc) => doc.get("answers"))).toEqual([
      [
        { questionId: "heard", label: heard.label, value: "صديق" },
        { questionId: "parking", label: parking.label, value: true },
      ],
    ]);
    await page.context().close();
  });
});
