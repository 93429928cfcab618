// The weeks of a month for a calendar grid, as plain date keys
// ("2026-12-31") so that days compare with `millisToZonedLocal(...).slice(0, 10)`
// whatever the viewer's own time zone.

export interface CalendarDay {
  /** "YYYY-MM-DD". */
  date: string;
  day: number;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

/** Weeks start on Saturday, as in most Arab countries' calendars. */
export const WEEK_STARTS_ON = 6;
const DAY_MS = 86_400_000;

/** A month as "YYYY-MM". */
export type MonthKey = string;

export function monthWeeks(month: MonthKey, weekStartsOn = WEEK_STARTS_ON): CalendarDay[][] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const first = Date.UTC(year, monthNumber - 1, 1);
  const lead = (new Date(first).getUTCDay() - weekStartsOn + 7) % 7;
  const weeks: CalendarDay[][] = [];
  for (let start = first - lead * DAY_MS; ; start += 7 * DAY_MS) {
    const week = Array.from({ length: 7 }, (_, offset) => {
      const date = new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
      return { date, day: Number(date.slice(8)), inMonth: date.startsWith(month) };
    });
    if (!week.some((day) => day.inMonth)) break;
    weeks.push(week);
  }
  return weeks;
}

/** The month `delta` months after `month` ("2026-12", 1 → "2027-01"). */
export function addMonths(month: MonthKey, delta: number): MonthKey {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + delta, 1)).toISOString().slice(0, 7);
}

/** The weekday numbers (0 = Sunday) in the grid's column order. */
export function weekdayOrder(weekStartsOn = WEEK_STARTS_ON): number[] {
  return Array.from({ length: 7 }, (_, column) => (weekStartsOn + column) % 7);
}

/** The UTC midnight starting a date ("2026-12-31" or a month "2026-12"): format it in "UTC" to name that date. */
export function utcMillisOf(date: string): number {
  return Date.parse(date.length === 7 ? `${date}-01T00:00:00Z` : `${date}T00:00:00Z`);
}
