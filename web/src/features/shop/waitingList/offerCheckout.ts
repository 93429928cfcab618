// A checkout opened from a waiting-list offer's link (offerLinkPath): the
// offer's tickets are set aside for this buyer alone, so the catalogue counts
// none of them (its type shows sold out to everyone else). Here the offer's
// type is on sale again, for the offer's tickets and no more.
import type { MyWaitingListEntry } from "@bawwaba/common";
import type { StoredEvent } from "../../../data/eventsWithTypes";

/** The shop's query parameter naming the offer a checkout buys with (common offerLinkPath). */
export const SHOP_OFFER_PARAM = "offer";

/** The offer as the checkout uses it. */
export interface CheckoutOfferTerms {
  offerId: string;
  ticketTypeId: string;
  quantity: number;
  /** Epoch milliseconds. */
  expiresAtMillis: number;
}

/** The open offer `offerId` on `eventId` among the buyer's entries (listMyWaitingListOffers), if any. */
export function findOffer(entries: readonly MyWaitingListEntry[], eventId: string, offerId: string): CheckoutOfferTerms | undefined {
  const entry = entries.find((candidate) => candidate.eventId === eventId && candidate.offer?.offerId === offerId);
  if (!entry?.offer) return undefined;
  return { offerId, ticketTypeId: entry.ticketTypeId, quantity: entry.offer.quantity, expiresAtMillis: Date.parse(entry.offer.expiresAt) };
}

/** The event with the offer's type on sale for the offer's tickets (at most its per-order limit, as the sale checks). */
export function withOfferTickets(event: StoredEvent, offer: Pick<CheckoutOfferTerms, "ticketTypeId" | "quantity">): StoredEvent {
  return {
    ...event,
    ticketTypes: event.ticketTypes.map((type) =>
      type.id === offer.ticketTypeId ? { ...type, capacity: offer.quantity, sold: 0, perOrderLimit: Math.min(type.perOrderLimit, offer.quantity) } : type,
    ),
  };
}

/** Time left as a clock, "29:05" or "1:02:03" (Latin digits, like the rest of the app); "0:00" once past. */
export function clockOf(millisLeft: number): string {
  const seconds = Math.max(0, Math.ceil(millisLeft / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
