// A sale once issued: the function answers with ids and codes only, so what
// the tickets show (event, price, holder) comes from the sale as the seller
// made it, kept aside when it was sent.
import { DEFAULT_TIME_ZONE, orderLinkPath, type EventDoc, type IssueTicketsResult, type PaymentMethod, type TicketDoc } from "@bawwaba/common";
import type { OrderView } from "../../../data/orders";
import type { PrintableTicket } from "../../../components/print/printableTicket";

export interface SaleReceipt {
  eventId: string;
  eventTitle: string;
  venue: string;
  startsAtMillis: number;
  timeZone: string;
  currency: string;
  /** Price per ticket type id, in minor units, as the seller saw it. */
  unitPrices: Readonly<Record<string, number>>;
  buyerName: string;
  /** E.164 ("+966551234567"). */
  buyerPhone?: string;
  /** The digits of the WhatsApp links' chat (whatsAppNumber of the phone). */
  buyerWhatsApp?: string;
  payment: PaymentMethod;
  /** Minor units of `currency`. */
  total: number;
}

export interface IssuedSale {
  orderId: string;
  /** The order's reference (common/src/orderReference.ts). */
  reference?: string;
  tickets: PrintableTicket[];
  receipt: SaleReceipt;
  /** The order's private page on `origin`, with its QR codes: what the buyer's WhatsApp message links to. */
  link: string;
}

/** `origin`: the app's, where the order's private page is (window.location.origin). */
export function issuedSale(result: IssueTicketsResult, receipt: SaleReceipt, origin: string): IssuedSale {
  return {
    orderId: result.orderId,
    reference: result.reference,
    receipt,
    link: `${origin}${orderLinkPath({ orderId: result.orderId, accessToken: result.accessToken, eventId: receipt.eventId })}`,
    tickets: result.tickets.map((ticket) => ({
      ticketId: ticket.ticketId,
      code: ticket.code,
      eventTitle: receipt.eventTitle,
      venue: receipt.venue,
      startsAtMillis: receipt.startsAtMillis,
      timeZone: receipt.timeZone,
      ticketTypeName: ticket.ticketTypeName,
      holderName: ticket.holderName ?? receipt.buyerName,
      // Every ticket is of a type the sale asked for, so its price is known.
      price: receipt.unitPrices[ticket.ticketTypeId] ?? 0,
      currency: receipt.currency,
      orderId: result.orderId,
      orderReference: result.reference,
    })),
  };
}

/** A sale made before, as read back: the order, its tickets, its event (gone: undefined) and its link's token. */
export interface SaleRecord {
  order: OrderView;
  tickets: (TicketDoc & { id: string })[];
  event?: EventDoc & { id: string };
  accessToken: string;
}

/** The sale-done screen of a sale read back (a reload, the recent sales), as issuedSale makes it after issuing. */
export function issuedSaleOf({ order, tickets, event, accessToken }: SaleRecord, origin: string): IssuedSale {
  const unitPrices = Object.fromEntries(order.items.map((item) => [item.ticketTypeId, item.unitPrice]));
  const phone = order.buyer.phone;
  const receipt: SaleReceipt = {
    eventId: order.eventId,
    eventTitle: order.eventTitle,
    venue: event?.venue ?? "",
    startsAtMillis: event?.startsAt.toMillis() ?? order.createdAtMillis,
    timeZone: event?.timeZone ?? DEFAULT_TIME_ZONE,
    currency: order.currency,
    unitPrices,
    buyerName: order.buyer.name,
    buyerPhone: phone,
    // Stored phones are E.164: WhatsApp's number is its digits.
    buyerWhatsApp: phone?.startsWith("+") ? phone.slice(1) : undefined,
    payment: order.payment ?? "cash",
    total: order.total,
  };
  const result: IssueTicketsResult = {
    orderId: order.id,
    reference: order.reference,
    accessToken,
    // In the order's own order: the tickets were issued in it.
    tickets: [...tickets]
      .sort((a, b) => order.ticketIds.indexOf(a.id) - order.ticketIds.indexOf(b.id))
      .map((ticket) => ({
        ticketId: ticket.id,
        code: ticket.code,
        ticketTypeId: ticket.ticketTypeId,
        ticketTypeName: ticket.ticketTypeName,
        holderName: ticket.holderName,
      })),
  };
  return issuedSale(result, receipt, origin);
}
