// Box-office sales (API.md `issueTickets`): the order and its tickets are
// written in one transaction that also counts them in the inventory shards,
// so capacity holds under any concurrency, and a repeated requestId returns
// the first answer.
import {
  ar,
  COLLECTIONS,
  inventoryTotals,
  orderSchema,
  parseDocument,
  salesDayOf,
  type EventDoc,
  type IssueTicketsRequest,
  type IssueTicketsResult,
  type OrderDoc,
  type OrderItem,
} from "@bawwaba/common";
import type { TicketSigner } from "@bawwaba/common/ticketCode";
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { chooseShards, ensureInventory, readShards, takeFromShards, type PlannedTake } from "../inventory/inventory.js";
import type { Caller } from "../shared/https.js";
import { requestScopedId } from "../shared/ids.js";
import { countSales } from "../stats/salesStats.js";
import { isBusy, isPreconditionLoss, runTransaction } from "../shared/transactions.js";
import { newTicketDoc, signNewTickets, type SignedTicket } from "../tickets/newTickets.js";
import { assertOnSale, assertWithinOrderLimit, readSaleSubject } from "./saleChecks.js";

/**
 * How long a sale keeps choosing and trying again before it gives up as busy.
 * A time budget, not a count of rounds: on a loaded machine each round is
 * slower, and a sale must not give up while tickets are left only because it
 * lost many rounds quickly. Below the callable's timeout (see callables.ts).
 */
const SALE_DEADLINE_MS = 50_000;
/** Attempts of one round's transaction: after a collision, choosing other shards beats the SDK's growing waits. */
const SALE_TRANSACTION_ATTEMPTS = 2;
/** Random wait before choosing again grows by this per round (capped at 10 rounds), so colliding sales spread out. */
const RETRY_BACKOFF_MS = 50;

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
  now: number = Date.now(),
): Promise<IssueTicketsResult> {
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

  // One attempt at the sale with the shards chosen in `plans`; the commit
  // fails with a precondition loss when another sale wrote them meanwhile.
  const sell = async (tx: Transaction, plans: Map<string, PlannedTake[]>) => {
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
    writeOrder(tx, db, orderRef, { event, items, seller, input, signed });
    return { kind: "created" as const, items };
  };

  const giveUpAt = Date.now() + SALE_DEADLINE_MS;
  for (let attempt = 1; Date.now() < giveUpAt; attempt++) {
    // Which shards to take from, chosen from a lock-free read (see chooseShards).
    const plans = new Map<string, PlannedTake[]>();
    for (const item of input.items) {
      const shards = await readShards(db, input.eventId, item.ticketTypeId);
      const takes = chooseShards(shards, item.quantity);
      if (!takes) {
        const name = before.types.get(item.ticketTypeId)!.name;
        throw new HttpsError("resource-exhausted", ar.errors.notEnoughLeft(name, inventoryTotals(shards).remaining));
      }
      plans.set(item.ticketTypeId, takes);
    }

    const outcome = await runTransaction(db, (tx) => sell(tx, plans), { maxAttempts: SALE_TRANSACTION_ATTEMPTS }).catch(
      (error: unknown) => {
        if (isBusy(error) || isPreconditionLoss(error)) return { kind: "stale" as const };
        throw error;
      },
    );
    if (outcome.kind === "stale") {
      // Another sale wrote those shards between the read and the commit (or
      // the transaction collided): wait a little, read again, choose again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * RETRY_BACKOFF_MS * Math.min(attempt, 10)));
      continue;
    }
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
  throw new HttpsError("aborted", ar.errors.busy);
}

interface OrderToWrite {
  event: EventDoc & { id: string };
  items: OrderItem[];
  seller: Caller;
  input: IssueTicketsRequest;
  signed: SignedTicket[];
}

/** The paid order and its valid tickets, counted in the sales stats, in `tx`. */
function writeOrder(
  tx: Transaction,
  db: Firestore,
  orderRef: DocumentReference,
  { event, items, seller, input, signed }: OrderToWrite,
): void {
  const channel = input.payment === "complimentary" ? ("complimentary" as const) : ("box_office" as const);
  const salesDay = salesDayOf(Date.now(), event.timeZone);
  tx.create(orderRef, {
    eventId: event.id,
    eventTitle: event.title,
    items,
    total: items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
    currency: event.currency,
    status: "paid",
    channel,
    payment: input.payment,
    buyer: input.buyer,
    sellerUid: seller.uid,
    sellerEmail: seller.email,
    ticketIds: signed.map((ticket) => ticket.ticketId),
    createdAt: FieldValue.serverTimestamp(),
    paidAt: FieldValue.serverTimestamp(),
  });
  let next = 0;
  for (const item of items) {
    for (let i = 0; i < item.quantity; i++) {
      const ticket = signed[next++]!;
      tx.create(
        db.collection(COLLECTIONS.tickets).doc(ticket.ticketId),
        newTicketDoc(ticket, {
          eventId: event.id,
          ticketTypeId: item.ticketTypeId,
          orderId: orderRef.id,
          channel,
          sellerUid: seller.uid,
          sellerEmail: seller.email,
          eventTitle: event.title,
          ticketTypeName: item.ticketTypeName,
          price: item.unitPrice,
          currency: event.currency,
          holderName: input.buyer.name,
          holderPhone: input.buyer.phone,
          salesDay,
        }),
      );
    }
  }
  countSales(
    tx,
    db,
    { eventId: event.id, currency: event.currency },
    items.map((item) => ({
      day: salesDay,
      channel,
      ticketTypeId: item.ticketTypeId,
      ticketTypeName: item.ticketTypeName,
      sellerUid: seller.uid,
      sellerEmail: seller.email,
      tickets: item.quantity,
      revenue: item.unitPrice * item.quantity,
    })),
  );
}
