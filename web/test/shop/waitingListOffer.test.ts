// A checkout opened from a waiting-list offer's link: the offer found among
// the buyer's entries, its type on sale for the offer's tickets only, and the
// time left as a clock.
import type { MyWaitingListEntry } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import type { StoredEvent } from "../../src/data/eventsWithTypes";
import { saleLines } from "../../src/lib/cart";
import { clockOf, findOffer, withOfferTickets } from "../../src/features/shop/waitingList/offerCheckout";

const entry = (eventId: string, offerId?: string): MyWaitingListEntry => ({
  eventId,
  eventTitle: "أمسية",
  ticketTypeId: "vip",
  ticketTypeName: "كبار الزوار",
  quantity: 3,
  status: offerId ? "offered" : "waiting",
  joinedAt: "2026-11-27T09:00:00.000Z",
  ...(offerId && { offer: { offerId, quantity: 2, expiresAt: "2026-11-27T10:00:00.000Z", link: `/buy-tickets/${eventId}?offer=${offerId}` } }),
});

const at = (millis: number) => ({ seconds: millis / 1000, nanoseconds: 0, toMillis: () => millis, toDate: () => new Date(millis) });
const event: StoredEvent = {
  id: "ev1",
  title: "أمسية",
  description: "",
  category: "party",
  venue: "القاعة",
  startsAt: at(Date.UTC(2026, 11, 31)),
  status: "published",
  currency: "SAR",
  ticketTypes: [
    // As the catalogue shows a type whose list is open: nothing left for the public.
    { id: "vip", name: "كبار الزوار", price: 10000, capacity: 0, sold: 0, perOrderLimit: 4 },
    { id: "regular", name: "عادي", price: 5000, capacity: 7, sold: 0, perOrderLimit: 4 },
  ],
} as StoredEvent;

describe("findOffer", () => {
  it("finds the open offer of the link on its event only", () => {
    const entries = [entry("ev1"), entry("ev2", "o1"), entry("ev1", "o1")];
    expect(findOffer(entries, "ev1", "o1")).toEqual({ offerId: "o1", ticketTypeId: "vip", quantity: 2, expiresAtMillis: Date.parse("2026-11-27T10:00:00.000Z") });
    expect(findOffer(entries, "ev1", "o2")).toBeUndefined();
    expect(findOffer([entry("ev1")], "ev1", "o1")).toBeUndefined();
  });
});

describe("withOfferTickets", () => {
  it("puts the offer's type on sale for the offer's tickets, at most, and leaves the others be", () => {
    const now = Date.UTC(2026, 10, 27);
    const sold = withOfferTickets(event, { ticketTypeId: "vip", quantity: 2 });
    const [vip, regular] = saleLines(sold, { vip: 2 }, now);
    expect(vip).toMatchObject({ availability: { state: "on_sale", remaining: 2 }, max: 2, quantity: 2 });
    expect(vip!.problem).toBeUndefined();
    expect(regular!.availability).toEqual({ state: "on_sale", remaining: 7 });
    expect(saleLines(sold, { vip: 3 }, now)[0]!.problem).toBeDefined();
    expect(saleLines(event, {}, now)[0]!.availability.state).toBe("sold_out");
  });
});

describe("clockOf", () => {
  it("counts minutes and seconds, hours when there are some, and stops at 0:00", () => {
    expect(clockOf(30 * 60_000)).toBe("30:00");
    expect(clockOf(29 * 60_000 + 5_000)).toBe("29:05");
    expect(clockOf(61 * 60_000 + 3_000)).toBe("1:01:03");
    expect(clockOf(400)).toBe("0:01");
    expect(clockOf(0)).toBe("0:00");
    expect(clockOf(-5_000)).toBe("0:00");
  });
});
