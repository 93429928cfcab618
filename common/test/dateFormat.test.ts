import { describe, expect, it } from "vitest";
import { formatDateTime, formatMonth, formatShortDateTime, formatTime, weekdayName } from "../src/dateFormat.js";

// 2026-12-31T17:00Z: 20:00 in Riyadh (UTC+3), 21:00 in Dubai, already 1 January in Tokyo.
const instant = Date.UTC(2026, 11, 31, 17, 0);

describe("formatDateTime", () => {
  it("shows the time in the event's zone, in Arabic with Latin digits", () => {
    const riyadh = formatDateTime(instant, "Asia/Riyadh");
    expect(riyadh).toMatch(/ديسمبر/);
    expect(riyadh).toMatch(/31/);
    expect(riyadh).toMatch(/8:00/);
    expect(formatDateTime(instant, "Asia/Dubai")).toMatch(/9:00/);
    expect(formatDateTime(instant, "Asia/Tokyo")).toMatch(/يناير/);
  });

  it("never uses Arabic-Indic digits or the Hijri calendar", () => {
    const text = formatDateTime(instant, "Asia/Riyadh");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    expect(text).toMatch(/2026/);
  });
});

describe("formatShortDateTime", () => {
  // Right-to-left marks keep the day/month/year order in an Arabic line.
  const withoutMarks = (text: string) => text.replace(/\u200f/g, "");

  it("gives the date in numbers and the time, in the zone, with Latin digits", () => {
    const riyadh = formatShortDateTime(instant, "Asia/Riyadh");
    expect(withoutMarks(riyadh)).toMatch(/31\/12\/2026/);
    expect(riyadh).toMatch(/8:00/);
    expect(riyadh).not.toMatch(/[\u0660-\u0669]/);
    expect(withoutMarks(formatShortDateTime(instant, "Asia/Tokyo"))).toMatch(/1\/1\/2027/);
  });
});

describe("formatTime", () => {
  it("shows only the time of day in the zone", () => {
    expect(formatTime(instant, "Asia/Riyadh")).toMatch(/^8:00\s?م$/);
    expect(formatTime(instant, "Asia/Dubai")).toMatch(/^9:00/);
  });
});

describe("formatMonth and weekdayName", () => {
  it("names the month in the zone", () => {
    expect(formatMonth(instant, "Asia/Riyadh")).toMatch(/ديسمبر 2026/);
    expect(formatMonth(instant, "Asia/Tokyo")).toMatch(/يناير 2027/);
  });

  it("names the weekdays from Sunday = 0", () => {
    expect(weekdayName(0)).toBe("الأحد");
    expect(weekdayName(5)).toBe("الجمعة");
    expect(weekdayName(6)).toBe("السبت");
  });
});
