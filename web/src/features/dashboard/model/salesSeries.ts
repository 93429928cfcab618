// The bars of the sales chart: one per day of the period, or one per month
// when the period is too long for daily bars to stay readable on a phone.
import { daysFrom, shiftDay, type CurrencyAmounts, type DayRange } from "@bawwaba/common";

/** Longest period drawn day by day (a little over two months). */
export const MAX_DAILY_BARS = 62;

export interface SeriesBar {
  /** "2026-11-20" for a day, "2026-11" for a month. */
  key: string;
  /** The first and last day the bar covers, within the period. */
  from: string;
  to: string;
  tickets: number;
  revenue: CurrencyAmounts;
}

export interface SalesSeries {
  granularity: "day" | "month";
  bars: SeriesBar[];
}

function addAmounts(into: CurrencyAmounts, amounts: CurrencyAmounts): void {
  for (const { currency, amount } of amounts) {
    const existing = into.find((candidate) => candidate.currency === currency);
    if (existing) existing.amount += amount;
    else into.push({ currency, amount });
  }
  into.sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * Bars from the first day of `range` (or of the sales, when it has no start)
 * to its last day (or `today`, or the last sale if later), with zero where
 * nothing sold, so the chart shows the quiet days too.
 */
export function salesSeries(
  days: readonly { day: string; tickets: number; revenue: CurrencyAmounts }[],
  range: DayRange,
  today: string,
): SalesSeries {
  const first = range.from ?? days[0]?.day ?? today;
  const lastSale = days.at(-1)?.day;
  const last = range.to ?? (lastSale !== undefined && lastSale > today ? lastSale : today);
  if (first > last) return { granularity: "day", bars: [] };

  const granularity = daysFrom(first, last) + 1 > MAX_DAILY_BARS ? "month" : "day";
  const keyOf = (day: string) => (granularity === "day" ? day : day.slice(0, 7));
  const bars: SeriesBar[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) {
    const key = keyOf(day);
    const bar = bars.at(-1);
    if (bar?.key === key) bar.to = day;
    else bars.push({ key, from: day, to: day, tickets: 0, revenue: [] });
  }
  const byKey = new Map(bars.map((bar) => [bar.key, bar]));
  for (const sale of days) {
    const bar = byKey.get(keyOf(sale.day));
    if (!bar || sale.day < bar.from || sale.day > bar.to) continue;
    bar.tickets += sale.tickets;
    addAmounts(bar.revenue, sale.revenue);
  }
  return { granularity, bars };
}
