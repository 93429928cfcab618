// A sale once issued: the function answers with ids and codes only, so what
// the tickets show (event, price, holder) comes from the sale as the seller
// made it, kept aside when it was sent.
import { orderLinkPath, type IssueTicketsResult, type PaymentMethod } from "@bawwaba/common";
import type { PrintableTicket } from "../../../components/print/printableTicket";

export interface SaleReceipt {
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
    link: `${origin}${orderLinkPath({ orderId: result.orderId, accessToken: result.accessToken })}`,
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
