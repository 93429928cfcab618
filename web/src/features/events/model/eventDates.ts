// Which calendar day an event falls on: the day of its start where it takes
// place (its own time zone), not where the viewer is.
import { DEFAULT_TIME_ZONE, millisToZonedLocal } from "@bawwaba/common";
import type { MonthKey } from "./monthGrid";
import type { ManagedEvent } from "../../../data/managedEvents";

/** "YYYY-MM-DD" of the event's start in its time zone. */
export function eventDateKey(event: Pick<ManagedEvent, "startsAtMillis" | "timeZone">): string {
  return millisToZonedLocal(event.startsAtMillis, event.timeZone).slice(0, 10);
}

/** How many events start on each date. */
export function countEventsByDate(events: readonly ManagedEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of events) {
    const date = eventDateKey(event);
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/** This month where the organiser is (DEFAULT_TIME_ZONE). */
export function currentMonth(now = Date.now()): MonthKey {
  return millisToZonedLocal(now, DEFAULT_TIME_ZONE).slice(0, 7);
}
