import { describe, expect, it } from "vitest";
import { calendarFile } from "../../src/lib/calendarFile";

const entry = {
  uid: "order-1@bawwaba",
  title: "حفل رأس السنة",
  startsAtMillis: Date.UTC(2026, 11, 31, 17, 0), // 20:00 in Riyadh
  endsAtMillis: Date.UTC(2026, 11, 31, 21, 30),
  venue: "القصر، الرياض",
  description: "مرجع الطلب: BW-4Z02-HD1S",
  url: "https://bawwaba.example/my-tickets",
};

/** The unfolded lines of an iCalendar text (RFC 5545 §3.1: a line break then a space continues the line). */
const linesOf = (text: string) => text.replace(/\r\n[ \t]/g, "").split("\r\n");
const valueOf = (lines: string[], name: string) => lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.split(":").slice(1).join(":");

describe("calendarFile", () => {
  it("is one VEVENT with the event's start and end in UTC, its place, title, uid and link", async () => {
    const lines = linesOf(await calendarFile(entry));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(valueOf(lines, "DTSTART")).toBe("20261231T170000Z");
    expect(valueOf(lines, "DTEND")).toBe("20261231T213000Z");
    expect(valueOf(lines, "SUMMARY")).toBe(entry.title);
    expect(valueOf(lines, "LOCATION")).toBe(entry.venue);
    expect(valueOf(lines, "UID")).toBe(entry.uid);
    expect(valueOf(lines, "URL")).toBe(entry.url);
    expect(valueOf(lines, "DESCRIPTION")).toContain("BW-4Z02-HD1S");
  });

  it("lasts two hours for an event written without an end", async () => {
    const lines = linesOf(await calendarFile({ ...entry, endsAtMillis: undefined }));
    expect(valueOf(lines, "DTSTART")).toBe("20261231T170000Z");
    expect(valueOf(lines, "DURATION")).toBe("PT2H");
  });
});
