// Events as the staff pages hold them (the events manager, the box office,
// the tickets pages): the stored document with its id and its ticket types
// (in their sortOrder), with dates as epoch milliseconds so that nothing
// outside data access depends on the Firestore SDK.
import { COLLECTIONS, DEFAULT_TIME_ZONE, type EventCategory, type EventStatus, type TicketTypeFormValue } from "@bawwaba/common";
import { collection, orderBy, query, type Unsubscribe } from "firebase/firestore";
import { db } from "../lib/firebase";
import { subscribeToEventsWithTypes, type StoredEvent } from "./eventsWithTypes";

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
  /** Its waiting list, once someone joined it (set by the functions only, waitingListSchemas.ts). */
  waitingList?: { open: boolean; paused: boolean };
}

export interface ManagedEvent {
  id: string;
  title: string;
  description: string;
  category: EventCategory;
  venue: string;
  /** The English pages' words (localizedText.ts); absent when the organiser gave none. */
  titleEn?: string;
  descriptionEn?: string;
  venueEn?: string;
  startsAtMillis: number;
  /** Older documents may lack it; the form then asks for it again. */
  endsAtMillis?: number;
  status: EventStatus;
  currency: string;
  /** Always set: DEFAULT_TIME_ZONE for documents written without one. */
  timeZone: string;
  /** How long a waiting-list offer holds its tickets; absent: the default. */
  waitingListOfferMinutes?: number;
  ticketTypes: ManagedTicketType[];
}

const millis = (value: { toMillis(): number } | undefined) => value?.toMillis();

function toManagedEvent(event: StoredEvent): ManagedEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    category: event.category,
    venue: event.venue,
    ...(event.titleEn !== undefined && { titleEn: event.titleEn }),
    ...(event.descriptionEn !== undefined && { descriptionEn: event.descriptionEn }),
    ...(event.venueEn !== undefined && { venueEn: event.venueEn }),
    startsAtMillis: event.startsAt.toMillis(),
    endsAtMillis: millis(event.endsAt),
    status: event.status,
    currency: event.currency,
    timeZone: event.timeZone ?? DEFAULT_TIME_ZONE,
    ...(event.waitingListOfferMinutes !== undefined && { waitingListOfferMinutes: event.waitingListOfferMinutes }),
    ticketTypes: event.ticketTypes.map((type) => ({
      id: type.id,
      name: type.name,
      ...(type.nameEn !== undefined && { nameEn: type.nameEn }),
      price: type.price,
      capacity: type.capacity,
      perOrderLimit: type.perOrderLimit,
      salesStartMillis: millis(type.salesStart),
      salesEndMillis: millis(type.salesEnd),
      sold: type.sold,
      sharded: Boolean(type.inventory),
      ...(type.hidden === true && { hidden: true as const }),
      ...(type.vatRate !== undefined && { vatRate: type.vatRate }),
      ...(type.waitingList && { waitingList: type.waitingList }),
    })),
  };
}

/** Every event (newest first) with its ticket types, live. */
export function subscribeToManagedEvents(
  onChange: (events: ManagedEvent[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToEventsWithTypes(
    query(collection(db, COLLECTIONS.events), orderBy("startsAt", "desc")),
    (events) => onChange(events.map(toManagedEvent)),
    onError,
  );
}
