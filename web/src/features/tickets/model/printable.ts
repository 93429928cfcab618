import type { PrintableTicket } from "../../../components/print/printableTicket";
import type { TicketEventInfo, TicketView } from "../../../data/ticketViews";

/** What printing and sharing `ticket` shows, with its event's place and time. */
export function toPrintable(ticket: TicketView, event: TicketEventInfo): PrintableTicket {
  return {
    ticketId: ticket.id,
    code: ticket.code,
    eventTitle: ticket.eventTitle,
    venue: event.venue,
    startsAtMillis: event.startsAtMillis,
    timeZone: event.timeZone,
    ticketTypeName: ticket.ticketTypeName,
    holderName: ticket.holderName,
    price: ticket.price,
    currency: ticket.currency,
    orderId: ticket.orderId,
    orderReference: ticket.orderReference,
    serial: ticket.serial,
    label: ticket.label,
  };
}
