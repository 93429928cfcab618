// An event's place and time, as the ticket page and the sales editor show
// them beside a ticket or an order.
import { COLLECTIONS, DEFAULT_TIME_ZONE, eventSchema, parseDocument, type EventDoc } from "@bawwaba/common";
import { doc, getDoc } from "firebase/firestore";
import { db } from "../lib/firebase";
import type { TicketEventInfo } from "./ticketViews";

/** The place and time of an event as stored. */
export function eventInfoOf(event: EventDoc): TicketEventInfo {
  return {
    title: event.title,
    venue: event.venue,
    startsAtMillis: event.startsAt.toMillis(),
    timeZone: event.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** The event's place and time (null when it no longer exists). */
export async function fetchEventInfo(eventId: string): Promise<TicketEventInfo | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.events, eventId));
  if (!snapshot.exists()) return null;
  return eventInfoOf(parseDocument(eventSchema, snapshot.ref.path, snapshot.data()));
}
