// A wa.me link that opens WhatsApp with the ticket as a ready-to-send message,
// in a chat with the international number (E.164 digits without "+"). The QR
// itself cannot travel in a link, so the signed code goes on a line of its
// own: the holder can long-press to copy it, and staff can type it in.
import { arPublic, formatDateTime } from "@bawwaba/common";
import { priceLabel } from "./priceLabel";
import type { PrintableTicket } from "../components/print/printableTicket";

export function whatsAppMessage(ticket: PrintableTicket): string {
  const { fields, whatsApp } = arPublic.tickets;
  return [
    whatsApp.greeting,
    `${fields.event}: ${ticket.eventTitle}`,
    `${fields.date}: ${formatDateTime(ticket.startsAtMillis, ticket.timeZone)}`,
    `${fields.venue}: ${ticket.venue}`,
    `${fields.type}: ${ticket.ticketTypeName} (${priceLabel(ticket.price, ticket.currency)})`,
    ...(ticket.holderName ? [`${fields.holder}: ${ticket.holderName}`] : []),
    "",
    whatsApp.codeLine,
    ticket.code,
    "",
    whatsApp.footer,
  ].join("\n");
}

/**
 * `https://wa.me/<digits>?text=…`, or `https://wa.me/?text=…` (pick a chat)
 * without digits. `digits`: whatsAppNumber(phone) of a stored phone in any
 * form (E.164, or the local "05…" of older data), computed by the caller:
 * whatsAppNumber is the phone library's, which this module, shared by the box
 * office's first download, must not import (lib/phoneNumbers.ts).
 */
export function whatsAppUrl(ticket: PrintableTicket, digits?: string | null): string {
  return `https://wa.me/${digits ?? ""}?text=${encodeURIComponent(whatsAppMessage(ticket))}`;
}
