// A purchase with a waiting-list offer (the shop's hook `setAside` of the
// sale skeleton, orders/sale/sell.ts): the offer's type takes its tickets
// from the offer (a shard set of one shard, waitingListRecord.ts) instead of
// the type's inventory, which counted them as sold when the offer was made.
// Only the phone the offer was made to may use it, while it is open and not
// expired, for at most its tickets; what the buyer does not take goes back to
// the type's inventory in the sale's transaction. The entry becomes `bought`
// when the order is paid, `lapsed` when it ends unpaid (the lifecycle,
// orders/lifecycle.ts, calls settleOfferEntry); the order's tickets then go
// back through the normal release, for the next entry.
import { ar, type OrderDoc, type WaitingListOfferDoc } from "@bawwaba/common";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { readShardsIn, returnToShards, typeInventory, type CapacityItem } from "../inventory/inventory.js";
import { offerRefOf, offerShards, parseOffer, takeFromOffer, updateEntry } from "./waitingListRecord.js";

const m = ar.waitingList.errors;

export interface OfferSale {
  ref: DocumentReference;
  ticketTypeId: string;
  quantity: number;
  /** The offer's tickets, as read: those beyond `quantity` go back to the type. */
  allotment: number;
  /** Replaces the type's inventory in the capacity rounds; marks the offer taken. */
  capacity: CapacityItem;
  /** What the order records (OrderDoc `waitingListOffer`). */
  orderField: NonNullable<OrderDoc["waitingListOffer"]>;
}

/**
 * The caller's offer `offerId` among the order's types, read before the
 * sale; refused unless they may buy with it now.
 */
export async function readOfferSale(
  db: Firestore,
  buyer: { phone: string },
  request: { eventId: string; offerId: string; items: readonly { ticketTypeId: string; quantity: number }[] },
  now: number,
): Promise<OfferSale> {
  const refs = request.items.map((item) => offerRefOf(db, request.eventId, item.ticketTypeId, request.offerId));
  const snapshots = await db.getAll(...refs);
  const at = snapshots.findIndex((snapshot) => snapshot.exists);
  if (at < 0) throw new HttpsError("not-found", m.offerNotFound);
  const ref = refs[at]!;
  const { ticketTypeId, quantity } = request.items[at]!;
  const offer = parseOffer(ref, snapshots[at]!.data());
  assertUsable(offer, buyer, quantity, now);
  return {
    ref,
    ticketTypeId,
    quantity,
    allotment: offer.allotment,
    capacity: {
      set: offerShards(ref),
      quantity,
      // Nothing left in the offer: it lapsed or was used since it was read.
      refusal: () => new HttpsError("failed-precondition", m.offerExpired),
      take: takeFromOffer(db, offer, ref.id, quantity),
    },
    orderField: { ticketTypeId, offerId: ref.id, entryId: offer.entryId },
  };
}

function assertUsable(offer: WaitingListOfferDoc, buyer: { phone: string }, quantity: number, now: number): void {
  // Another phone's offer is no offer of theirs: told apart from none by no one.
  if (offer.phone !== buyer.phone) throw new HttpsError("not-found", m.offerNotFound);
  if (offer.status === "taken") throw new HttpsError("failed-precondition", m.offerUsed);
  if (offer.status === "lapsed" || offer.expiresAt.toMillis() <= now) throw new HttpsError("failed-precondition", m.offerExpired);
  if (quantity > offer.allotment) throw new HttpsError("failed-precondition", m.overOffer(offer.allotment));
}

/**
 * In the sale's transaction, before any write: the offer read again and
 * checked as before; returns the write that gives the tickets the buyer does
 * not take back to the type's inventory (reading its shards only then).
 */
export async function planOfferTake(tx: Transaction, db: Firestore, sale: OfferSale, buyer: { phone: string }, now: number): Promise<() => void> {
  const offer = parseOffer(sale.ref, (await tx.get(sale.ref)).data());
  assertUsable(offer, buyer, sale.quantity, now);
  const rest = offer.allotment - sale.quantity;
  if (rest === 0) return () => {};
  const shards = await readShardsIn(tx, typeInventory(db, offer.eventId, offer.ticketTypeId));
  return () => returnToShards(tx, shards, rest);
}

/**
 * In `tx`: the entry whose offer `order` was bought with, once the order is
 * paid (`bought`) or ended unpaid (`lapsed`: the offer was its turn). Writes
 * only; the entry cannot have joined again meanwhile (leaving is refused
 * while its offer's order waits, membership.ts).
 */
export function settleOfferEntry(tx: Transaction, db: Firestore, order: Pick<OrderDoc, "eventId" | "waitingListOffer">, status: "bought" | "lapsed"): void {
  const used = order.waitingListOffer;
  if (!used) return;
  updateEntry(tx, db, { eventId: order.eventId, ticketTypeId: used.ticketTypeId, entryId: used.entryId }, { status });
}
