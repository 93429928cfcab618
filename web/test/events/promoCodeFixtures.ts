// An event with a public and a hidden type, and timestamps, for the codes
// dialog's model tests.
import type { TimestampLike } from "@bawwaba/common";
import type { ManagedEvent } from "../../src/data/managedEvents";

export const at = (millis: number): TimestampLike => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: 0,
  toMillis: () => millis,
  toDate: () => new Date(millis),
});

export const event: Pick<ManagedEvent, "id" | "currency" | "timeZone" | "ticketTypes"> = {
  id: "demo-derby",
  currency: "SAR",
  timeZone: "Asia/Riyadh",
  ticketTypes: [
    { id: "regular", name: "عادي", price: 5000, capacity: 500, perOrderLimit: 6, sold: 0, sharded: false },
    { id: "vip", name: "كبار الزوار", price: 25000, capacity: 40, perOrderLimit: 4, sold: 0, sharded: false, hidden: true },
  ],
};
