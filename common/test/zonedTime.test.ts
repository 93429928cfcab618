import { describe, expect, it } from "vitest";
import { isoInTimeZone, isTimeZone, millisToZonedLocal, zonedLocalToMillis } from "../src/zonedTime.js";

const utc = (text: string) => Date.parse(`${text}Z`);

describe("zonedLocalToMillis", () => {
  const at = (local: string, timeZone: string) => {
    const result = zonedLocalToMillis(local, timeZone);
    return result.ok ? result.millis : result.error;
  };

  it("reads Riyadh times at UTC+3 all year, having no DST", () => {
    expect(at("2026-12-01T19:00", "Asia/Riyadh")).toBe(utc("2026-12-01T16:00"));
    expect(at("2026-07-01T19:00", "Asia/Riyadh")).toBe(utc("2026-07-01T16:00"));
    expect(at("2026-03-29T01:30", "Asia/Riyadh")).toBe(utc("2026-03-28T22:30"));
    expect(at("2026-10-25T01:30", "Asia/Riyadh")).toBe(utc("2026-10-24T22:30"));
  });

  it("reads London times in winter (GMT) and summer (BST)", () => {
    expect(at("2026-01-15T12:00", "Europe/London")).toBe(utc("2026-01-15T12:00"));
    expect(at("2026-07-15T12:00", "Europe/London")).toBe(utc("2026-07-15T11:00"));
  });

  it("refuses London times the clocks skip on 29 March 2026 (01:00 → 02:00)", () => {
    expect(at("2026-03-29T00:59", "Europe/London")).toBe(utc("2026-03-29T00:59"));
    expect(at("2026-03-29T01:00", "Europe/London")).toBe("skipped");
    expect(at("2026-03-29T01:59", "Europe/London")).toBe("skipped");
    expect(at("2026-03-29T02:00", "Europe/London")).toBe(utc("2026-03-29T01:00"));
  });

  it("takes the first of London times shown twice on 25 October 2026 (02:00 → 01:00)", () => {
    expect(at("2026-10-25T00:59", "Europe/London")).toBe(utc("2026-10-24T23:59"));
    expect(at("2026-10-25T01:00", "Europe/London")).toBe(utc("2026-10-25T00:00"));
    expect(at("2026-10-25T01:30", "Europe/London")).toBe(utc("2026-10-25T00:30"));
    expect(at("2026-10-25T02:00", "Europe/London")).toBe(utc("2026-10-25T02:00"));
  });

  it("gives real durations across a DST change", () => {
    const hours = (from: string, to: string) =>
      ((at(to, "Europe/London") as number) - (at(from, "Europe/London") as number)) / 3_600_000;
    expect(hours("2026-03-28T20:00", "2026-03-29T20:00")).toBe(23);
    expect(hours("2026-10-24T20:00", "2026-10-25T20:00")).toBe(25);
  });

  it("handles other zones: New York DST, half- and quarter-hour offsets", () => {
    expect(at("2026-03-08T02:30", "America/New_York")).toBe("skipped");
    expect(at("2026-03-08T03:00", "America/New_York")).toBe(utc("2026-03-08T07:00"));
    expect(at("2026-12-01T19:00", "Asia/Kolkata")).toBe(utc("2026-12-01T13:30"));
    expect(at("2026-12-01T19:00", "Asia/Kathmandu")).toBe(utc("2026-12-01T13:15"));
    expect(at("2026-12-01T19:00", "UTC")).toBe(utc("2026-12-01T19:00"));
  });

  it("reads optional seconds", () => {
    expect(at("2026-12-01T19:00:30", "Asia/Riyadh")).toBe(utc("2026-12-01T16:00:30"));
  });

  it.each([
    "",
    "2026-12-01",
    "2026-12-01T19",
    "2026-12-01T19:00Z",
    "2026-12-01T19:00+03:00",
    "2026-12-01T19:00:00.000",
    "2026-02-29T10:00",
    "2026-04-31T10:00",
    "2026-12-01T19:60",
    "0099-12-01T19:00",
    "١٤٤٨-٠٦-١٠T19:00",
  ])("refuses %j", (local) => {
    expect(at(local, "Asia/Riyadh")).toBe("invalid");
  });

  it("accepts 29 February in a leap year", () => {
    expect(at("2028-02-29T10:00", "Asia/Riyadh")).toBe(utc("2028-02-29T07:00"));
  });

  it("throws for an unknown time zone", () => {
    expect(() => zonedLocalToMillis("2026-12-01T19:00", "Mars/Base")).toThrow(RangeError);
  });
});

describe("millisToZonedLocal", () => {
  it("shows an instant as the zone's wall clock, for pre-filling the edit form", () => {
    expect(millisToZonedLocal(utc("2026-12-01T16:00"), "Asia/Riyadh")).toBe("2026-12-01T19:00");
    expect(millisToZonedLocal(utc("2026-07-15T11:00"), "Europe/London")).toBe("2026-07-15T12:00");
    expect(millisToZonedLocal(utc("2026-10-25T00:30"), "Europe/London")).toBe("2026-10-25T01:30");
    expect(millisToZonedLocal(utc("2026-10-25T01:30"), "Europe/London")).toBe("2026-10-25T01:30");
    expect(millisToZonedLocal(utc("2026-12-31T22:00"), "Asia/Riyadh")).toBe("2027-01-01T01:00");
  });

  it("reads back to the same instant outside DST overlaps", () => {
    for (const timeZone of ["Asia/Riyadh", "Europe/London", "America/New_York", "Asia/Kathmandu"]) {
      for (const instant of [utc("2026-01-01T00:00"), utc("2026-03-29T01:00"), utc("2026-06-15T12:34")]) {
        const local = millisToZonedLocal(instant, timeZone);
        expect(zonedLocalToMillis(local, timeZone)).toEqual({ ok: true, millis: instant });
      }
    }
  });
});

describe("isTimeZone", () => {
  it("knows IANA zones", () => {
    expect(isTimeZone("Asia/Riyadh")).toBe(true);
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone("Mars/Base")).toBe(false);
  });
});

describe("isoInTimeZone", () => {
  it("writes the wall-clock time with the zone's offset then, which reads back as the same instant", () => {
    expect(isoInTimeZone(utc("2027-03-01T18:00"), "Asia/Riyadh")).toBe("2027-03-01T21:00+03:00");
    expect(isoInTimeZone(utc("2026-07-01T18:30"), "Europe/London")).toBe("2026-07-01T19:30+01:00");
    expect(isoInTimeZone(utc("2026-01-15T12:00"), "Europe/London")).toBe("2026-01-15T12:00+00:00");
    expect(isoInTimeZone(utc("2026-03-01T18:00"), "America/St_Johns")).toBe("2026-03-01T14:30-03:30");
    for (const timeZone of ["Asia/Riyadh", "Europe/London", "America/St_Johns", "Asia/Kolkata"]) {
      const instant = utc("2026-10-25T00:30");
      expect(Date.parse(isoInTimeZone(instant, timeZone)), timeZone).toBe(instant);
    }
  });
});
