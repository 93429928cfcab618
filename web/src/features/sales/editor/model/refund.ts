// What a void or a refund of the order will give back, shown in its dialog
// before the organiser confirms: common/src/refunds.ts decides it (the same
// functions the callables refund with), over what the order was paid: its
// lines' prices with their VAT (docs/product.md "Refunds and credit notes").
import { orderRefund, refundMethodOf, sumTaxed, taxOfLine, ticketRefund, type OrderDoc, type RefundMethod, type TaxedAmount } from "@bawwaba/common";
import type { EditorTicket } from "./types";

export type RefundOrder = Pick<OrderDoc, "status" | "total" | "refundedAmount" | "payment" | "checkout" | "channel" | "items" | "currency">;

/** What a correction gives back: an order, and the ticket when only that ticket is voided. */
export interface RefundSubject {
  order: RefundOrder;
  ticket?: Pick<EditorTicket, "price" | "vat">;
}

export type RefundPreview =
  /** Nothing goes back: the order is not paid. */
  | { kind: "unpaid" }
  /** Nothing goes back: a free ticket or order, or all of it went back already. */
  | { kind: "nothing" }
  | { kind: "refund"; amount: TaxedAmount; method: RefundMethod; currency: string };

/** What the order was paid: its lines, VAT included (tax.ts taxOfLine). */
export const paidOf = (order: Pick<OrderDoc, "items">): TaxedAmount => sumTaxed(order.items.map(taxOfLine));

export function refundPreview({ order, ticket }: RefundSubject): RefundPreview {
  if (order.status !== "paid") return { kind: "unpaid" };
  const paid = paidOf(order);
  const amount = ticket ? ticketRefund(order, ticket, paid) : orderRefund(order, paid);
  if (amount.gross === 0) return { kind: "nothing" };
  return { kind: "refund", amount, method: refundMethodOf(order), currency: order.currency };
}
