// A code checked before paying (docs/contracts.md `checkPromoCode`): the
// types it applies to or unlocks, with what each ticket then costs, so the
// shop and the box office show the new prices (and the hidden types) before
// anything is held. The sale checks the code again (orders/sale/sell.ts):
// this answer promises nothing.
import {
  byTicketTypeOrder,
  COLLECTIONS,
  inventoryTotals,
  parseDocument,
  promoCodeAppliesTo,
  ticketTypeSchema,
  type CheckPromoCodeResult,
  type checkPromoCodeInput,
} from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import type { z } from "zod/mini";
import { readShards, typeInventory } from "../inventory/inventory.js";
import { pricedWith, readUsablePromoCode } from "./promoCodeRecord.js";

export async function checkPromoCode(db: Firestore, input: z.output<typeof checkPromoCodeInput>, now: number): Promise<CheckPromoCodeResult> {
  const promo = await readUsablePromoCode(db, input.eventId, input.code, now);
  const types = await db.collection(COLLECTIONS.events).doc(input.eventId).collection(COLLECTIONS.ticketTypes).get();
  const applicable = types.docs
    .map((doc) => ({ id: doc.id, ...parseDocument(ticketTypeSchema, doc.ref.path, doc.data()) }))
    .filter((type) => promoCodeAppliesTo(promo, type.id, type.hidden === true))
    .sort(byTicketTypeOrder);
  const ticketTypes = await Promise.all(
    applicable.map(async (type) => ({
      id: type.id,
      name: type.name,
      price: type.price,
      discountedPrice: pricedWith(promo, type, type.price).unitPrice,
      perOrderLimit: type.perOrderLimit,
      // Absent, not undefined: the callable protocol would send undefined as null.
      ...(type.salesStart ? { salesStart: type.salesStart.toMillis() } : {}),
      ...(type.salesEnd ? { salesEnd: type.salesEnd.toMillis() } : {}),
      // What is left, as the catalogue counts it (its hidden types are not in the catalogue).
      remaining: type.inventory ? inventoryTotals(await readShards(typeInventory(db, input.eventId, type.id))).remaining : type.capacity,
      hidden: type.hidden === true,
    })),
  );
  return { code: promo.code, ticketTypes, ...(promo.perOrderLimit !== undefined ? { perOrderLimit: promo.perOrderLimit } : {}) };
}
