// Wall-clock times in an event's time zone: what a form's datetime-local
// field holds, turned into an instant and back, and the day a moment falls
// on there. Apart from the event form (eventForm.ts) so that pages which only
// read times (the sales stats' days, the gate's counts) load no form code.

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** "invalid": not a date-time, or no such date (30 February); "skipped": in the hour a DST change skips. */
export type ZonedTimeError = "invalid" | "skipped";
export type ZonedTimeResult = { ok: true; millis: number } | { ok: false; error: ZonedTimeError };

// Years from 1000: Intl and Date.UTC read years below 100 differently.
const LOCAL_DATE_TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;
const DAY_MILLIS = 24 * 60 * 60 * 1000;

/**
 * The instant (epoch milliseconds) at which clocks in `timeZone` show the
 * wall-clock time `local` ("2026-12-01T19:00"). Across a DST change: a time
 * the clocks skip is refused ("skipped"); a time they show twice gives the
 * first of the two instants, as Temporal's default does. Throws a RangeError
 * for an unknown time zone (check with `isTimeZone`).
 */
export function zonedLocalToMillis(local: string, timeZone: string): ZonedTimeResult {
  if (!LOCAL_DATE_TIME.test(local)) return { ok: false, error: "invalid" };
  const withSeconds = local.length === "2026-12-01T19:00".length ? `${local}:00` : local;
  const wallAsUtc = Date.parse(`${withSeconds}Z`);
  // Date.parse refuses month 13 but may roll 30 February over into March:
  // a date-time that does not come back unchanged does not exist.
  if (Number.isNaN(wallAsUtc) || new Date(wallAsUtc).toISOString().slice(0, 19) !== withSeconds) {
    return { ok: false, error: "invalid" };
  }

  // The instant is the wall time minus the zone's UTC offset, but the offset
  // depends on the instant. Offset changes are more than two days apart, so
  // the offsets a day before and a day after are the only candidates; the
  // ones whose instant really shows `local` are the answers (none in a DST
  // gap, two in a DST overlap).
  const format = wallClockFormat(timeZone);
  const offsetAt = (millis: number) => wallClockAsUtc(millis, format) - millis;
  const candidates = [wallAsUtc - offsetAt(wallAsUtc - DAY_MILLIS), wallAsUtc - offsetAt(wallAsUtc + DAY_MILLIS)];
  const matching = candidates.filter((millis) => wallClockAsUtc(millis, format) === wallAsUtc);
  if (matching.length === 0) return { ok: false, error: "skipped" };
  return { ok: true, millis: Math.min(...matching) };
}

/** The wall-clock time clocks in `timeZone` show at `millis`, as a datetime-local value ("2026-12-01T19:00"). */
export function millisToZonedLocal(millis: number, timeZone: string): string {
  return new Date(wallClockAsUtc(millis, wallClockFormat(timeZone))).toISOString().slice(0, 16);
}

/** `millis` as ISO 8601 with `timeZone`'s offset then, to the minute: "2027-03-01T21:00+03:00" (schema.org's dates, a page's structured data). */
export function isoInTimeZone(millis: number, timeZone: string): string {
  const local = millisToZonedLocal(millis, timeZone);
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - Math.floor(millis / 60_000) * 60_000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${local}${sign}${hours}:${minutes}`;
}

// Only used to read numbers back, so a fixed locale with Latin digits and the Gregorian calendar.
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
}

/** The wall-clock time at `millis` in the format's zone, as milliseconds if that time were UTC. */
function wallClockAsUtc(millis: number, format: Intl.DateTimeFormat): number {
  const parts = format.formatToParts(millis);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}
