// Box-office sales (docs/contracts.md `issueTickets`): the order and its tickets are
// written in one transaction that also counts them in the inventory shards,
// so capacity holds under any concurrency, and a repeated requestId returns
// the first answer.
import {
  COLLECTIONS,
  orderSchema,
  parseDocument,
  type EventDoc,
  type IssueTicketsRequest,
  type IssueTicketsResult,
  type OrderDoc,
  type OrderItem,
} from "@bawwaba/common";
import type { TicketSigner } from "@bawwaba/common/ticketCode";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { ensureInventory, takeFromShards } from "../inventory/inventory.js";
import type { Caller } from "../shared/https.js";
import { requestScopedId } from "../shared/ids.js";
import { signNewTickets, type SignedTicket } from "../tickets/newTickets.js";
import { withCapacity, withShardCounts } from "./capacityRounds.js";
import { createOrder } from "./lifecycle.js";
import { assertOnSale, assertWithinOrderLimit, readSaleSubject } from "./saleChecks.js";
import { writeSoldTickets } from "./soldTickets.js";
import { serverClock, type Clock } from "../shared/clock.js";

/** The answer to an order already written: its tickets with their codes. */
async function answerFor(db: Firestore, orderId: string, order: OrderDoc): Promise<IssueTicketsResult> {
  const refs = order.ticketIds.map((id) => db.collection(COLLECTIONS.tickets).doc(id));
  const tickets = refs.length > 0 ? await db.getAll(...refs) : [];
  return {
    orderId,
    tickets: tickets.map((ticket) => ({
      ticketId: ticket.id,
      code: ticket.get("code") as string,
      ticketTypeId: ticket.get("ticketTypeId") as string,
      ticketTypeName: ticket.get("ticketTypeName") as string,
      holderName: ticket.get("holderName") as string | undefined,
    })),
  };
}

export async function issueTickets(
  db: Firestore,
  signer: TicketSigner,
  seller: Caller,
  input: IssueTicketsRequest,
  clock: Clock = serverClock,
): Promise<IssueTicketsResult> {
  const now = clock.millis();
  const orderRef = db.collection(COLLECTIONS.orders).doc(requestScopedId("order", seller.uid, input.requestId));
  const existing = await orderRef.get();
  if (existing.exists) return answerFor(db, orderRef.id, parseDocument(orderSchema, orderRef.path, existing.data()));

  // Checks outside the transaction refuse early without holding anything;
  // the transaction repeats what could have changed meanwhile.
  const typeIds = input.items.map((item) => item.ticketTypeId);
  const before = await readSaleSubject(db, input.eventId, typeIds);
  for (const item of input.items) {
    const type = before.types.get(item.ticketTypeId)!;
    assertOnSale(before.event, type, now);
    assertWithinOrderLimit(type, item.quantity);
    if (!type.inventory) await ensureInventory(db, input.eventId, item.ticketTypeId);
  }

  const totalQuantity = input.items.reduce((sum, item) => sum + item.quantity, 0);
  const signed = signNewTickets(db, signer, input.eventId, totalQuantity);
  const complimentary = input.payment === "complimentary";

  const outcome = await withCapacity(
    db,
    {
      eventId: input.eventId,
      items: withShardCounts(input.items, before.types),
      typeName: (id) => before.types.get(id)!.name,
    },
    async (tx, plans) => {
      const again = await tx.get(orderRef);
      if (again.exists) {
        return { kind: "existing" as const, order: parseDocument(orderSchema, orderRef.path, again.data()) };
      }
      const { event, types } = await readSaleSubject(db, input.eventId, typeIds, tx);
      for (const item of input.items) {
        const type = types.get(item.ticketTypeId)!;
        assertOnSale(event, type, now);
        assertWithinOrderLimit(type, item.quantity);
      }
      for (const item of input.items) takeFromShards(tx, db, input.eventId, plans.get(item.ticketTypeId)!);
      const items = input.items.map((item) => {
        const type = types.get(item.ticketTypeId)!;
        return {
          ticketTypeId: item.ticketTypeId,
          ticketTypeName: type.name,
          quantity: item.quantity,
          unitPrice: complimentary ? 0 : type.price,
        };
      });
      writeOrder(tx, db, orderRef, { event, items, seller, input, signed, clock });
      return { kind: "created" as const, items };
    },
  );
  if (outcome.kind === "existing") return answerFor(db, orderRef.id, outcome.order);
  let next = 0;
  return {
    orderId: orderRef.id,
    tickets: outcome.items.flatMap((item) =>
      Array.from({ length: item.quantity }, () => {
        const ticket = signed[next++]!;
        return {
          ticketId: ticket.ticketId,
          code: ticket.code,
          ticketTypeId: item.ticketTypeId,
          ticketTypeName: item.ticketTypeName,
          holderName: input.buyer.name,
        };
      }),
    ),
  };
}

interface OrderToWrite {
  event: EventDoc & { id: string };
  items: OrderItem[];
  seller: Caller;
  input: IssueTicketsRequest;
  signed: SignedTicket[];
  clock: Clock;
}

/** The paid order and its valid tickets, counted in the sales stats, in `tx`. */
function writeOrder(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference,
  { event, items, seller, input, signed, clock }: OrderToWrite,
): void {
  const channel = input.payment === "complimentary" ? ("complimentary" as const) : ("box_office" as const);
  createOrder(tx, orderRef, "paid", {
    eventId: event.id,
    eventTitle: event.title,
    items,
    total: items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
    currency: event.currency,
    channel,
    payment: input.payment,
    buyer: input.buyer,
    sellerUid: seller.uid,
    sellerEmail: seller.email,
    ticketIds: signed.map((ticket) => ticket.ticketId),
    createdAt: clock.stamp(),
    paidAt: clock.stamp(),
  });
  writeSoldTickets(tx, db, {
    event,
    orderId: orderRef.id,
    items,
    channel,
    seller,
    holder: { name: input.buyer.name, phone: input.buyer.phone },
    signed,
    clock,
  });
}
