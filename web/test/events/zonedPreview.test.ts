import { ar, datePickerMessages, formatHijriDate } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { timeZoneLabel, zonedPreview } from "../../src/features/events/model/zonedPreview";

describe("zonedPreview", () => {
  it("says the typed time back in Arabic with the zone's name", () => {
    const preview = zonedPreview("2026-12-31T20:00", "Asia/Riyadh");
    expect(preview).toMatch(/31 ديسمبر 2026/);
    expect(preview).toMatch(/8:00/);
    expect(preview).toMatch(/بتوقيت الرياض$/);
  });

  it("adds the Umm al-Qura date when asked", () => {
    const millis = Date.UTC(2027, 2, 5, 17, 0);
    const preview = zonedPreview("2027-03-05T20:00", "Asia/Riyadh", { hijri: true });
    expect(preview).toBe(
      datePickerMessages.withHijri(zonedPreview("2027-03-05T20:00", "Asia/Riyadh")!, formatHijriDate(millis, "Asia/Riyadh")),
    );
    expect(preview).toMatch(/هـ$/);
  });

  it("names only the zone for an empty or impossible value, and nothing for an unknown zone", () => {
    const inRiyadh = datePickerMessages.inZone(ar.eventsAdmin.timeZones["Asia/Riyadh"]);
    expect(zonedPreview("", "Asia/Riyadh")).toBe(inRiyadh);
    expect(zonedPreview("2026-02-30T20:00", "Asia/Riyadh")).toBe(inRiyadh);
    expect(zonedPreview("2026-12-31T20:00", "Not/AZone")).toBeUndefined();
  });
});

describe("timeZoneLabel", () => {
  it("names listed zones in Arabic and shows others as they are", () => {
    expect(timeZoneLabel("Africa/Cairo")).toBe(ar.eventsAdmin.timeZones["Africa/Cairo"]);
    expect(timeZoneLabel("Europe/Istanbul")).toBe("Europe/Istanbul");
  });
});
