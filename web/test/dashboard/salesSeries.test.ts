import { describe, expect, it } from "vitest";
import { MAX_DAILY_BARS, salesSeries } from "../../src/features/dashboard/model/salesSeries";

const sar = (amount: number) => [{ currency: "SAR", amount }];

describe("salesSeries", () => {
  it("has one bar per day of the period, zero on quiet days", () => {
    const series = salesSeries(
      [
        { day: "2026-11-14", tickets: 3, revenue: sar(300) },
        { day: "2026-11-16", tickets: 1, revenue: sar(100) },
      ],
      { from: "2026-11-14", to: "2026-11-17" },
      "2026-11-17",
    );
    expect(series.granularity).toBe("day");
    expect(series.bars.map(({ key, tickets }) => [key, tickets])).toEqual([
      ["2026-11-14", 3],
      ["2026-11-15", 0],
      ["2026-11-16", 1],
      ["2026-11-17", 0],
    ]);
    expect(series.bars[0]!.revenue).toEqual(sar(300));
  });

  it("runs all time from the first sale to today", () => {
    const series = salesSeries([{ day: "2026-11-18", tickets: 2, revenue: sar(200) }], {}, "2026-11-20");
    expect(series.bars.map((bar) => bar.key)).toEqual(["2026-11-18", "2026-11-19", "2026-11-20"]);
    expect(salesSeries([], {}, "2026-11-20").bars.map((bar) => bar.key)).toEqual(["2026-11-20"]);
  });

  it("groups a long period by month, within the period's days, and adds currencies apart", () => {
    const series = salesSeries(
      [
        { day: "2026-01-10", tickets: 1, revenue: sar(100) },
        { day: "2026-01-31", tickets: 2, revenue: [{ currency: "KWD", amount: 50 }] },
        { day: "2026-03-05", tickets: 4, revenue: sar(400) },
      ],
      { from: "2026-01-10", to: "2026-03-20" },
      "2026-11-20",
    );
    expect(series.granularity).toBe("month");
    expect(series.bars).toEqual([
      { key: "2026-01", from: "2026-01-10", to: "2026-01-31", tickets: 3, revenue: [{ currency: "KWD", amount: 50 }, ...sar(100)] },
      { key: "2026-02", from: "2026-02-01", to: "2026-02-28", tickets: 0, revenue: [] },
      { key: "2026-03", from: "2026-03-01", to: "2026-03-20", tickets: 4, revenue: sar(400) },
    ]);
  });

  it(`draws up to ${MAX_DAILY_BARS} days day by day`, () => {
    expect(salesSeries([], { from: "2026-01-01", to: "2026-03-03" }, "2026-11-20").bars).toHaveLength(MAX_DAILY_BARS);
    expect(salesSeries([], { from: "2026-01-01", to: "2026-03-04" }, "2026-11-20").granularity).toBe("month");
  });

  it("has no bars for a period that ends before it starts", () => {
    expect(salesSeries([], { from: "2026-12-01" }, "2026-11-20").bars).toEqual([]);
  });
});
