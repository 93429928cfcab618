// What an order's pages say of its event (when, where), read from the event
// as it is now: `/my-tickets` and the order's private page.
import { COLLECTIONS, eventSchema, parseDocument, type EventDoc, type OrderEventFacts } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";

/** The events of `eventIds` that still exist, by id, in one read. */
export async function readEvents(db: Firestore, eventIds: Iterable<string>): Promise<Map<string, EventDoc>> {
  const refs = [...new Set(eventIds)].map((id) => db.collection(COLLECTIONS.events).doc(id));
  const events = new Map<string, EventDoc>();
  for (const event of refs.length > 0 ? await db.getAll(...refs) : []) {
    if (event.exists) events.set(event.id, parseDocument(eventSchema, event.ref.path, event.data()));
  }
  return events;
}

export function orderEventFacts(event: EventDoc | undefined): OrderEventFacts {
  if (!event) return {};
  return {
    startsAt: event.startsAt.toDate().toISOString(),
    ...(event.endsAt ? { endsAt: event.endsAt.toDate().toISOString() } : {}),
    venue: event.venue,
    ...(event.venueEn ? { venueEn: event.venueEn } : {}),
    ...(event.timeZone ? { timeZone: event.timeZone } : {}),
  };
}
