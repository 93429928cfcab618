// Events and ticket types as the selling pages receive them, for the sales model tests.
import type { TimestampLike } from "@bawwaba/common";
import type { StoredEvent, StoredTicketType } from "../../src/data/eventsWithTypes";

export const NOW = Date.UTC(2026, 10, 21, 12);
export const HOUR = 3_600_000;

export const at = (millis: number): TimestampLike => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: 0,
  toMillis: () => millis,
  toDate: () => new Date(millis),
});

export function ticketType(overrides: Partial<StoredTicketType> & Pick<StoredTicketType, "id">): StoredTicketType {
  return { name: "عادي", price: 5000, capacity: 100, perOrderLimit: 10, sold: 0, ...overrides };
}

export function saleEvent(ticketTypes: StoredTicketType[], overrides: Partial<StoredEvent> = {}): StoredEvent {
  return {
    id: "derby",
    title: "ديربي العاصمة",
    description: "",
    category: "sport",
    venue: "ملعب المدينة",
    startsAt: at(NOW + 48 * HOUR),
    status: "published",
    currency: "SAR",
    timeZone: "Asia/Riyadh",
    ticketTypes,
    ...overrides,
  };
}
