// A code checked before paying (docs/contracts.md `checkPromoCode`): the
// types it applies to or unlocks, with what each ticket then costs, so the
// shop and the box office show the new prices (and the hidden types) before
// anything is held. The sale checks the code again (orders/sale/sell.ts):
// this answer promises nothing.
import {
  COLLECTIONS,
  parseDocument,
  promoCodeAppliesTo,
  ticketTypeSchema,
  type CheckPromoCodeResult,
  type checkPromoCodeInput,
} from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import type { z } from "zod/mini";
import { pricedWith, readUsablePromoCode } from "./promoCodeRecord.js";

export async function checkPromoCode(db: Firestore, input: z.output<typeof checkPromoCodeInput>, now: number): Promise<CheckPromoCodeResult> {
  const promo = await readUsablePromoCode(db, input.eventId, input.code, now);
  const types = await db.collection(COLLECTIONS.events).doc(input.eventId).collection(COLLECTIONS.ticketTypes).get();
  const ticketTypes = types.docs
    .map((doc) => ({ id: doc.id, ...parseDocument(ticketTypeSchema, doc.ref.path, doc.data()) }))
    .filter((type) => promoCodeAppliesTo(promo, type.id, type.hidden === true))
    .sort((a, b) => (a.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.sortOrder ?? Number.MAX_SAFE_INTEGER))
    .map((type) => ({
      id: type.id,
      name: type.name,
      price: type.price,
      discountedPrice: pricedWith(promo, type, type.price).unitPrice,
      perOrderLimit: type.perOrderLimit,
      hidden: type.hidden === true,
    }));
  return { code: promo.code, ticketTypes, ...(promo.perOrderLimit !== undefined ? { perOrderLimit: promo.perOrderLimit } : {}) };
}
