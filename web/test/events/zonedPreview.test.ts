import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { timeZoneLabel, zonedPreview } from "../../src/features/events/model/zonedPreview";

describe("zonedPreview", () => {
  it("says the typed time back in Arabic with the zone's name", () => {
    const preview = zonedPreview("2026-12-31T20:00", "Asia/Riyadh");
    expect(preview).toMatch(/31 ديسمبر 2026/);
    expect(preview).toMatch(/8:00/);
    expect(preview).toMatch(/بتوقيت الرياض$/);
  });

  it("says nothing for an empty or impossible value", () => {
    expect(zonedPreview("", "Asia/Riyadh")).toBeUndefined();
    expect(zonedPreview("2026-02-30T20:00", "Asia/Riyadh")).toBeUndefined();
    expect(zonedPreview("2026-12-31T20:00", "Not/AZone")).toBeUndefined();
  });
});

describe("timeZoneLabel", () => {
  it("names listed zones in Arabic and shows others as they are", () => {
    expect(timeZoneLabel("Africa/Cairo")).toBe(ar.eventsAdmin.timeZones["Africa/Cairo"]);
    expect(timeZoneLabel("Europe/Istanbul")).toBe("Europe/Istanbul");
  });
});
