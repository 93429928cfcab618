// What a printed (or shared) ticket shows, flattened from the ticket, its
// event and its order so the print layouts and the WhatsApp message need no
// Firestore reads of their own.
export interface PrintableTicket {
  ticketId: string;
  code: string;
  eventTitle: string;
  venue: string;
  startsAtMillis: number;
  timeZone: string;
  ticketTypeName: string;
  holderName?: string;
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  orderId: string;
  /** The order's reference (common/src/orderReference.ts), when it has one. */
  orderReference?: string;
  /** Bulk tickets: position in their job, from 1. */
  serial?: number;
  /** Bulk tickets: the job's label. */
  label?: string;
}
