// Invoices and credit notes against the emulators (docs/product.md "Tax and
// invoices", "Refunds and credit notes"): every paid order is invoiced with
// its VAT and the ZATCA QR, numbered in series without a gap or a duplicate
// under a rush; voiding one ticket refunds exactly its price (through Stripe
// for an online order, by hand at the box office) with a credit note; a
// full refund's credit note equals the invoice; nothing goes back beyond what
// was paid; and an order's invoices open only with its link or to its staff.
import {
  CALLABLES,
  COLLECTIONS,
  decodeZatcaQr,
  INVOICE_SERIES,
  taxDocumentSchema,
  type OrderInvoices,
  type PurchaseTicketsResult,
  type SalesCorrectionResult,
  type TaxDocumentDoc,
} from "@bawwaba/common";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { applyPaymentNotice } from "../../functions/src/payments/applyPaymentNotice";
import { stripeProvider } from "../../functions/src/payments/stripe/stripeProvider";
import { issueTickets } from "../../functions/src/orders/issueTickets";
import { voidTicket } from "../../functions/src/orders/corrections/voidTicket";
import { callersWithRoles, callerWithRole, callOk, newRequestId, type Caller } from "../support/callables";
import { adminDb, localSigner, publishLocalSigningKey } from "../support/emulators";
import { TEST_ORGANISER, useTestOrganiser } from "../support/invoicing";
import { decidePayment } from "../../functions/src/payments/yousr/gateway";
import { buy, buyInProcess, gateway, newBuyer, orderOf, purchase, shopContext } from "../support/payments";
import { createEventWithType, TEST_EVENT_ZONE } from "../support/salesFixtures";

let owner: Caller;
let seller: Caller;
let otherSeller: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(useTestOrganiser);
beforeAll(async () => {
  [owner, seller, otherSeller] = await callersWithRoles("super_admin", "sales_admin", "sales_admin");
});

const invoiceOf = async (number: string) =>
  taxDocumentSchema.parse((await adminDb.collection(COLLECTIONS.invoices).doc(number).get()).data());
const creditNotesOf = async (orderId: string): Promise<TaxDocumentDoc[]> =>
  (await adminDb.collection(COLLECTIONS.creditNotes).where("orderId", "==", orderId).get()).docs.map((doc) => taxDocumentSchema.parse(doc.data()));

/** A box-office sale of `quantity` adult tickets at 115 SAR with 15 % VAT in them. */
async function boxOfficeSale(quantity: number, payment: "cash" | "card" = "cash") {
  const { eventId, ticketTypeId } = await createEventWithType({ capacity: 50, price: 11_500, vatRate: 1500, name: "بالغ" });
  const outcome = await seller.call<{ orderId: string; tickets: { ticketId: string }[]; accessToken: string }>(CALLABLES.issueTickets, {
    eventId,
    items: [{ ticketTypeId, quantity }],
    buyer: { name: "ضيف" },
    payment,
    requestId: newRequestId(),
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return { eventId, ticketTypeId, ...outcome.data };
}

describe("a paid order's simplified tax invoice", () => {
  it("names the seller, lists net, VAT and gross, and carries the QR of its five fields", async () => {
    const { orderId } = await boxOfficeSale(3);
    const order = await orderOf(orderId);
    expect(order.items[0]).toMatchObject({ unitPrice: 11_500, vatRate: 1500, unitVat: 1_500 });
    const invoice = await invoiceOf(order.invoiceNumber!);
    expect(invoice).toMatchObject({
      kind: "invoice",
      orderId,
      orderReference: order.reference,
      currency: "SAR",
      channel: "box_office",
      paymentMethod: "cash",
      seller: { name: TEST_ORGANISER.legalName, vatNumber: TEST_ORGANISER.vatNumber },
      lines: [{ name: "بالغ", quantity: 3, unitPrice: 11_500, unitVat: 1_500, vatRate: 1500, gross: 34_500, vat: 4_500, net: 30_000 }],
      totals: { gross: 34_500, vat: 4_500, net: 30_000 },
    });
    expect(invoice.number).toMatch(/^INV-\d{2}-\d{7}$/);
    expect(decodeZatcaQr(invoice.qr!)).toEqual({
      sellerName: TEST_ORGANISER.legalName,
      vatNumber: TEST_ORGANISER.vatNumber,
      timestamp: new Date(Math.floor(invoice.issuedAt.toMillis() / 1000) * 1000).toISOString().replace(".000Z", "Z"),
      totalWithVat: "345.00",
      vatTotal: "45.00",
    });
    // The series moved on to this invoice: its next number and its hash, which the next invoice chains to.
    const series = (await adminDb.collection(COLLECTIONS.invoiceSeries).doc(`invoice-${invoice.series}`).get()).data()!;
    expect(series.next).toBeGreaterThan(invoice.sequence);
  });

  it("a complimentary sale is invoiced at zero", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5, price: 11_500, vatRate: 1500 });
    const outcome = await callOk<{ orderId: string }>(seller, CALLABLES.issueTickets, {
      eventId,
      items: [{ ticketTypeId, quantity: 2 }],
      buyer: { name: "ضيف الشرف" },
      payment: "complimentary",
      requestId: newRequestId(),
    });
    const invoice = await invoiceOf((await orderOf(outcome.orderId)).invoiceNumber!);
    expect(invoice).toMatchObject({ paymentMethod: "complimentary", totals: { gross: 0, vat: 0, net: 0 } });
  });

  it("200 paid sales, 25 at a time, get 200 invoices whose numbers run without a gap or a duplicate in every series", { timeout: 300_000 }, async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 400, price: 5_000, vatRate: 1500 });
    const signer = localSigner();
    const staff = { uid: seller.uid, email: seller.email, role: "sales_admin" as const };
    const sale = () =>
      issueTickets(adminDb, signer, staff, {
        eventId,
        items: [{ ticketTypeId, quantity: 1 }],
        buyer: { name: "ضيف" },
        payment: "card",
        requestId: newRequestId(),
      });
    // In waves of 25 at once: each wave collides on the series and the
    // inventory shards as a rush does, and no sale waits out its deadline
    // (capacityRounds.ts) behind 199 others on a slow host's emulator.
    const sold = [];
    for (let wave = 0; wave < 8; wave++) sold.push(...(await Promise.all(Array.from({ length: 25 }, sale))));
    const numbers = await Promise.all(sold.map(async ({ orderId }) => (await orderOf(orderId)).invoiceNumber!));
    expect(new Set(numbers).size).toBe(200);
    const touched = new Set(numbers.map((number) => Number(number.slice(4, 6))));
    expect(touched.size).toBeGreaterThan(INVOICE_SERIES / 4);
    for (const series of touched) {
      // The series' counter first, then its invoices below it: every number from 1 to it is there, once.
      const next = (await adminDb.collection(COLLECTIONS.invoiceSeries).doc(`invoice-${series}`).get()).get("next") as number;
      const invoices = await adminDb.collection(COLLECTIONS.invoices).where("series", "==", series).where("sequence", "<", next).get();
      const sequences = invoices.docs.map((doc) => doc.get("sequence") as number).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: next - 1 }, (_, index) => index + 1));
      // Each chains to the one before it in its series.
      const bySequence = new Map(invoices.docs.map((doc) => [doc.get("sequence") as number, doc.data()]));
      for (let sequence = 2; sequence < next; sequence++) {
        expect(bySequence.get(sequence)!.previousHash).toBe(bySequence.get(sequence - 1)!.hash);
      }
    }
  });
});

describe("refunds and credit notes", () => {
  it("voiding one ticket of a box-office order records its price handed back in cash, with a credit note", async () => {
    const { orderId, tickets } = await boxOfficeSale(3);
    await callOk<SalesCorrectionResult>(owner, CALLABLES.voidTicket, { ticketId: tickets[0]!.ticketId, reason: "اعتذر الضيف" });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "paid", refundedAmount: 11_500 });
    const [note, ...more] = await creditNotesOf(orderId);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      kind: "credit_note",
      invoiceNumber: order.invoiceNumber,
      reason: "اعتذر الضيف",
      refundMethod: "cash",
      ticketIds: [tickets[0]!.ticketId],
      lines: [{ name: "بالغ", quantity: 1, unitPrice: 11_500, unitVat: 1_500, gross: 11_500, vat: 1_500, net: 10_000 }],
      totals: { gross: 11_500, vat: 1_500, net: 10_000 },
    });
    expect(note!.number).toMatch(/^CRN-\d{2}-\d{7}$/);
    expect(decodeZatcaQr(note!.qr!)).toMatchObject({ totalWithVat: "115.00", vatTotal: "15.00" });
  });

  it("a card sale's ticket goes back to the card", async () => {
    const { orderId, tickets } = await boxOfficeSale(1, "card");
    await callOk(owner, CALLABLES.voidTicket, { ticketId: tickets[0]!.ticketId, reason: "إلغاء" });
    expect((await creditNotesOf(orderId))[0]).toMatchObject({ refundMethod: "card", totals: { gross: 11_500 } });
  });

  it("a full refund's credit note equals the invoice", async () => {
    const { orderId } = await boxOfficeSale(2);
    await callOk(owner, CALLABLES.cancelOrder, { orderId, reason: "أُلغي الحفل", refund: true });
    const order = await orderOf(orderId);
    const invoice = await invoiceOf(order.invoiceNumber!);
    const [note] = await creditNotesOf(orderId);
    expect(order).toMatchObject({ status: "refunded", refundedAmount: 23_000 });
    expect(note!.totals).toEqual(invoice.totals);
    expect(note!.lines).toEqual(invoice.lines);
  });

  it("refunds never exceed what was paid: one ticket, then the rest, then the order, all at once", async () => {
    const { orderId, tickets } = await boxOfficeSale(3);
    const outcomes = await Promise.all([
      ...tickets.map(({ ticketId }) => owner.call(CALLABLES.voidTicket, { ticketId, reason: "استرداد" })),
      owner.call(CALLABLES.cancelOrder, { orderId, reason: "استرداد الطلب", refund: true }),
    ]);
    expect(outcomes.some((outcome) => outcome.ok)).toBe(true);
    const order = await orderOf(orderId);
    const notes = await creditNotesOf(orderId);
    const refunded = notes.reduce((sum, note) => sum + note.totals.gross, 0);
    expect(refunded).toBe(order.refundedAmount);
    expect(refunded).toBe(34_500);
    expect(notes.reduce((sum, note) => sum + note.totals.vat, 0)).toBe(4_500);
  });

  it("voiding one ticket of a paid Stripe order asks Stripe for that ticket's amount and issues a credit note", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5, price: 12_000, vatRate: 1500 });
    const webhookSecret = "whsec_test_invoices";
    const requests: { path: string; body: string }[] = [];
    const client = new Stripe("sk_test_offline", {
      httpClient: Stripe.createFetchHttpClient(async (url, init) => {
        const path = new URL(String(url)).pathname;
        requests.push({ path, body: String(init?.body ?? "") });
        if (path === "/v1/refunds") return Response.json({ id: "re_test_1", object: "refund", amount: 12_000, status: "succeeded" });
        return Response.json({ id: "cs_test_invoices", object: "checkout.session", url: "https://checkout.stripe.com/c/cs_test_invoices" });
      }),
    });
    const stripe = stripeProvider("sk_test_offline", webhookSecret, client);
    const answer = await buyInProcess(purchase(eventId, ticketTypeId, 2), shopContext({ provider: stripe }));
    const payload = JSON.stringify({
      id: `evt_paid_${answer.orderId}`,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_invoices",
          object: "checkout.session",
          client_reference_id: answer.orderId,
          amount_total: 24_000,
          currency: "sar",
          payment_status: "paid",
          payment_intent: `pi_${answer.orderId}`,
        },
      },
    });
    const headers = { "stripe-signature": client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
    const context = { signer: localSigner(), accessTokenFor: shopContext().accessTokenFor };
    expect((await applyPaymentNotice(adminDb, context, stripe.verifyWebhook(Buffer.from(payload), headers)!)).outcome).toBe("applied");
    const paid = await orderOf(answer.orderId);
    expect((await invoiceOf(paid.invoiceNumber!)).paymentMethod).toBe("stripe");

    const actor = { uid: owner.uid, email: owner.email, role: "super_admin" as const };
    await voidTicket(adminDb, actor, { ticketId: paid.ticketIds[0]!, reason: "طلب المشتري" }, (checkout, amount, key) => stripe.refund(checkout, amount, key));
    const refund = requests.find((request) => request.path === "/v1/refunds");
    expect(new URLSearchParams(refund!.body).get("amount")).toBe("12000");
    expect(new URLSearchParams(refund!.body).get("payment_intent")).toBe(`pi_${answer.orderId}`);
    expect(await orderOf(answer.orderId)).toMatchObject({ status: "paid", refundedAmount: 12_000 });
    expect((await creditNotesOf(answer.orderId))[0]).toMatchObject({ refundMethod: "provider", totals: { gross: 12_000, vat: 1_565, net: 10_435 } });
  });
});

describe("the buyer's e-mail", () => {
  const mailOf = async (orderId: string) => (await adminDb.collection(COLLECTIONS.mail).doc(`order-${orderId}`).get()).get("message.text") as string;
  const buyer = { name: "ليلى حسن", email: "layla@example.com" };

  it("links to the invoice's page beside the tickets' once a paid order is invoiced, free or paid on the gateway", async () => {
    const paid = await createEventWithType({ capacity: 5, price: 11_500, vatRate: 1500 });
    const answer = await buy(purchase(paid.eventId, paid.ticketTypeId, 1, { buyer }));
    await decidePayment(gateway, answer.paymentId, "approve");
    expect(await mailOf(answer.orderId)).toContain(`/invoice?order=${answer.orderId}#token=${answer.accessToken}`);
    expect((await orderOf(answer.orderId)).invoiceNumber).toBeDefined();

    const free = await createEventWithType({ capacity: 5, price: 0, vatRate: 1500 });
    const freeAnswer = await callOk<PurchaseTicketsResult>(await newBuyer(), CALLABLES.purchaseTickets, purchase(free.eventId, free.ticketTypeId, 1, { buyer }));
    expect(freeAnswer.status).toBe("paid");
    expect(await mailOf(freeAnswer.orderId)).toContain(`/invoice?order=${freeAnswer.orderId}#token=${freeAnswer.accessToken}`);
  });
});

describe("getOrderInvoices", () => {
  it("answers the order's invoice and credit notes with its private link, to a super_admin, and to its seller only", async () => {
    const { orderId, tickets, accessToken } = await boxOfficeSale(2);
    await callOk(owner, CALLABLES.voidTicket, { ticketId: tickets[1]!.ticketId, reason: "إلغاء" });
    const visitor = await callerWithRole(null);
    const byLink = await callOk<OrderInvoices>(visitor, CALLABLES.getOrderInvoices, { orderId, accessToken });
    expect(byLink.invoice).toMatchObject({ kind: "invoice", totals: { gross: 23_000 } });
    expect(byLink.creditNotes).toHaveLength(1);
    expect(byLink.money).toEqual({ currency: "SAR", paid: 23_000, refunded: 11_500, remaining: 11_500 });
    // The event's zone: the invoice page tells the time of issue there.
    expect(byLink.timeZone).toBe(TEST_EVENT_ZONE);
    expect(await callOk<OrderInvoices>(owner, CALLABLES.getOrderInvoices, { orderId })).toEqual(byLink);
    expect(await callOk<OrderInvoices>(seller, CALLABLES.getOrderInvoices, { orderId })).toEqual(byLink);

    expect(await otherSeller.call(CALLABLES.getOrderInvoices, { orderId })).toMatchObject({ ok: false, code: "not-found" });
    expect(await visitor.call(CALLABLES.getOrderInvoices, { orderId })).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await visitor.call(CALLABLES.getOrderInvoices, { orderId, accessToken: `${accessToken.slice(0, -2)}xx` })).toMatchObject({
      ok: false,
      code: "not-found",
    });
  });

  it("the rules keep invoices, credit notes and series from everyone but a super_admin's reading", async () => {
    const { orderId } = await boxOfficeSale(1);
    const number = (await orderOf(orderId)).invoiceNumber!;
    expect(await owner.readDocument(`${COLLECTIONS.invoices}/${number}`)).toBe(200);
    expect(await seller.readDocument(`${COLLECTIONS.invoices}/${number}`)).not.toBe(200);
    expect(await seller.readDocument(`${COLLECTIONS.invoiceSeries}/invoice-0`)).not.toBe(200);
  });
});
