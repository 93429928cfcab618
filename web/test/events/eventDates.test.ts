import { describe, expect, it } from "vitest";
import { countEventsByDate, currentMonth, eventDateKey } from "../../src/features/events/model/eventDates";
import type { ManagedEvent } from "../../src/data/managedEvents";

function event(startsAtMillis: number, timeZone: string): ManagedEvent {
  return {
    id: String(startsAtMillis),
    title: "حفلة",
    description: "",
    category: "qasr_party",
    venue: "القصر",
    startsAtMillis,
    status: "published",
    currency: "SAR",
    timeZone,
    ticketTypes: [],
  };
}

// 22:30 UTC on 31 December: still 31 December in Casablanca (UTC+1 → 23:30), already 1 January in Riyadh.
const lateNewYearsEve = Date.UTC(2026, 11, 31, 22, 30);

describe("eventDateKey", () => {
  it("is the start date where the event takes place", () => {
    expect(eventDateKey(event(lateNewYearsEve, "Asia/Riyadh"))).toBe("2027-01-01");
    expect(eventDateKey(event(lateNewYearsEve, "Africa/Casablanca"))).toBe("2026-12-31");
  });
});

describe("countEventsByDate", () => {
  it("counts events per local start date", () => {
    const counts = countEventsByDate([
      event(lateNewYearsEve, "Asia/Riyadh"),
      event(lateNewYearsEve + 3_600_000, "Asia/Riyadh"),
      event(lateNewYearsEve, "UTC"),
    ]);
    expect(Object.fromEntries(counts)).toEqual({ "2027-01-01": 2, "2026-12-31": 1 });
  });
});

describe("currentMonth", () => {
  it("is the month in Riyadh", () => {
    expect(currentMonth(Date.UTC(2026, 10, 30, 22, 0))).toBe("2026-12");
  });
});
