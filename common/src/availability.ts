// Whether a ticket type can be bought now (docs/contracts.md: an event is on sale when
// it is published, not over, and the type's sales window, if any, is open), and
// how many are left. Shared by the shop, the selling pages and the functions.
import type { EventDoc, TicketTypeDoc } from "./documents.js";

export type Availability =
  | { state: "on_sale"; remaining: number }
  | { state: "not_on_sale" | "not_started" | "ended" | "sold_out"; remaining: number };

/** Below this many left, the shop says "only N left". */
export const FEW_LEFT = 10;

/** The event is over once its end has passed: on sale nowhere, and shown as ended (docs/product.md §2). */
export function isEventOver(event: { endsAtMillis?: number }, now: number): boolean {
  return event.endsAtMillis !== undefined && now >= event.endsAtMillis;
}

export function ticketAvailability(
  event: Pick<EventDoc, "status" | "endsAt">,
  /** `sold`: tickets sold or held, summed over the type's inventory shards. */
  type: Pick<TicketTypeDoc, "capacity" | "salesStart" | "salesEnd"> & { sold?: number },
  now: number,
): Availability {
  const remaining = Math.max(0, type.capacity - (type.sold ?? 0));
  if (event.status !== "published") return { state: "not_on_sale", remaining };
  if (isEventOver({ endsAtMillis: event.endsAt?.toMillis() }, now)) return { state: "ended", remaining };
  if (type.salesStart && now < type.salesStart.toMillis()) return { state: "not_started", remaining };
  if (type.salesEnd && now >= type.salesEnd.toMillis()) return { state: "ended", remaining };
  if (remaining === 0) return { state: "sold_out", remaining };
  return { state: "on_sale", remaining };
}
