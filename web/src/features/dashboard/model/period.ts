// The dashboard's period: a choice (today, the last 7 or 30 days, all time, or
// from–to days picked by hand) turned into the day range the sales stats are
// summed over. Days are calendar days ("YYYY-MM-DD") in the events' zones.
import { isDayKey, shiftDay, type DayRange } from "@bawwaba/common";

export const PERIOD_KINDS = ["today", "last7", "last30", "all", "custom"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface PeriodChoice {
  kind: PeriodKind;
  /** Bounds of a custom period, as typed ("" when empty). */
  from: string;
  to: string;
}

export const DEFAULT_PERIOD: PeriodChoice = { kind: "last30", from: "", to: "" };

/** The days of `choice` on `today`; null for a custom period whose start is after its end or not a day. */
export function periodRange(choice: PeriodChoice, today: string): DayRange | null {
  switch (choice.kind) {
    case "today":
      return { from: today, to: today };
    case "last7":
      return { from: shiftDay(today, -6), to: today };
    case "last30":
      return { from: shiftDay(today, -29), to: today };
    case "all":
      return {};
    case "custom": {
      const bound = (day: string) => (day === "" ? undefined : isDayKey(day) ? day : null);
      const from = bound(choice.from);
      const to = bound(choice.to);
      if (from === null || to === null) return null;
      if (from !== undefined && to !== undefined && from > to) return null;
      return { from, to };
    }
  }
}
