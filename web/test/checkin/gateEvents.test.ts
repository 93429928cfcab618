import { describe, expect, it } from "vitest";
import { eventsForGate, type GateEvent } from "../../src/features/checkin/model/gateEvents";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 5, 1, 18);

const event = (id: string, startsIn: number, extra: Partial<GateEvent> = {}): GateEvent => ({
  id,
  title: id,
  startsAtMillis: NOW + startsIn * HOUR,
  status: "published",
  timeZone: "Asia/Riyadh",
  ...extra,
});

describe("eventsForGate", () => {
  it("puts the event on now first, then the nearest in time, past or future", () => {
    const events = [
      event("next-month", 24 * 30),
      event("last-week", -24 * 7, { endsAtMillis: NOW - 24 * 7 * HOUR + 3 * HOUR }),
      event("tonight", 2),
      event("on-now", -1, { endsAtMillis: NOW + 2 * HOUR }),
      event("started-without-end", -0.5),
    ];
    expect(eventsForGate(events, NOW).map((candidate) => candidate.id)).toEqual([
      "on-now",
      "started-without-end",
      "tonight",
      "last-week",
      "next-month",
    ]);
  });

  it("offers events on sale or closed for sale, never drafts or cancelled ones", () => {
    const events = [
      event("draft", 1, { status: "draft" }),
      event("closed", 2, { status: "closed" }),
      event("cancelled", 3, { status: "cancelled" }),
      event("published", 4),
    ];
    expect(eventsForGate(events, NOW).map((candidate) => candidate.id)).toEqual(["closed", "published"]);
  });
});
