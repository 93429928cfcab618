// The order lifecycle's rules: which status changes are legal, and the
// decisions drawn from them. The functions change an order's status only
// through this table (functions/src/orders/lifecycle.ts) and the sales editor
// offers its corrections from the same predicates, so the two never disagree
// (docs/security.md "Money safety").
//
//   pending ─ paid (payment, or free at once)      paid ─ cancelled / refunded (sales editor, provider)
//           ─ expired (hold ran out)               expired / cancelled ─ refunded (money that came too late goes back)
//           ─ cancelled (declined, replaced, staff)
//           ─ refunded (staff)
import type { OrderStatus, TimestampLike } from "./documents.js";

/** Every legal change of an order's status; anything else is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["paid", "expired", "cancelled", "refunded"],
  paid: ["cancelled", "refunded"],
  // Money that arrives for an ended order is given back: the order records it.
  expired: ["refunded"],
  cancelled: ["refunded"],
  refunded: [],
};

/** The statuses an order is created in: held (online, unpaid) or paid (box office, bulk, a free online order). */
export const INITIAL_ORDER_STATUSES = ["pending", "paid"] as const satisfies readonly OrderStatus[];
export type InitialOrderStatus = (typeof INITIAL_ORDER_STATUSES)[number];

export const canChangeOrderStatus = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Staff may close the order (cancel or refund it, its tickets voided): it is still pending or paid. */
export const mayCloseOrder = (status: OrderStatus): boolean =>
  canChangeOrderStatus(status, "cancelled") && canChangeOrderStatus(status, "refunded");

/** The order ended without ever being paid for good (expired, cancelled, refunded): money that comes now goes back. */
export const isOrderEnded = (status: OrderStatus): boolean => status !== "paid" && !canChangeOrderStatus(status, "paid");

/** A held order whose hold ran out by `now`: its tickets are not really taken any more. */
export function isHoldOverdue(order: { status: OrderStatus; holdExpiresAt?: Pick<TimestampLike, "toMillis"> }, now: number): boolean {
  return order.status === "pending" && order.holdExpiresAt !== undefined && order.holdExpiresAt.toMillis() <= now;
}
