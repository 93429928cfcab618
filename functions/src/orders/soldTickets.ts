// The tickets of a sold order, written in the sale's transaction and counted
// in the dashboard's sales stats on the event's sales day: the same for a
// box-office sale and a paid online order.
import { holderNameOf, salesDayOf, type EventDoc, type OrderDoc, type OrderItem, type ReportPaymentMethod, type SalesChannel } from "@bawwaba/common";
import type { Firestore, Transaction } from "firebase-admin/firestore";
import { countSales } from "../stats/salesStats.js";
import { createIssuedTicket } from "../tickets/lifecycle.js";
import type { SignedTicket } from "../tickets/newTickets.js";
import { serverClock, type Clock } from "../shared/clock.js";

export interface SoldTickets {
  event: Pick<EventDoc, "title" | "currency" | "timeZone"> & { id: string };
  orderId: string;
  /** Absent for an online order created before references existed, paid since. */
  orderReference?: string;
  items: readonly OrderItem[];
  channel: SalesChannel;
  /** How the order was paid (common/src/documents.ts reportPaymentMethodOf): on each ticket, and the sales report's row. */
  paymentMethod: ReportPaymentMethod;
  seller: { uid: string; email?: string };
  holder: { name: string; phone?: string };
  /** The order's promo code (normalized): on the tickets of the lines that used it. */
  promoCode?: string;
  /** Each ticket's answers, in the order of `items` (sale/sell.ts); a holder-name answer names its ticket's holder. */
  ticketAnswers?: OrderDoc["ticketAnswers"];
  /** One signed code per ticket, in the order of `items`. */
  signed: readonly SignedTicket[];
  /** The server's own unless the sale is the demo's history. */
  clock?: Clock;
}

/** Writes the order's valid tickets in `tx` and counts them as sold today (on the sale's clock). */
export function writeSoldTickets(tx: Transaction, db: Firestore, sale: SoldTickets): void {
  const { event, items, channel, seller, holder, signed, clock = serverClock } = sale;
  const salesDay = salesDayOf(clock.millis(), event.timeZone);
  let next = 0;
  const codeOf = (item: OrderItem) => (item.usesPromoCode ? sale.promoCode : undefined);
  for (const item of items) {
    const promoCode = codeOf(item);
    for (let i = 0; i < item.quantity; i++) {
      const answers = sale.ticketAnswers?.[next]?.answers ?? [];
      const ticket = signed[next++]!;
      createIssuedTicket(
        tx,
        db,
        ticket,
        {
          eventId: event.id,
          ticketTypeId: item.ticketTypeId,
          orderId: sale.orderId,
          orderReference: sale.orderReference,
          channel,
          sellerUid: seller.uid,
          sellerEmail: seller.email,
          eventTitle: event.title,
          ticketTypeName: item.ticketTypeName,
          price: item.unitPrice,
          ...(item.unitVat !== undefined ? { vat: item.unitVat } : {}),
          paymentMethod: sale.paymentMethod,
          currency: event.currency,
          // A ticket named for its holder is theirs, not the buyer's (phone included).
          holderName: holderNameOf(answers) ?? holder.name,
          holderPhone: holderNameOf(answers) === undefined ? holder.phone : undefined,
          salesDay,
          ...(promoCode ? { promoCode } : {}),
          ...(answers.length > 0 ? { answers } : {}),
        },
        clock.stamp(),
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
      ...(codeOf(item) ? { promoCode: codeOf(item) } : {}),
      paymentMethod: sale.paymentMethod,
      tickets: item.quantity,
      revenue: item.unitPrice * item.quantity,
      vat: (item.unitVat ?? 0) * item.quantity,
    })),
  );
}
