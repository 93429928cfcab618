// Events with their ticket types, live, for any query the rules allow (the
// staff list, the public shop). Documents that do not match their schema are
// left out and logged rather than breaking the page.
import {
  COLLECTIONS,
  eventSchema,
  parseDocument,
  ticketTypeSchema,
  type EventDoc,
  type TicketTypeDoc,
} from "@bawwaba/common";
import { collection, onSnapshot, type DocumentSnapshot, type Query, type Unsubscribe } from "firebase/firestore";
import { db } from "../app/firebase";

export interface StoredTicketType extends TicketTypeDoc {
  id: string;
}

export interface StoredEvent extends EventDoc {
  id: string;
  /** In their sortOrder (types without one last). */
  ticketTypes: StoredTicketType[];
}

function readAll<T>(snapshots: DocumentSnapshot[], read: (snapshot: DocumentSnapshot) => T): T[] {
  return snapshots.flatMap((snapshot) => {
    try {
      return [read(snapshot)];
    } catch (error) {
      console.error(error);
      return [];
    }
  });
}

const readEvent = (snapshot: DocumentSnapshot) => ({
  id: snapshot.id,
  ...parseDocument(eventSchema, snapshot.ref.path, snapshot.data()),
});

const readTicketType = (snapshot: DocumentSnapshot): StoredTicketType => ({
  id: snapshot.id,
  ...parseDocument(ticketTypeSchema, snapshot.ref.path, snapshot.data()),
});

const bySortOrder = (a: StoredTicketType, b: StoredTicketType) =>
  (a.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.sortOrder ?? Number.MAX_SAFE_INTEGER);

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
  const typesByEvent = new Map<string, StoredTicketType[]>();
  const typeListeners = new Map<string, Unsubscribe>();

  const emit = () => {
    if (!events || !events.every((event) => typesByEvent.has(event.id))) return;
    onChange(events.map((event) => ({ ...event, ticketTypes: typesByEvent.get(event.id) ?? [] })));
  };

  const listenToTypes = (eventId: string) =>
    onSnapshot(
      collection(db, COLLECTIONS.events, eventId, COLLECTIONS.ticketTypes),
      (snapshot) => {
        typesByEvent.set(eventId, readAll(snapshot.docs, readTicketType).sort(bySortOrder));
        emit();
      },
      onError,
    );

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
