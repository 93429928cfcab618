// The tickets of a sale being put together, at the box office or in the
// public shop: how many of each type, how many more may be added, and what
// they cost. The bounds are those the functions enforce (issueTickets,
// purchaseTickets), so the seller or buyer meets them here first, and they
// follow the live counts: a line that someone else's sale has made too big
// says so beside its stepper.
import { type Availability, callErrorMessages, type EventDoc, MAX_TICKETS_PER_SALE, type PaymentMethod, ticketAvailability } from "@bawwaba/common";
import type { StoredTicketType } from "../data/eventsWithTypes";

/** Quantity per ticket type id; a type that is not in it has 0. */
export type Cart = Readonly<Record<string, number>>;

export interface SaleLine {
  type: StoredTicketType;
  availability: Availability;
  quantity: number;
  /** What one ticket costs with the sale's promo code, when the code lowers it. */
  promoPrice?: number;
  /** The most the stepper may reach now, given the type's limits and the other lines. */
  max: number;
  /** quantity × unit price, in minor units. */
  total: number;
  /** Why `quantity` cannot be sold as it stands, if it cannot. */
  problem?: string;
}

type SaleEvent = Pick<EventDoc, "status" | "endsAt"> & { ticketTypes: StoredTicketType[] };

/**
 * A promo code applied to the sale, as checkPromoCode answered it: what a
 * ticket of each type it applies to then costs, and the hidden types it
 * unlocks (which the event's list does not have). The functions price the
 * sale again; this is what the buyer or seller sees first.
 */
export interface SalePromo {
  code: string;
  prices: Readonly<Record<string, number>>;
  unlocked: readonly StoredTicketType[];
}

/**
 * What one ticket costs the buyer: nothing when the box office gives it away,
 * as the function records it; the shop (no payment method) sells at the price.
 */
export function unitPrice(price: number, payment?: PaymentMethod): number {
  return payment === "complimentary" ? 0 : price;
}

function lineProblem(type: StoredTicketType, availability: Availability, quantity: number): string | undefined {
  if (quantity === 0) return undefined;
  // The function's own words, so the seller or buyer reads the same before and after sending.
  const messages = callErrorMessages;
  switch (availability.state) {
    case "not_on_sale":
      return messages.eventNotOnSale;
    case "not_started":
      return messages.salesNotStarted(type.name);
    case "ended":
      return messages.salesEnded(type.name);
  }
  if (quantity > availability.remaining) return messages.notEnoughLeft(type.name, availability.remaining);
  if (quantity > type.perOrderLimit) return messages.overPerOrderLimit(type.name, type.perOrderLimit);
  return undefined;
}

/**
 * One line per ticket type of the event, in the event's order, then the
 * hidden types a promo code unlocks; `payment` only at the box office.
 */
export function saleLines(event: SaleEvent, cart: Cart, now: number, payment?: PaymentMethod, promo?: SalePromo): SaleLine[] {
  const listed = new Set(event.ticketTypes.map((type) => type.id));
  const types = [...event.ticketTypes, ...(promo?.unlocked.filter((type) => !listed.has(type.id)) ?? [])];
  const inCart = types.reduce((sum, type) => sum + (cart[type.id] ?? 0), 0);
  return types.map((type) => {
    const availability = ticketAvailability(event, type, now);
    const quantity = cart[type.id] ?? 0;
    const typeLimit = availability.state === "on_sale" ? Math.min(type.perOrderLimit, availability.remaining) : 0;
    const max = Math.max(0, Math.min(typeLimit, MAX_TICKETS_PER_SALE - (inCart - quantity)));
    const promoPrice = promo?.prices[type.id];
    const discounted = promoPrice !== undefined && promoPrice < type.price;
    return {
      type,
      availability,
      quantity,
      max,
      ...(discounted ? { promoPrice } : {}),
      total: quantity * unitPrice(discounted ? promoPrice : type.price, payment),
      problem: lineProblem(type, availability, quantity),
    };
  });
}

/**
 * The cart with one line stepped up or down. Up stops at the line's `max`;
 * down always works, so a line made too big by other sales can be fixed.
 * The quantity is the cart's, which may be ahead of the rendered line.
 */
export function stepQuantity(cart: Cart, line: Pick<SaleLine, "type" | "max">, step: 1 | -1): Cart {
  const next = (cart[line.type.id] ?? 0) + step;
  if (next < 0 || (step > 0 && next > line.max)) return cart;
  const rest = { ...cart };
  delete rest[line.type.id];
  return next === 0 ? rest : { ...rest, [line.type.id]: next };
}

export function ticketsInSale(lines: readonly SaleLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Minor units of the event's currency. */
export function saleTotal(lines: readonly SaleLine[]): number {
  return lines.reduce((sum, line) => sum + line.total, 0);
}
