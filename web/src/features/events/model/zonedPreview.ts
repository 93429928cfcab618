// What a datetime-local field holds, said back in Arabic words with its time
// zone ("الخميس، 31 ديسمبر 2026 في 8:00 م بتوقيت الرياض"): the browser shows
// the field in its own locale's format, often month-first and in English.
import { eventsAdminMessages, formatDateTime, isTimeZone, zonedLocalToMillis } from "@bawwaba/common";

/** The zone's Arabic name, or the IANA id for a zone outside the picker's list. */
export function timeZoneLabel(zone: string): string {
  return (eventsAdminMessages.timeZones as Record<string, string>)[zone] ?? zone;
}

/** undefined when the field is empty or not a date-time (its error says why). */
export function zonedPreview(local: string, timeZone: string): string | undefined {
  if (local.trim() === "" || !isTimeZone(timeZone)) return undefined;
  const instant = zonedLocalToMillis(local.trim(), timeZone);
  if (!instant.ok) return undefined;
  return eventsAdminMessages.form.atTimeIn(formatDateTime(instant.millis, timeZone), timeZoneLabel(timeZone));
}
