import { describe, expect, it } from "vitest";
import type { TimestampLike } from "../src/documents.js";
import { isEventOver, ticketAvailability } from "../src/availability.js";

const at = (millis: number): TimestampLike => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: 0,
  toMillis: () => millis,
  toDate: () => new Date(millis),
});
const NOW = Date.UTC(2026, 10, 21, 12);
const HOUR = 3_600_000;
const published = { status: "published" as const };

describe("ticketAvailability", () => {
  it("is ended for every type once the event is over, whatever the type's window", () => {
    const endsAt = at(NOW + HOUR);
    expect(ticketAvailability({ ...published, endsAt }, { capacity: 10 }, NOW).state).toBe("on_sale");
    expect(ticketAvailability({ ...published, endsAt }, { capacity: 10 }, NOW + HOUR).state).toBe("ended");
    expect(ticketAvailability({ ...published, endsAt }, { capacity: 10, salesEnd: at(NOW + 2 * HOUR) }, NOW + HOUR).state).toBe("ended");
    expect(isEventOver({ endsAtMillis: NOW }, NOW)).toBe(true);
    expect(isEventOver({ endsAtMillis: NOW + 1 }, NOW)).toBe(false);
    expect(isEventOver({}, NOW)).toBe(false);
  });

  it("is on sale when published, inside the window and not sold out", () => {
    expect(ticketAvailability(published, { capacity: 10, sold: 4 }, NOW)).toEqual({ state: "on_sale", remaining: 6 });
    expect(ticketAvailability(published, { capacity: 10, salesStart: at(NOW - HOUR), salesEnd: at(NOW + HOUR) }, NOW)).toEqual({
      state: "on_sale",
      remaining: 10,
    });
  });

  it.each(["draft", "closed", "cancelled"] as const)("is not on sale when the event is %s", (status) => {
    expect(ticketAvailability({ status }, { capacity: 10 }, NOW).state).toBe("not_on_sale");
  });

  it("knows a window that has not opened yet or has closed (end is exclusive)", () => {
    expect(ticketAvailability(published, { capacity: 10, salesStart: at(NOW + 1) }, NOW).state).toBe("not_started");
    expect(ticketAvailability(published, { capacity: 10, salesStart: at(NOW) }, NOW).state).toBe("on_sale");
    expect(ticketAvailability(published, { capacity: 10, salesEnd: at(NOW) }, NOW).state).toBe("ended");
  });

  it("is sold out at capacity and never reports a negative remainder", () => {
    expect(ticketAvailability(published, { capacity: 10, sold: 10 }, NOW)).toEqual({ state: "sold_out", remaining: 0 });
    expect(ticketAvailability(published, { capacity: 10, sold: 12 }, NOW)).toEqual({ state: "sold_out", remaining: 0 });
  });
});
