// Dates and times for display, in the event's own time zone (where the
// audience is), not the viewer's, in the current display locale's language
// and digits (locale.ts). The calendar is always explicit: Gregorian for the
// date itself ("ar-SA" alone would give the Hijri calendar, so leaving it
// implicit would show different dates on different devices), and Umm
// al-Qura, through Intl, for the Hijri date shown beside it
// (docs/product.md § Languages, dates and digits).
import { displayLocale, intlLocale } from "./locale.js";

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(timeZone: string, options: Intl.DateTimeFormatOptions, calendar = "gregory"): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}|${calendar}|${timeZone}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone, calendar });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** "1 رمضان 1447 هـ" ("Ramadan 1, 1447 AH" in English): the Umm al-Qura date of `millis` in `timeZone`. */
export function formatHijriDate(millis: number, timeZone: string): string {
  return cachedFormat(timeZone, { dateStyle: "long" }, "islamic-umalqura").format(millis);
}

/** The Hijri date beside a Gregorian one, or undefined where the organiser has turned it off. */
export function hijriDateIfShown(millis: number, timeZone: string): string | undefined {
  return displayLocale().hijri ? formatHijriDate(millis, timeZone) : undefined;
}

/** "الخميس، 31 ديسمبر 2026 في 8:00 م" in `timeZone`. */
export function formatDateTime(millis: number, timeZone: string): string {
  return cachedFormat(timeZone, { dateStyle: "full", timeStyle: "short" }).format(millis);
}

/**
 * One line of plain text (an e-mail, a WhatsApp message): the date and time,
 * then the Hijri date where shown, each isolated (FSI … PDI) so that neither
 * one's digits and words reorder the other's in a right-to-left line.
 */
export function formatDateTimeWithHijri(millis: number, timeZone: string): string {
  const hijri = hijriDateIfShown(millis, timeZone);
  const dateTime = formatDateTime(millis, timeZone);
  return hijri ? `\u2068${dateTime}\u2069 \u2014 \u2068${hijri}\u2069` : dateTime;
}

/** "8:00 م" in `timeZone`. */
export function formatTime(millis: number, timeZone: string): string {
  return cachedFormat(timeZone, { timeStyle: "short" }).format(millis);
}

/** "21/11/2026، 9:05 م" in `timeZone`: a compact date and time, for a table's cells. */
export function formatShortDateTime(millis: number, timeZone: string): string {
  return cachedFormat(timeZone, { dateStyle: "short", timeStyle: "short" }).format(millis);
}

/** "31 ديسمبر 2026" in `timeZone`. */
export function formatDate(millis: number, timeZone: string): string {
  return cachedFormat(timeZone, { dateStyle: "long" }).format(millis);
}

/** "31 ديسمبر" in `timeZone`: a short date, for a chart's axis. */
export function formatDayMonth(millis: number, timeZone: string): string {
  return cachedFormat(timeZone, { day: "numeric", month: "long" }).format(millis);
}

/** "ديسمبر 2026": a calendar's title, for the month holding `millis` in `timeZone`. */
export function formatMonth(millis: number, timeZone: string): string {
  return cachedFormat(timeZone, { month: "long", year: "numeric" }).format(millis);
}

/** The weekday's name ("السبت"), from 0 = Sunday, as in Date.getUTCDay. */
export function weekdayName(weekday: number, width: "long" | "narrow" = "long"): string {
  // 2023-01-01 was a Sunday.
  return cachedFormat("UTC", { weekday: width }).format(Date.UTC(2023, 0, 1 + weekday));
}
