// What an order's invoice and its credit notes say (docs/product.md "Tax and
// invoices"): the invoice lists the order's lines with net, VAT and gross as
// the sale priced them (common/src/tax.ts); a credit note lists the tickets
// it refunds, or one line for an amount given back without tickets.
import {
  refundMessages,
  reportPaymentMethodOf,
  sumTaxed,
  taxOfLine,
  type OrderDoc,
  type RefundMethod,
  type TaxedAmount,
  type TaxLine,
} from "@bawwaba/common";
import type { TaxDocumentContent } from "./taxDocuments.js";

/** The order's fields an invoice or credit note is made from. */
export type InvoicedOrder = Pick<OrderDoc, "reference" | "eventId" | "eventTitle" | "channel" | "items" | "currency" | "total" | "payment" | "checkout">;

const lineOf = (item: OrderDoc["items"][number]): TaxLine => ({
  ticketTypeId: item.ticketTypeId,
  name: item.ticketTypeName,
  quantity: item.quantity,
  unitPrice: item.unitPrice,
  unitVat: item.unitVat ?? 0,
  vatRate: item.vatRate ?? 0,
  ...taxOfLine(item),
});

/** What the order's buyer paid: its lines' net, VAT and gross added up. */
export const paidFor = (order: Pick<OrderDoc, "items">): TaxedAmount => sumTaxed(order.items.map(taxOfLine));

function common(orderId: string, order: InvoicedOrder) {
  return {
    orderId,
    ...(order.reference ? { orderReference: order.reference } : {}),
    eventId: order.eventId,
    eventTitle: order.eventTitle,
    channel: order.channel,
    paymentMethod: reportPaymentMethodOf(order),
    currency: order.currency,
  };
}

export function invoiceContent(orderId: string, order: InvoicedOrder): TaxDocumentContent {
  const lines = order.items.map(lineOf);
  return { ...common(orderId, order), lines, totals: sumTaxed(lines) };
}

/** A refund of tickets (each with its price and the VAT in it), or of an amount (`tickets` empty). */
export interface Refund {
  invoiceNumber: string;
  reason: string;
  method: RefundMethod;
  amount: TaxedAmount;
  tickets: readonly { id: string; ticketTypeId: string; ticketTypeName: string; price: number; vat: number; vatRate: number }[];
}

export function creditNoteContent(orderId: string, order: InvoicedOrder, refund: Refund): TaxDocumentContent {
  const byType = new Map<string, TaxLine>();
  for (const ticket of refund.tickets) {
    const key = `${ticket.ticketTypeId}|${ticket.price}|${ticket.vat}`;
    const line = byType.get(key) ?? {
      ticketTypeId: ticket.ticketTypeId,
      name: ticket.ticketTypeName,
      quantity: 0,
      unitPrice: ticket.price,
      unitVat: ticket.vat,
      vatRate: ticket.vatRate,
      gross: 0,
      vat: 0,
      net: 0,
    };
    line.quantity += 1;
    Object.assign(line, taxOfLine(line));
    byType.set(key, line);
  }
  const ticketLines = [...byType.values()];
  // Tickets whose prices add up to the amount are listed; any other amount is one line.
  const listed = ticketLines.length > 0 && sumTaxed(ticketLines).gross === refund.amount.gross;
  const lines: TaxLine[] = listed
    ? ticketLines
    : [{ ticketTypeId: "", name: refundMessages.amountLine, quantity: 1, unitPrice: refund.amount.gross, unitVat: refund.amount.vat, vatRate: 0, ...refund.amount }];
  return {
    ...common(orderId, order),
    lines,
    totals: sumTaxed(lines),
    invoiceNumber: refund.invoiceNumber,
    reason: refund.reason,
    ...(refund.tickets.length > 0 ? { ticketIds: refund.tickets.map((ticket) => ticket.id) } : {}),
    refundMethod: refund.method,
  };
}
