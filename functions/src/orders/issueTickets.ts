// Box-office sales (docs/contracts.md `issueTickets`), through the sale
// skeleton (sale/sell.ts): the order is paid at once and its tickets are
// written with it in the transaction that takes them from the inventory
// shards, so capacity holds under any concurrency, and a repeated requestId
// returns the first answer.
import {
  holderNameOf,
  orderSchema,
  parseDocument,
  reportPaymentMethodOf,
  COLLECTIONS,
  type IssuedOrder,
  type IssueTicketsRequest,
  type OrderDoc,
} from "@bawwaba/common";
import type { TicketSigner } from "@bawwaba/common/ticketCode";
import type { Firestore } from "firebase-admin/firestore";
import { serverClock, type Clock } from "../shared/clock.js";
import type { Caller } from "../shared/https.js";
import { signNewTickets } from "../tickets/newTickets.js";
import { sell, type SaleChannel } from "./sale/sell.js";
import { assertOnSale, assertWithinOrderLimit } from "./saleChecks.js";
import { writeSoldTickets } from "./soldTickets.js";

/** The answer to an order already written: its tickets with their codes. */
async function answerFor(db: Firestore, orderId: string, order: OrderDoc): Promise<IssuedOrder> {
  const refs = order.ticketIds.map((id) => db.collection(COLLECTIONS.tickets).doc(id));
  const tickets = refs.length > 0 ? await db.getAll(...refs) : [];
  return {
    orderId,
    ...(order.reference ? { reference: order.reference } : {}),
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
): Promise<IssuedOrder> {
  // Signed before the transaction, so that it stays short under a rush.
  const signed = signNewTickets(db, signer, input.eventId, input.items.reduce((sum, item) => sum + item.quantity, 0));
  const complimentary = input.payment === "complimentary";
  const channel = complimentary ? ("complimentary" as const) : ("box_office" as const);

  const boxOffice: SaleChannel<undefined, Pick<OrderDoc, "items" | "ticketAnswers">, IssuedOrder> = {
    requestKind: "order",
    answerAgain: (orderRef, written) => answerFor(db, orderRef.id, parseDocument(orderSchema, orderRef.path, written.data())),
    // Staff sell a type whose waiting list is open (the shop does not): the
    // counter decides for the person before it (docs/product.md).
    assertSellable: (event, type, quantity, now) => {
      assertOnSale(event, type, now);
      assertWithinOrderLimit(type, quantity);
    },
    unitPrice: (type) => (complimentary ? 0 : type.price),
    sellsHiddenTypes: true,
    invoicedAtOnce: () => true,
    order: (tx, { orderRef, event, items, saleFields }) => {
      writeSoldTickets(tx, db, {
        event,
        orderId: orderRef.id,
        orderReference: saleFields.reference,
        promoCode: saleFields.promoCode?.code,
        ticketAnswers: saleFields.ticketAnswers,
        items,
        channel,
        paymentMethod: reportPaymentMethodOf({ payment: input.payment, total: saleFields.total }),
        seller,
        holder: { name: input.buyer.name, phone: input.buyer.phone },
        signed,
        clock,
      });
      const fields = {
        ...saleFields,
        channel,
        payment: input.payment,
        buyer: input.buyer,
        sellerUid: seller.uid,
        sellerEmail: seller.email,
        ticketIds: signed.map((ticket) => ticket.ticketId),
        createdAt: clock.stamp(),
        paidAt: clock.stamp(),
      };
      return { status: "paid", fields, written: { items, ticketAnswers: saleFields.ticketAnswers } };
    },
    answer: async (orderRef, { items, ticketAnswers }, reference) => {
      let next = 0;
      return {
        orderId: orderRef.id,
        reference,
        tickets: items.flatMap((item) =>
          Array.from({ length: item.quantity }, () => {
            const answers = ticketAnswers?.[next]?.answers;
            const ticket = signed[next++]!;
            return {
              ticketId: ticket.ticketId,
              code: ticket.code,
              ticketTypeId: item.ticketTypeId,
              ticketTypeName: item.ticketTypeName,
              holderName: holderNameOf(answers) ?? input.buyer.name,
            };
          }),
        ),
      };
    },
  };
  return sell(
    db,
    boxOffice,
    {
      eventId: input.eventId,
      items: input.items,
      callerUid: seller.uid,
      requestId: input.requestId,
      promoCode: input.promoCode,
      answers: input.answers,
    },
    clock.millis(),
  );
}
