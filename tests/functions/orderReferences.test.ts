// Order references (common/src/orderReference.ts) against the emulators:
// every order gets one, whichever channel sold it; concurrent sales get
// distinct ones, each reserved in orderReferences/{reference} for its own
// order; and the reservation's create refuses a second order with a
// reference already held, however close together they commit.
import {
  CALLABLES,
  COLLECTIONS,
  newOrderReference,
  parseOrderReference,
  type BulkGenerateTicketsResult,
  type IssueTicketsResult,
  type OrderTicketsResult,
  type PurchaseTicketsResult,
} from "@bawwaba/common";
import { Timestamp } from "firebase-admin/firestore";
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "../../functions/src/orders/lifecycle";
import { callersWithRoles, callOk, newRequestId, type Caller } from "../support/callables";
import { newBuyer, purchase } from "../support/payments";
import { adminDb, eventually, publishLocalSigningKey } from "../support/emulators";
import { createEventWithType, ticketDoc as ticketOf } from "../support/salesFixtures";

let owner: Caller;
let seller: Caller;

beforeAll(publishLocalSigningKey);
beforeAll(async () => {
  [owner, seller] = await callersWithRoles("super_admin", "sales_admin");
});

const orderOf = async (orderId: string) => (await adminDb.collection(COLLECTIONS.orders).doc(orderId).get()).data()!;
const reservationOf = async (reference: string) => (await adminDb.collection(COLLECTIONS.orderReferences).doc(reference).get()).data();

const SALES = 12;

describe("order references", () => {
  it("gives concurrent sales distinct references, each reserved for its own order", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 100 });
    const outcomes = await Promise.all(
      Array.from({ length: SALES }, () =>
        seller.call<IssueTicketsResult>(CALLABLES.issueTickets, {
          eventId,
          items: [{ ticketTypeId, quantity: 1 }],
          buyer: { name: "سارة أحمد" },
          payment: "cash",
          requestId: newRequestId(),
        }),
      ),
    );
    const sold = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.data] : []));
    expect(sold).toHaveLength(SALES);
    const references = sold.map((sale) => sale.reference!);
    expect(new Set(references).size).toBe(SALES);
    for (const sale of sold) {
      expect(parseOrderReference(sale.reference!)).toBe(sale.reference);
      expect(await orderOf(sale.orderId)).toMatchObject({ reference: sale.reference });
      expect(await reservationOf(sale.reference!)).toEqual({ orderId: sale.orderId });
      // Its tickets carry it, for the tickets table and the print sheets.
      expect(await ticketOf(sale.tickets[0]!.ticketId)).toMatchObject({ orderReference: sale.reference });
    }
  });

  it("answers a repeated sale with the reference it gave first", async () => {
    const { eventId, ticketTypeId } = await createEventWithType();
    const input = { eventId, items: [{ ticketTypeId, quantity: 1 }], buyer: { name: "ضيف" }, payment: "cash", requestId: newRequestId() };
    const first = await seller.call<IssueTicketsResult>(CALLABLES.issueTickets, input);
    const again = await seller.call<IssueTicketsResult>(CALLABLES.issueTickets, input);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(parseOrderReference(first.data.reference!)).toBe(first.data.reference);
    expect(again.data.reference).toBe(first.data.reference);
  });

  it("gives an online order a reference, which its private page's answer carries", async () => {
    // A free order: paid at once, with its tickets, and no payment provider.
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 5, price: 0 });
    const buyer = await newBuyer();
    const bought = await callOk<PurchaseTicketsResult>(buyer, CALLABLES.purchaseTickets, purchase(eventId, ticketTypeId, 1));
    const { reference } = await orderOf(bought.orderId);
    expect(parseOrderReference(reference as string)).toBe(reference);
    expect(await reservationOf(reference as string)).toEqual({ orderId: bought.orderId });
    const visitor = (await callersWithRoles(null))[0];
    const page = await callOk<OrderTicketsResult>(visitor, CALLABLES.getOrderTickets, { orderId: bought.orderId, accessToken: bought.accessToken });
    expect(page.reference).toBe(reference);
    expect(await ticketOf(page.tickets[0]!.ticketId)).toMatchObject({ orderReference: reference });
  });

  it("gives a bulk job's order a reference too", async () => {
    const { eventId, ticketTypeId } = await createEventWithType({ capacity: 20 });
    const outcome = await owner.call<BulkGenerateTicketsResult>(CALLABLES.bulkGenerateTickets, { eventId, ticketTypeId, count: 3, requestId: newRequestId() });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // A bulk job's id is its order's (orders/bulk/startBulkJob.ts).
    const { reference } = await orderOf(outcome.data.jobId);
    expect(parseOrderReference(reference as string)).toBe(reference);
    expect(await reservationOf(reference as string)).toEqual({ orderId: outcome.data.jobId });
    const tickets = await eventually(
      async () => (await adminDb.collection(COLLECTIONS.tickets).where("jobId", "==", outcome.data.jobId).get()).docs,
      (docs) => docs.length === 3,
    );
    for (const ticket of tickets) expect(ticket.get("orderReference")).toBe(reference);
  });

  it("refuses a second order with a reference already held, even when both commit at once", async () => {
    const reference = newOrderReference(randomBytes);
    const orderRefs = [adminDb.collection(COLLECTIONS.orders).doc(), adminDb.collection(COLLECTIONS.orders).doc()];
    const fields = { eventId: "e", eventTitle: "t", items: [], total: 0, currency: "SAR", channel: "box_office" as const, buyer: { name: "ضيف" }, sellerUid: "s", ticketIds: [], createdAt: Timestamp.now() };
    const commits = await Promise.allSettled(orderRefs.map((orderRef) => adminDb.runTransaction(async (tx) => createOrder(tx, orderRef, "paid", { ...fields, reference }))));
    expect(commits.map((commit) => commit.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = commits.find((commit) => commit.status === "rejected")!;
    // gRPC 6: ALREADY_EXISTS, which the capacity rounds answer by drawing again.
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 6 });
    const holder = (await reservationOf(reference))!.orderId;
    const written = await Promise.all(orderRefs.map(async (orderRef) => (await orderRef.get()).exists));
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(written[orderRefs.findIndex((orderRef) => orderRef.id === holder)]).toBe(true);
  });
});
