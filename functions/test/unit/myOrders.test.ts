// /my-tickets' order: events to come (or under way) first, soonest first,
// then past ones, latest first; an order whose event is gone sorts by when it
// was bought.
import type { MyOrder } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { upcomingFirst } from "../../src/orders/myOrders.js";

const NOW = Date.parse("2026-12-01T12:00:00Z");
const order = (orderId: string, event: Partial<Pick<MyOrder, "startsAt" | "endsAt">>, createdAt = "2026-11-01T00:00:00Z"): MyOrder => ({
  orderId,
  accessToken: "t".repeat(43),
  eventId: "e",
  eventTitle: orderId,
  status: "paid",
  ticketCount: 1,
  total: 0,
  currency: "SAR",
  createdAt,
  ...event,
});

describe("upcomingFirst", () => {
  it("puts events to come soonest first, then past events latest first", () => {
    const sorted = upcomingFirst(
      [
        order("past-old", { startsAt: "2026-10-01T18:00:00Z" }),
        order("later", { startsAt: "2026-12-20T18:00:00Z" }),
        order("past-recent", { startsAt: "2026-11-20T18:00:00Z" }),
        order("soon", { startsAt: "2026-12-02T18:00:00Z" }),
      ],
      NOW,
    );
    expect(sorted.map((listed) => listed.orderId)).toEqual(["soon", "later", "past-recent", "past-old"]);
  });

  it("keeps an event under way among those to come, by its end", () => {
    const underWay = order("under-way", { startsAt: "2026-12-01T10:00:00Z", endsAt: "2026-12-01T14:00:00Z" });
    const ended = order("ended", { startsAt: "2026-12-01T08:00:00Z", endsAt: "2026-12-01T11:00:00Z" });
    expect(upcomingFirst([ended, underWay], NOW).map((listed) => listed.orderId)).toEqual(["under-way", "ended"]);
  });

  it("sorts an order whose event is gone by when it was bought", () => {
    const gone = order("gone", {}, "2026-11-30T00:00:00Z");
    const soon = order("soon", { startsAt: "2026-12-02T18:00:00Z" });
    expect(upcomingFirst([gone, soon], NOW).map((listed) => listed.orderId)).toEqual(["soon", "gone"]);
  });
});
