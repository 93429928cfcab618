// Events as the staff pages hold them: the stored document with its id and
// its ticket types (in their sortOrder), with dates as epoch milliseconds so
// that nothing outside api.ts depends on the Firestore SDK.
import type { EventCategory, EventStatus, TicketTypeFormValue } from "@bawwaba/common";

/** A stored ticket type: the form's fields plus its id and sales count. */
export interface ManagedTicketType extends TicketTypeFormValue {
  id: string;
  /** Tickets sold or held so far (0 when the functions never counted any). */
  sold: number;
  /**
   * Its capacity is split into inventory shards: only the function
   * setTicketTypeCapacity may change it then (the rules refuse the client).
   */
  sharded: boolean;
}

export interface ManagedEvent {
  id: string;
  title: string;
  description: string;
  category: EventCategory;
  venue: string;
  startsAtMillis: number;
  /** Older documents may lack it; the form then asks for it again. */
  endsAtMillis?: number;
  status: EventStatus;
  currency: string;
  /** Always set: DEFAULT_TIME_ZONE for documents written without one. */
  timeZone: string;
  ticketTypes: ManagedTicketType[];
}
