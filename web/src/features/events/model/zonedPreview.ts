// What a wall-clock field holds, said back in Arabic words with its time zone
// ("الخميس، 31 ديسمبر 2026 في 8:00 م بتوقيت الرياض"), and with its Umm
// al-Qura date where asked; while it holds none, the zone its time is typed
// in ("بتوقيت الرياض"): the field shows only the wall-clock time.
import { datePickerMessages, eventsAdminMessages, formatDateTime, formatHijriDate, isTimeZone, zonedLocalToMillis } from "@bawwaba/common";

/** The zone's Arabic name, or the IANA id for a zone outside the picker's list. */
export function timeZoneLabel(zone: string): string {
  return (eventsAdminMessages.timeZones as Record<string, string>)[zone] ?? zone;
}

/** undefined for an unknown zone (its own field's error says why). */
export function zonedPreview(local: string, timeZone: string, { hijri = false } = {}): string | undefined {
  if (!isTimeZone(timeZone)) return undefined;
  const instant = local.trim() === "" ? undefined : zonedLocalToMillis(local.trim(), timeZone);
  // Empty, or not a date-time (its error says why on submit): the zone alone.
  if (!instant?.ok) return datePickerMessages.inZone(timeZoneLabel(timeZone));
  const inZone = eventsAdminMessages.form.atTimeIn(formatDateTime(instant.millis, timeZone), timeZoneLabel(timeZone));
  return hijri ? datePickerMessages.withHijri(inZone, formatHijriDate(instant.millis, timeZone)) : inZone;
}
