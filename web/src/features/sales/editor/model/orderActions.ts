// Which corrections an order and its tickets allow: the lifecycles' own
// predicates (common/src/orderLifecycle.ts, ticketLifecycle.ts), the ones the
// functions decide with, so the editor never offers what they refuse. A
// ticket not yet void may be voided; an order still pending or paid may be
// cancelled or refunded; the buyer may always be corrected.
export { mayCloseOrder, mayVoidTicket } from "@bawwaba/common";

/** How many tickets the order has: its ids, or for a bulk order (empty ids) those listed. */
export function orderTicketCount(order: { ticketIds: string[]; items: { quantity: number }[] }): number {
  if (order.ticketIds.length > 0) return order.ticketIds.length;
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
