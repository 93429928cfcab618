// Which corrections an order and its tickets allow, as the functions decide
// them (functions/src/orders/corrections): a ticket not yet void may be
// voided; an order still paid or pending may be cancelled or refunded; the
// buyer may always be corrected.
import type { OrderStatus, TicketStatus } from "@bawwaba/common";

export function canVoidTicket(status: TicketStatus): boolean {
  return status === "valid" || status === "checked_in";
}

export function canCloseOrder(status: OrderStatus): boolean {
  return status === "paid" || status === "pending";
}

/** How many tickets the order has: its ids, or for a bulk order (empty ids) those listed. */
export function orderTicketCount(order: { ticketIds: string[]; items: { quantity: number }[] }): number {
  if (order.ticketIds.length > 0) return order.ticketIds.length;
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
