import { describe, expect, it } from "vitest";
import { addMonths, monthWeeks, utcMillisOf, weekdayOrder } from "../../src/features/events/model/monthGrid";

describe("monthWeeks", () => {
  it("lays December 2026 out in weeks from Saturday", () => {
    const weeks = monthWeeks("2026-12");
    // 1 December 2026 is a Tuesday: Saturday 28 November starts the first week.
    expect(weeks[0]![0]).toEqual({ date: "2026-11-28", day: 28, inMonth: false });
    expect(weeks[0]![3]).toEqual({ date: "2026-12-01", day: 1, inMonth: true });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.at(-1)!.at(-1)!.date).toBe("2027-01-01");
  });

  it("handles February of a leap year and a month starting on the week's first day", () => {
    expect(monthWeeks("2028-02").flat().filter((day) => day.inMonth)).toHaveLength(29);
    // 1 August 2026 is a Saturday: no leading days, five weeks.
    const august = monthWeeks("2026-08");
    expect(august[0]![0]!.date).toBe("2026-08-01");
    expect(august).toHaveLength(5);
  });

  it("can start weeks on Sunday", () => {
    expect(monthWeeks("2026-12", 0)[0]![0]!.date).toBe("2026-11-29");
  });
});

describe("addMonths, weekdayOrder, utcMillisOf", () => {
  it("moves across years both ways", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-05", 12)).toBe("2027-05");
  });

  it("lists the columns from Saturday", () => {
    expect(weekdayOrder()).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it("gives the UTC midnight of a date or a month", () => {
    expect(utcMillisOf("2026-12-31")).toBe(Date.UTC(2026, 11, 31));
    expect(utcMillisOf("2026-12")).toBe(Date.UTC(2026, 11, 1));
  });
});
