// The sales editor in Chromium: the super_admin finds an order a sales_admin
// sold (by the buyer's phone), voids one ticket and then refunds the order,
// each with a reason, and sees the tickets, the status and the audit log
// change live. A void of a paid ticket shows first what goes back (its price,
// its VAT, how), and the order then what was refunded. A refusal of the
// function shows in the dialog.
import {
  ar,
  CALLABLES,
  COLLECTIONS,
  formatMoney,
  formatOrderReference,
  newOrderReference,
  orderSchema,
  parseDocument,
  sumTaxed,
  taxOfLine,
  ticketRefund,
  ticketSchema,
  type IssueTicketsResult,
} from "@bawwaba/common";
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, PHONE, screenshot, seriousA11yViolations } from "../support/browser";
import { callerWithRole, newRequestId, type Caller } from "../support/callables";
import { demoAccount, signedInAs, useDemoBrowser } from "../support/demo";
import { adminDb, publishLocalSigningKey } from "../support/emulators";
import { useTestOrganiser } from "../support/invoicing";
import { createEventWithType, sellTickets } from "../support/salesFixtures";

const openPage = useDemoBrowser();
const editor = ar.salesEditor;
const BUYER = { name: "ريم السالم", phone: "0557654321" };

let seller: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  seller = await callerWithRole("sales_admin");
});

/** Two tickets sold by the sales_admin to BUYER; returns the order id and ticket ids. */
async function sellToBuyer(eventId: string, ticketTypeId: string) {
  const sold = await seller.call<IssueTicketsResult>(CALLABLES.issueTickets, {
    eventId,
    items: [{ ticketTypeId, quantity: 2 }],
    buyer: BUYER,
    payment: "card",
    requestId: newRequestId(),
  });
  if (!sold.ok) throw new Error(sold.message);
  return { orderId: sold.data.orderId, ticketIds: sold.data.tickets.map((ticket) => ticket.ticketId) };
}

describe("the sales editor", () => {
  it("finds a sale by the buyer's phone, voids a ticket, refunds the order, and logs both", async () => {
    const venue = "قاعة الأمير الكبرى في مركز المدينة الثقافي";
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 20, perOrderLimit: 5, name: "مقعد ذهبي" }, { venue });
    await sellTickets(seller, eventId, ticketTypeId, 1); // another buyer's order, not to be found by the phone
    const { orderId, ticketIds } = await sellToBuyer(eventId, ticketTypeId);
    // Stored in E.164 ("+966557654321"); made the local form data older than E.164 has.
    await adminDb.collection(COLLECTIONS.orders).doc(orderId).update({ "buyer.phone": BUYER.phone });
    const admin = demoAccount("super_admin");

    const page = await signedInAs(openPage, "super_admin", DESKTOP, "/admin-sales-editor");
    const results = page.getByTestId("order-result");
    await expect.poll(() => results.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    // The phone as typed in its international form finds the order stored with the local one.
    await page.getByTestId("order-search").fill("+966 55 765 4321");
    await page.getByRole("button", { name: editor.search.submit, exact: true }).click();
    await expect.poll(() => results.count()).toBe(1);
    expect(await results.first().getAttribute("data-order-id")).toBe(orderId);
    await results.first().click();
    await page.waitForURL(`**/admin-sales-editor?order=${orderId}`);

    const status = page.getByTestId("order-status");
    await expect.poll(() => status.getAttribute("data-status")).toBe("paid");
    expect(await page.getByTestId("order-view").textContent()).toContain(seller.email);
    const tickets = page.getByTestId("order-ticket");
    await expect.poll(() => tickets.count()).toBe(2);
    // The order shows with its event's date and place from the start: arriving
    // later, they made the event line wrap and moved the void buttons under
    // the pointer (a click on one once missed and the dialog never opened).
    expect(await page.getByTestId("order-view").textContent()).toContain(venue);

    // Void one ticket: the reason is required, and its error shows beside the field.
    const voided = page.locator(`[data-testid="order-ticket"][data-ticket-id="${ticketIds[0]}"]`);
    await voided.getByTestId("void-ticket").click();
    const dialog = page.getByTestId("correction-dialog");
    await dialog.getByTestId("correction-confirm").click();
    await expect.poll(() => dialog.getByText(ar.input.reason).count()).toBe(1);
    await dialog.getByTestId("correction-reason").fill("بيعت بالخطأ مرتين");
    await dialog.getByTestId("correction-confirm").click();
    await expect.poll(() => page.getByTestId("correction-done").textContent(), { timeout: 30_000 }).toBe(editor.done.ticketVoided(1));
    await expect.poll(() => voided.getAttribute("data-status")).toBe("void");
    expect(await voided.getByTestId("void-reason").textContent()).toContain("بيعت بالخطأ مرتين");
    const entries = page.getByTestId("audit-entry");
    await expect.poll(() => entries.count()).toBe(1);
    expect(await entries.first().getAttribute("data-action")).toBe("ticket_voided");
    expect(await entries.first().getByTestId("audit-reason").textContent()).toContain("بيعت بالخطأ مرتين");
    expect(await entries.first().getByTestId("audit-by").textContent()).toContain(admin.email);
    expect((await adminDb.collection(COLLECTIONS.tickets).doc(ticketIds[0]!).get()).get("status")).toBe("void");

    // Refund the order: its status, its other ticket and a second entry, newest first.
    await page.getByTestId("refund-order").click();
    await dialog.getByTestId("correction-reason").fill("طلب المشتري استرداد المبلغ");
    await dialog.getByTestId("correction-confirm").click();
    await expect
      .poll(() => page.getByTestId("correction-done").textContent(), { timeout: 30_000 })
      .toBe(editor.done.orderClosed(true, 1, 1));
    await expect.poll(() => status.getAttribute("data-status")).toBe("refunded");
    expect(await status.textContent()).toBe(editor.orderStatuses.refunded);
    await expect.poll(() => tickets.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-status")))).toEqual(["void", "void"]);
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().getAttribute("data-action")).toBe("order_refunded");
    expect(await entries.first().getByTestId("audit-reason").textContent()).toContain("طلب المشتري استرداد المبلغ");
    expect(await entries.first().getByTestId("audit-by").textContent()).toContain(admin.email);
    expect(await page.getByTestId("refund-order").count()).toBe(0);
    expect((await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).get("status")).toBe("refunded");

    await page.getByTestId("correction-done").waitFor({ state: "hidden", timeout: 15_000 });
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "sales-editor-1280");
    await page.context().close();

    const phone = await signedInAs(openPage, "super_admin", PHONE, `/admin-sales-editor?order=${orderId}`);
    await expect.poll(() => phone.getByTestId("audit-entry").count(), { timeout: 30_000 }).toBe(2);
    expect(await horizontalOverflow(phone)).toBe(0);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, "sales-editor-390");

    await phone.getByTestId("editor-back").click();
    await expect.poll(() => phone.getByTestId("order-result").count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, "sales-editor-search-390");
    await phone.context().close();
  });

  it("shows what voiding a paid ticket gives back before it is confirmed, then the order's refunded and still-paid amounts", async () => {
    // A demo type at 15 % VAT: each ticket sold keeps the VAT in its price
    // (common/src/tax.ts); with the organiser's settings, the sale is invoiced.
    await useTestOrganiser();
    const [eventId, ticketTypeId] = ["demo-summer-night", "standard"];
    await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.ticketTypes).doc(ticketTypeId).update({ vatRate: 1500 });
    const { orderId, ticketIds } = await sellToBuyer(eventId, ticketTypeId);
    const orderRef = adminDb.collection(COLLECTIONS.orders).doc(orderId);
    const order = parseDocument(orderSchema, orderRef.path, (await orderRef.get()).data());
    const ticketRef = adminDb.collection(COLLECTIONS.tickets).doc(ticketIds[0]!);
    const ticket = parseDocument(ticketSchema, ticketRef.path, (await ticketRef.get()).data());
    const refund = ticketRefund(order, ticket, sumTaxed(order.items.map(taxOfLine)));
    expect(refund.gross).toBe(ticket.price);
    expect(refund.vat).toBeGreaterThan(0);
    const money = (amount: number) => formatMoney(amount, "SAR");
    const words = ar.refundPreview;

    const page = await signedInAs(openPage, "super_admin", DESKTOP, `/admin-sales-editor?order=${orderId}`);
    expect(order.invoiceNumber).toMatch(/^INV-/);
    await expect.poll(() => page.getByTestId("order-invoice").textContent(), { timeout: 30_000 }).toBe(order.invoiceNumber);
    const voided = page.locator(`[data-testid="order-ticket"][data-ticket-id="${ticketIds[0]}"]`);
    await voided.getByTestId("void-ticket").click({ timeout: 30_000 });
    const dialog = page.getByTestId("correction-dialog");
    const preview = dialog.getByTestId("refund-preview");
    await preview.waitFor();
    expect(await preview.getAttribute("data-amount")).toBe(String(refund.gross));
    expect(await preview.getAttribute("data-vat")).toBe(String(refund.vat));
    expect(await preview.getAttribute("data-method")).toBe("card");
    const said = await preview.textContent();
    for (const text of [money(refund.gross), words.vat(money(refund.vat)), words.methods.card]) expect(said).toContain(text);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "sales-editor-void-refund-1280", { fullPage: false });

    await dialog.getByTestId("correction-reason").fill("ألغى المشتري تذكرة واحدة");
    await dialog.getByTestId("correction-confirm").click();
    await expect.poll(() => voided.getAttribute("data-status"), { timeout: 30_000 }).toBe("void");
    const view = page.getByTestId("order-view");
    await expect.poll(() => view.getByTestId("order-refunded").getAttribute("data-amount")).toBe(String(refund.gross));
    expect(await view.getByTestId("order-still-paid").getAttribute("data-amount")).toBe(String(order.total - refund.gross));
    expect(await view.textContent()).toContain(money(refund.gross));

    // Refunding the rest of the order shows the rest: the other ticket's price and VAT.
    await page.getByTestId("correction-done").waitFor({ state: "hidden", timeout: 15_000 });
    await page.getByTestId("refund-order").click();
    await expect.poll(() => preview.getAttribute("data-amount")).toBe(String(order.total - refund.gross));
    expect(await preview.getAttribute("data-vat")).toBe(String(order.items[0]!.unitVat! * order.items[0]!.quantity - refund.vat));
    await page.context().close();

    // A phone: the dialog of the other ticket, whose price is all that is still paid.
    const phone = await signedInAs(openPage, "super_admin", PHONE, `/admin-sales-editor?order=${orderId}`);
    await phone.locator(`[data-testid="order-ticket"][data-ticket-id="${ticketIds[1]}"]`).getByTestId("void-ticket").click({ timeout: 30_000 });
    const phonePreview = phone.getByTestId("correction-dialog").getByTestId("refund-preview");
    await expect.poll(() => phonePreview.getAttribute("data-amount")).toBe(String(order.total - refund.gross));
    expect(await horizontalOverflow(phone)).toBe(0);
    await screenshot(phone, "sales-editor-void-refund-390", { fullPage: false });
    await phone.context().close();
  });

  it("opens an order by its reference, typed without its prefix in lower case or as printed, and says when none holds it", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 20, perOrderLimit: 5 });
    const { orderId } = await sellToBuyer(eventId, ticketTypeId);
    const reference = formatOrderReference(String((await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).get("reference")));
    const page = await signedInAs(openPage, "super_admin", PHONE);
    for (const typed of [reference.slice("BW-".length).toLowerCase(), reference]) {
      await page.goto("/admin-sales-editor");
      await page.getByTestId("order-search").fill(typed);
      await page.getByRole("button", { name: editor.search.submit, exact: true }).click();
      await page.waitForURL(`**/admin-sales-editor?order=${orderId}`);
      await expect.poll(() => page.getByTestId("order-view").getByTestId("order-reference").textContent()).toBe(reference);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "sales-editor-order-reference-390");

    // A well-formed reference that no order holds: said so, beside the search.
    const unheld = newOrderReference(randomBytes);
    expect((await adminDb.collection(COLLECTIONS.orderReferences).doc(unheld).get()).exists).toBe(false);
    await page.goto("/admin-sales-editor");
    await page.getByTestId("order-search").fill(formatOrderReference(unheld));
    await page.getByRole("button", { name: editor.search.submit, exact: true }).click();
    const said = page.getByRole("status").filter({ hasText: formatOrderReference(unheld) });
    await said.waitFor();
    expect(await said.textContent()).toBe(editor.search.notFoundReference(`\u2066${formatOrderReference(unheld)}\u2069`));
    await page.context().close();
  });

  it("shows an order whose event cannot be read, without the event's date and place", async () => {
    const venue = "قاعة لا تظهر";
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 20, perOrderLimit: 5 }, { venue });
    const { orderId } = await sellToBuyer(eventId, ticketTypeId);
    // A malformed event: the editor's read of it fails, and the order must show anyway.
    await adminDb.collection(COLLECTIONS.events).doc(eventId).update({ startsAt: "not a date" });
    const page = await signedInAs(openPage, "super_admin", DESKTOP, `/admin-sales-editor?order=${orderId}`);
    await expect.poll(() => page.getByTestId("order-status").getAttribute("data-status"), { timeout: 30_000 }).toBe("paid");
    const details = await page.getByTestId("order-view").textContent();
    expect(details).toContain("حفل الاختبار");
    expect(details).not.toContain(venue);
    await page.context().close();
  });

  it("shows the function's refusal in the dialog when the order was closed meanwhile", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 20, perOrderLimit: 5 });
    const { orderId } = await sellToBuyer(eventId, ticketTypeId);
    const page = await signedInAs(openPage, "super_admin", PHONE, `/admin-sales-editor?order=${orderId}`);
    await page.getByTestId("cancel-order").click();
    const dialog = page.getByTestId("correction-dialog");
    await dialog.getByTestId("correction-reason").fill("إلغاء من الشباك");

    // Someone else cancels the same order first.
    const owner = await callerWithRole("super_admin");
    const first = await owner.call(CALLABLES.cancelOrder, { orderId, reason: "سبقه مدير آخر", refund: false });
    expect(first.ok).toBe(true);

    await dialog.getByTestId("correction-confirm").click();
    await expect.poll(() => dialog.getByTestId("correction-error").textContent(), { timeout: 30_000 }).toBe(ar.errors.orderNotOpen);
    await screenshot(page, "sales-editor-refused-390", { fullPage: false });
    await page.context().close();
  });
});
