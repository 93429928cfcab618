// Reading and writing events and their ticket types in Firestore. Everything
// else in the feature sees `ManagedEvent` (dates as milliseconds), never the SDK.
// The security rules are the real guard; the checks here only stop writes
// that are sure to be refused, to give a clearer message.
import {
  CALLABLES,
  COLLECTIONS,
  type SetTicketTypeCapacityInput,
  type SetTicketTypeCapacityResult,
  type EventFormValue,
  type EventStatus,
  type TicketTypeFormValue,
} from "@bawwaba/common";
import {
  collection,
  deleteField,
  doc,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
  type FieldValue,
} from "firebase/firestore";
import { db } from "../../lib/firebase";
import { SERVER_CALL_TIMEOUT_MS } from "../../lib/config";
import { callFunction } from "../../lib/callFunction";
import { withTimeout } from "../../lib/withTimeout";
import { EventSaveRefused } from "./model/eventsErrors";
import { canRemoveTicketTypes } from "./model/statusActions";
import type { ManagedEvent } from "../../data/managedEvents";

const eventsCollection = collection(db, COLLECTIONS.events);
const ticketTypesOf = (eventId: string) => collection(db, COLLECTIONS.events, eventId, COLLECTIONS.ticketTypes);

const timestamp = (value: number | undefined) => (value === undefined ? undefined : Timestamp.fromMillis(value));

type EventFields = Pick<
  ManagedEvent,
  "title" | "description" | "category" | "venue" | "titleEn" | "descriptionEn" | "venueEn" | "startsAtMillis" | "endsAtMillis" | "currency" | "timeZone" | "waitingListOfferMinutes"
>;

/**
 * The event's stored fields, from the form's value or from an existing event.
 * `absent` is what the offer minutes and the English words left blank become,
 * as for a ticket type's optional fields (ticketTypeFields).
 */
function eventFields(event: EventFields, absent: FieldValue | undefined) {
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    venue: event.venue,
    titleEn: event.titleEn ?? absent,
    descriptionEn: event.descriptionEn ?? absent,
    venueEn: event.venueEn ?? absent,
    startsAt: Timestamp.fromMillis(event.startsAtMillis),
    endsAt: timestamp(event.endsAtMillis),
    currency: event.currency,
    timeZone: event.timeZone,
    waitingListOfferMinutes: event.waitingListOfferMinutes ?? absent,
    updatedAt: serverTimestamp(),
  };
}

/**
 * A ticket type's fields. `absent` is what an absent optional field (the
 * sales start or end, `hidden`, `vatRate`, `nameEn`) becomes: undefined on a new document (left
 * out: the client ignores undefined properties), deleteField() when updating
 * one that may have had it. `sold` is never written: only the functions
 * count sales.
 */
function ticketTypeFields(type: TicketTypeFormValue, sortOrder: number, absent: FieldValue | undefined) {
  return {
    name: type.name,
    nameEn: type.nameEn ?? absent,
    price: type.price,
    capacity: type.capacity,
    perOrderLimit: type.perOrderLimit,
    salesStart: timestamp(type.salesStartMillis) ?? absent,
    salesEnd: timestamp(type.salesEndMillis) ?? absent,
    hidden: type.hidden ?? absent,
    vatRate: type.vatRate ?? absent,
    sortOrder,
    updatedAt: serverTimestamp(),
  };
}

/** Rejects with EventSaveRefused("timeout") when the server has not answered in time (docs/product.md §5). */
function withServerTimeout<T>(write: Promise<T>): Promise<T> {
  return withTimeout(write, SERVER_CALL_TIMEOUT_MS, () => new EventSaveRefused("timeout"));
}

export interface SaveEventInput {
  /** The event as stored, when editing; absent to create a new draft. */
  existing?: ManagedEvent;
  value: EventFormValue;
  /** The stored id of each of `value.ticketTypes`, in the same order; undefined for a new type. */
  ticketTypeIds: (string | undefined)[];
}

/** Creates (as a draft) or updates an event and all its ticket types in one batch; returns the event id. */
export async function saveEvent({ existing, value, ticketTypeIds }: SaveEventInput): Promise<string> {
  const eventRef = existing ? doc(eventsCollection, existing.id) : doc(eventsCollection);
  const kept = new Set(ticketTypeIds.filter((id) => id !== undefined));
  const removed = existing?.ticketTypes.filter((type) => !kept.has(type.id)) ?? [];
  if (existing && removed.length > 0 && !canRemoveTicketTypes(existing.status)) {
    throw new EventSaveRefused("type-removal-not-draft");
  }

  // A sharded type's capacity changes through the function, which rebalances
  // its shards in the same transaction; the batch below then writes the same
  // value, which the rules accept.
  for (const [index, type] of value.ticketTypes.entries()) {
    const stored = existing?.ticketTypes.find((candidate) => candidate.id === ticketTypeIds[index]);
    if (stored?.sharded && stored.capacity !== type.capacity) {
      await callFunction<SetTicketTypeCapacityInput, SetTicketTypeCapacityResult>(CALLABLES.setTicketTypeCapacity, {
        eventId: eventRef.id,
        ticketTypeId: stored.id,
        capacity: type.capacity,
      });
    }
  }

  const batch = writeBatch(db);
  if (existing) batch.update(eventRef, eventFields(value.event, deleteField()));
  else batch.set(eventRef, { ...eventFields(value.event, undefined), status: "draft", createdAt: serverTimestamp() });

  value.ticketTypes.forEach((type, sortOrder) => {
    const id = ticketTypeIds[sortOrder];
    if (id) {
      // update, not set: a set would wipe the `sold` count the functions keep.
      batch.update(doc(ticketTypesOf(eventRef.id), id), ticketTypeFields(type, sortOrder, deleteField()));
    } else {
      batch.set(doc(ticketTypesOf(eventRef.id)), {
        ...ticketTypeFields(type, sortOrder, undefined),
        createdAt: serverTimestamp(),
      });
    }
  });
  for (const type of removed) batch.delete(doc(ticketTypesOf(eventRef.id), type.id));

  await withServerTimeout(batch.commit());
  return eventRef.id;
}

export async function changeEventStatus(eventId: string, status: EventStatus): Promise<void> {
  await withServerTimeout(updateDoc(doc(eventsCollection, eventId), { status, updatedAt: serverTimestamp() }));
}

/** A new draft with the event's details and ticket types (without their sales) under `title`. */
export async function duplicateEvent(event: ManagedEvent, title: string): Promise<string> {
  const eventRef = doc(eventsCollection);
  const batch = writeBatch(db);
  batch.set(eventRef, { ...eventFields({ ...event, title }, undefined), status: "draft", createdAt: serverTimestamp() });
  event.ticketTypes.forEach((type, sortOrder) => {
    batch.set(doc(ticketTypesOf(eventRef.id)), {
      ...ticketTypeFields(type, sortOrder, undefined),
      createdAt: serverTimestamp(),
    });
  });
  await withServerTimeout(batch.commit());
  return eventRef.id;
}
