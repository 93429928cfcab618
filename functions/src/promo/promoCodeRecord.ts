// A promo or access code as a sale uses it (docs/product.md "Promo and access
// codes"; the arithmetic is common/src/promoCodes.ts): read and checked
// before the sale, priced per type, its uses
// taken from its shards with the tickets (inventory/capacityRounds.ts) and given back
// when the order ends (orders/lifecycle.ts).
import {
  ar,
  COLLECTIONS,
  discountedUnitPrice,
  parseDocument,
  promoCodeAppliesTo,
  promoCodeSchema,
  promoCodeState,
  promoCodeUses,
  type OrderDoc,
  type OrderItem,
  type PromoCodeDoc,
  type TicketTypeDoc,
} from "@bawwaba/common";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { readShardsIn, returnToShards, type CapacityItem, type ShardSet } from "../inventory/inventory.js";

const m = ar.promoCodes.errors;

export const promoCodeRef = (db: Firestore, eventId: string, code: string): DocumentReference =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.promoCodes).doc(code);

/** The code's uses, `events/{eventId}/promoCodes/{code}/uses/{n}`. */
export function promoCodeUseShards(db: Firestore, eventId: string, code: string): ShardSet {
  const uses = promoCodeRef(db, eventId, code).collection(COLLECTIONS.promoCodeUses);
  return { key: `promo:${code}`, all: uses, shard: (index) => uses.doc(String(index)) };
}

/** A code read for a sale: its normalized text and its terms. */
export interface PromoCode extends PromoCodeDoc {
  code: string;
}

/**
 * The event's code `code` (normalized), refused with its reason unless a sale
 * may use it at `now`: unknown in this event, paused, not yet valid or no
 * longer valid. Read outside any transaction (orders/sale/sell.ts says why).
 */
export async function readUsablePromoCode(db: Firestore, eventId: string, code: string, now: number): Promise<PromoCode> {
  const ref = promoCodeRef(db, eventId, code);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError("not-found", m.unknown);
  const promo = { code, ...parseDocument(promoCodeSchema, ref.path, snapshot.data()) };
  const refusal = { paused: m.paused, not_started: m.notStarted, ended: m.ended, usable: undefined }[promoCodeState(promo, now)];
  if (refusal) throw new HttpsError("failed-precondition", refusal);
  return promo;
}

/**
 * Refuses a hidden type in a sale that has no code naming it, as if it did
 * not exist (the public must not learn of a sponsor's allocation by
 * guessing ids); staff may sell hidden types (`sellsHiddenTypes`).
 */
export function assertTypeOffered(type: TicketTypeDoc & { id: string }, promo: PromoCode | undefined, sellsHiddenTypes: boolean): void {
  if (!type.hidden || sellsHiddenTypes) return;
  if (!promo || !promo.ticketTypeIds.includes(type.id)) throw new HttpsError("not-found", ar.errors.ticketTypeNotFound(1));
}

/**
 * A ticket's price in the sale: `base` (the channel's), less the code's
 * discount where the code applies; such a ticket uses the code (one use).
 */
export function pricedWith(
  promo: PromoCode | undefined,
  type: TicketTypeDoc & { id: string },
  base: number,
): Pick<OrderItem, "unitPrice" | "unitDiscount" | "usesPromoCode"> {
  if (!promo || !promoCodeAppliesTo(promo, type.id, type.hidden === true)) return { unitPrice: base };
  const unitPrice = discountedUnitPrice(base, promo.discount, promo.priceFloor);
  return unitPrice < base ? { unitPrice, unitDiscount: base - unitPrice, usesPromoCode: true } : { unitPrice, usesPromoCode: true };
}

/**
 * How many of the order's tickets use the code; refused when none does (the
 * code is for other types) or more than the code allows in one order.
 */
export function promoUsesOf(
  promo: PromoCode,
  items: readonly { ticketTypeId: string; quantity: number }[],
  types: ReadonlyMap<string, TicketTypeDoc>,
): number {
  const uses = promoCodeUses(promo, items, (typeId) => types.get(typeId)?.hidden === true);
  if (uses === 0) throw new HttpsError("failed-precondition", m.notForTheseTickets);
  if (promo.perOrderLimit !== undefined && uses > promo.perOrderLimit) {
    throw new HttpsError("failed-precondition", m.overOrderLimit(promo.perOrderLimit));
  }
  return uses;
}

/** The code's uses a sale takes, beside its tickets (capacityRounds.ts). */
export function promoUsesToTake(db: Firestore, eventId: string, promo: PromoCode, uses: number): CapacityItem {
  return {
    set: promoCodeUseShards(db, eventId, promo.code),
    quantity: uses,
    shards: promo.useShards,
    refusal: (remaining) => new HttpsError("resource-exhausted", m.usedUp(remaining)),
  };
}

/**
 * In `tx`, before any write: reads the shards of the code an order was
 * bought with; returns the write that gives its uses back, once the order
 * ends (the caller's transaction changes the status, so once only).
 */
export async function planPromoUseRelease(tx: Transaction, db: Firestore, order: OrderDoc): Promise<() => void> {
  const used = order.promoCode;
  if (!used) return () => {};
  const shards = await readShardsIn(tx, promoCodeUseShards(db, order.eventId, used.code));
  return () => returnToShards(tx, shards, used.uses);
}
