// The events a gate offers, most relevant first.
import type { EventStatus } from "@bawwaba/common";

/** What the gate knows of an event: no ticket types, so no prices (gate staff see no money). */
export interface GateEvent {
  id: string;
  title: string;
  status: EventStatus;
  startsAtMillis: number;
  endsAtMillis?: number;
  timeZone: string;
}

/**
 * On sale, or with sales closed: doors often stay open after the box office
 * closes, and redeemTicket admits the tickets of both.
 */
export const SCANNABLE_STATUSES = ["published", "closed"] as const satisfies readonly EventStatus[];

/** How far the event is from `now` in time: 0 while it is on; an event without an end is over once started. */
function distanceFrom(now: number, event: GateEvent): number {
  const endsAt = event.endsAtMillis ?? event.startsAtMillis;
  if (now < event.startsAtMillis) return event.startsAtMillis - now;
  return Math.max(0, now - endsAt);
}

/** The events whose tickets a gate scans: the one on now first, then the nearest in time. */
export function eventsForGate(events: readonly GateEvent[], now: number): GateEvent[] {
  const scannable: ReadonlySet<EventStatus> = new Set(SCANNABLE_STATUSES);
  return events
    .filter((event) => scannable.has(event.status))
    .map((event) => ({ event, distance: distanceFrom(now, event) }))
    .sort((a, b) => a.distance - b.distance || a.event.startsAtMillis - b.event.startsAtMillis)
    .map(({ event }) => event);
}
