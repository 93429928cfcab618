// An event as a calendar file (.ics, RFC 5545), made with the `ics` library,
// which loads only when a buyer asks for the file (docs/performance.md
// § Libraries loaded on demand). Times go out in UTC, so any calendar shows
// them in its own zone at the right instant.
import { arPublic } from "@bawwaba/common";

export interface CalendarEntry {
  /** Stable across downloads, so a calendar updates the entry rather than adding a second. */
  uid: string;
  title: string;
  startsAtMillis: number;
  endsAtMillis?: number;
  venue?: string;
  description: string;
  /** A page to come back to (not the order's private link: calendars are often shared). */
  url: string;
}

// Events written before the form asked for an end have none: a calendar
// needs one, and two hours is what most of them last.
const DEFAULT_DURATION = { hours: 2 };

export async function calendarFile(entry: CalendarEntry): Promise<string> {
  const { createEvent } = await import("ics");
  const { error, value } = createEvent({
    uid: entry.uid,
    productId: arPublic.appName,
    title: entry.title,
    start: entry.startsAtMillis,
    startInputType: "utc",
    startOutputType: "utc",
    ...(entry.endsAtMillis === undefined
      ? { duration: DEFAULT_DURATION }
      : { end: entry.endsAtMillis, endInputType: "utc" as const, endOutputType: "utc" as const }),
    ...(entry.venue === undefined ? {} : { location: entry.venue }),
    description: entry.description,
    url: entry.url,
  });
  if (error || !value) throw error ?? new Error("ics made no calendar file");
  return value;
}
