// What giving money back takes, in one place for the sales editor (which
// shows it before the organiser confirms) and the functions (which do it):
// voiding a ticket of a paid order refunds that ticket's price; ending a
// paid order by refund gives back what is still paid for; nothing ever goes
// back beyond what was paid (docs/product.md "Refunds and credit notes").
import type { OrderDoc, TicketDoc } from "./documents.js";
import type { RefundMethod } from "./invoiceSchemas.js";
import { taxOfRefund, type TaxedAmount } from "./tax.js";

type PaidOrder = Pick<OrderDoc, "status" | "total" | "refundedAmount" | "payment" | "checkout" | "channel">;

/** What is still paid for: the total less what went back. */
export const stillPaid = (order: Pick<OrderDoc, "total" | "refundedAmount">) => order.total - (order.refundedAmount ?? 0);

/** How a refund of `order` goes back: through its online provider, or handed back as it was paid at the box office. */
export function refundMethodOf(order: PaidOrder): RefundMethod {
  if (order.checkout) return "provider";
  return order.payment === "card" ? "card" : "cash";
}

/** The whole order's remaining money: what a refund of the order gives back (its VAT in proportion). */
export function orderRefund(order: PaidOrder, paid: TaxedAmount): TaxedAmount {
  if (order.status !== "paid") return { gross: 0, vat: 0, net: 0 };
  const remaining = stillPaid(order);
  if (remaining === paid.gross) return paid;
  return taxOfRefund(remaining, paid);
}

/**
 * Voiding `ticket`: its price back with the VAT sold in it, capped at what is
 * still paid for (an earlier refund at the provider may have taken part).
 * Zero for a ticket of an order not paid or a free ticket.
 */
export function ticketRefund(order: PaidOrder, ticket: Pick<TicketDoc, "price" | "vat">, paid: TaxedAmount): TaxedAmount {
  if (order.status !== "paid" || ticket.price === 0) return { gross: 0, vat: 0, net: 0 };
  const remaining = stillPaid(order);
  if (ticket.price <= remaining) {
    const vat = ticket.vat ?? 0;
    return { gross: ticket.price, vat, net: ticket.price - vat };
  }
  return taxOfRefund(Math.max(0, remaining), paid);
}
