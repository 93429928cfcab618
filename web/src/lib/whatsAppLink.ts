// wa.me links that open WhatsApp with a ready-to-send message, in a chat with
// the international number (E.164 digits without "+"). A QR cannot travel
// in a link: an order's message carries its private link, whose page shows
// the QR codes; a single ticket's carries its gate code, which gate staff
// type (docs/product.md §4 "Gate codes").
import { formatDateTimeWithHijri, formatGateCode, formatOrderReference, gateCodeOf, ticketsMessages, whatsAppMessages as whatsApp } from "@bawwaba/common";
import { ltr } from "./bidi";
import { priceLabel } from "./priceLabel";
import type { PrintableTicket } from "../components/print/printableTicket";

const { fields } = ticketsMessages;

/** An order as its message tells it: the event, its tickets and the link to their QR codes. */
export interface WhatsAppOrder {
  eventTitle: string;
  venue: string;
  startsAtMillis: number;
  timeZone: string;
  reference?: string;
  ticketTypeNames: readonly string[];
  /** The order's private page, absolute (orderLinkPath on the app's origin). */
  link: string;
}

const whenAndWhere = (event: Pick<WhatsAppOrder, "eventTitle" | "venue" | "startsAtMillis" | "timeZone">) => [
  `${fields.event}: ${event.eventTitle}`,
  `${fields.date}: ${formatDateTimeWithHijri(event.startsAtMillis, event.timeZone)}`,
  `${fields.venue}: ${event.venue}`,
];

/** "2 × عادي، 1 × VIP": how many of each type, in the order they were sold. */
function typeCounts(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${count} × ${name}`).join("، ");
}

/** One message for a whole order (the box office's sale). */
export function orderWhatsAppMessage(order: WhatsAppOrder): string {
  return [
    whatsApp.orderGreeting(order.ticketTypeNames.length),
    ...whenAndWhere(order),
    ...(order.reference ? [`${fields.orderReference}: ${ltr(formatOrderReference(order.reference))}`] : []),
    `${whatsApp.tickets}: ${typeCounts(order.ticketTypeNames)}`,
    "",
    whatsApp.linkLine,
    order.link,
    "",
    whatsApp.orderFooter,
  ].join("\n");
}

/** One ticket, shared on its own (a ticket given to a guest). */
export function ticketWhatsAppMessage(ticket: PrintableTicket): string {
  const gateCode = gateCodeOf(ticket.code);
  return [
    whatsApp.greeting,
    ...whenAndWhere(ticket),
    `${fields.type}: ${ticket.ticketTypeName} (${priceLabel(ticket.price, ticket.currency)})`,
    ...(ticket.holderName ? [`${fields.holder}: ${ticket.holderName}`] : []),
    ...(gateCode ? ["", `${fields.gateCode}: ${ltr(formatGateCode(gateCode))}`, whatsApp.gateCodeFooter] : []),
  ].join("\n");
}

/**
 * `https://wa.me/<digits>?text=…`, or `https://wa.me/?text=…` (pick a chat)
 * without digits. `digits`: whatsAppNumber(phone) of a stored phone in any
 * form (E.164, or the local "05…" of older data), computed by the caller:
 * whatsAppNumber is the phone library's, which this module, shared by the box
 * office's first download, must not import (lib/phoneNumbers.ts).
 */
export function whatsAppUrl(message: string, digits?: string | null): string {
  return `https://wa.me/${digits ?? ""}?text=${encodeURIComponent(message)}`;
}
