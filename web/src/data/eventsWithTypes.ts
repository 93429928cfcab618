// Events with their ticket types and what is sold of each, live, for any query
// the rules allow (the staff list, the selling pages). The public shop shows
// the same StoredEvent shape, built from the catalogue (data/catalogue.ts).
// Documents that do not match their schema are left out and logged rather
// than breaking the page.
import {
  byTicketTypeOrder,
  COLLECTIONS,
  eventSchema,
  inventoryShardSchema,
  parseDocument,
  ticketTypeSchema,
  type CheckoutQuestion,
  type EventDoc,
  type InventoryShardDoc,
  type TicketTypeDoc,
} from "@bawwaba/common";
import { collection, onSnapshot, type DocumentSnapshot, type Query, type Unsubscribe } from "firebase/firestore";
import { db } from "../lib/firebase";
import { readAll } from "./liveQuery";

export interface StoredTicketType extends TicketTypeDoc {
  id: string;
  /** Tickets sold or held, summed over the type's inventory shards. */
  sold: number;
}

export interface StoredEvent extends EventDoc {
  id: string;
  /** The questions a sale of it asks (docs/product.md "Questions at checkout"); absent when none. */
  questions?: CheckoutQuestion[];
  /** In their sortOrder (types without one last). */
  ticketTypes: StoredTicketType[];
}

/**
 * An event's questions as stored, without their schema (checkoutQuestionSchemas.ts
 * brings the callables' schemas, too heavy for a page's first download): only
 * setEventQuestions writes them, checked (the rules refuse clients), and the
 * sale checks its answers against the stored ones again.
 */
const questionsOf = (data: { questions?: unknown } | undefined): Pick<StoredEvent, "questions"> =>
  Array.isArray(data?.questions) && data.questions.length > 0 ? { questions: data.questions as CheckoutQuestion[] } : {};

/** An event document with its id (and its questions, when it has some). */
export const readEvent = (snapshot: DocumentSnapshot) => ({
  id: snapshot.id,
  ...parseDocument(eventSchema, snapshot.ref.path, snapshot.data()),
  ...questionsOf(snapshot.data()),
});

const readTicketType = (snapshot: DocumentSnapshot) => ({
  id: snapshot.id,
  ...parseDocument(ticketTypeSchema, snapshot.ref.path, snapshot.data()),
});

export const readInventoryShard = (snapshot: DocumentSnapshot) =>
  parseDocument(inventoryShardSchema, snapshot.ref.path, snapshot.data());

/** Tickets sold per ticket type id. */
function soldByType(shards: InventoryShardDoc[]): Map<string, number> {
  const sold = new Map<string, number>();
  for (const shard of shards) sold.set(shard.ticketTypeId, (sold.get(shard.ticketTypeId) ?? 0) + shard.sold);
  return sold;
}


/**
 * Calls `onChange` with the events of `eventsQuery` (in its order) and their
 * ticket types, then again on every change. It first fires once every listed
 * event's types have arrived, so no event shows without its types while they
 * load. Ticket types are read per event: the rules grant them per event.
 */
export function subscribeToEventsWithTypes(
  eventsQuery: Query,
  onChange: (events: StoredEvent[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let events: Omit<StoredEvent, "ticketTypes">[] | undefined;
  const typesByEvent = new Map<string, Omit<StoredTicketType, "sold">[]>();
  const soldByEvent = new Map<string, Map<string, number>>();
  const typeListeners = new Map<string, Unsubscribe>();

  const withSold = (eventId: string): StoredTicketType[] => {
    const sold = soldByEvent.get(eventId);
    return (typesByEvent.get(eventId) ?? []).map((type) => ({ ...type, sold: sold?.get(type.id) ?? 0 }));
  };

  const emit = () => {
    if (!events || !events.every((event) => typesByEvent.has(event.id) && soldByEvent.has(event.id))) return;
    onChange(events.map((event) => ({ ...event, ticketTypes: withSold(event.id) })));
  };

  const listenToTypes = (eventId: string): Unsubscribe => {
    const stopTypes = onSnapshot(
      collection(db, COLLECTIONS.events, eventId, COLLECTIONS.ticketTypes),
      (snapshot) => {
        typesByEvent.set(eventId, readAll(snapshot.docs, readTicketType).sort(byTicketTypeOrder));
        emit();
      },
      onError,
    );
    const stopInventory = onSnapshot(
      collection(db, COLLECTIONS.events, eventId, COLLECTIONS.inventory),
      (snapshot) => {
        soldByEvent.set(eventId, soldByType(readAll(snapshot.docs, readInventoryShard)));
        emit();
      },
      onError,
    );
    return () => {
      stopTypes();
      stopInventory();
    };
  };

  const stopEvents = onSnapshot(
    eventsQuery,
    (snapshot) => {
      events = readAll(snapshot.docs, readEvent);
      const ids = new Set(events.map((event) => event.id));
      for (const id of ids) if (!typeListeners.has(id)) typeListeners.set(id, listenToTypes(id));
      for (const [id, stop] of typeListeners) {
        if (ids.has(id)) continue;
        stop();
        typeListeners.delete(id);
        typesByEvent.delete(id);
        soldByEvent.delete(id);
      }
      emit();
    },
    onError,
  );

  return () => {
    stopEvents();
    for (const stop of typeListeners.values()) stop();
  };
}
