// The owner-manager's codes (docs/contracts.md `createPromoCode`,
// `setPromoCodeActive`): a code is created with its use shards in one
// batch, keyed by its normalized text so no two codes of an event collide;
// its terms do not change after (a sale prices from what it read), only
// whether it is paused.
import {
  ar,
  COLLECTIONS,
  normalizePromoCode,
  inventoryShardCount,
  rebalanceAllotments,
  type CountShardDoc,
  type createPromoCodeInput,
  type PromoCodeDoc,
  type setPromoCodeActiveInput,
} from "@bawwaba/common";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { z } from "zod/mini";
import { ticketTypeRef } from "../inventory/inventory.js";
import type { Caller } from "../shared/https.js";
import { isPreconditionLoss } from "../shared/transactions.js";
import { promoCodeRef, promoCodeUseShards } from "./promoCodeRecord.js";

const m = ar.promoCodes;

export async function createPromoCode(
  db: Firestore,
  actor: Caller,
  input: z.output<typeof createPromoCodeInput>,
): Promise<{ code: string }> {
  const code = normalizePromoCode(input.code)!;
  const event = await db.collection(COLLECTIONS.events).doc(input.eventId).get();
  if (!event.exists) throw new HttpsError("not-found", ar.errors.eventNotFound);
  if (event.get("status") === "cancelled") throw new HttpsError("failed-precondition", ar.errors.eventCancelled);
  const typeIds = [...new Set(input.ticketTypeIds)];
  const types = typeIds.length > 0 ? await db.getAll(...typeIds.map((id) => ticketTypeRef(db, input.eventId, id))) : [];
  const missing = types.filter((type) => !type.exists).length;
  if (missing > 0) throw new HttpsError("not-found", ar.errors.ticketTypeNotFound(missing));
  // A code without a discount only makes sense as the key to a hidden type.
  if (!input.discount && !types.some((type) => type.get("hidden") === true)) {
    throw new HttpsError("invalid-argument", m.input.nothingToDo);
  }

  // As many shards as a type with that many tickets: the same rush on a code as on a type (docs/capacity.md).
  const useShards = inventoryShardCount(input.maxUses);
  const doc: Omit<PromoCodeDoc, "createdAt"> & { createdAt: FieldValue } = {
    label: input.code,
    ticketTypeIds: typeIds,
    ...(input.discount ? { discount: input.discount } : {}),
    ...(input.priceFloor !== undefined ? { priceFloor: input.priceFloor } : {}),
    maxUses: input.maxUses,
    ...(input.perOrderLimit !== undefined ? { perOrderLimit: input.perOrderLimit } : {}),
    ...(input.validFrom !== undefined ? { validFrom: Timestamp.fromMillis(input.validFrom) } : {}),
    ...(input.validUntil !== undefined ? { validUntil: Timestamp.fromMillis(input.validUntil) } : {}),
    active: true,
    createdAt: FieldValue.serverTimestamp(),
    createdBy: actor.uid,
    useShards,
  };
  const batch = db.batch();
  batch.create(promoCodeRef(db, input.eventId, code), doc);
  const shards = promoCodeUseShards(db, input.eventId, code);
  rebalanceAllotments(input.maxUses, new Array<number>(useShards).fill(0))!.forEach((allotment, index) =>
    batch.create(shards.shard(index), { index, allotment, sold: 0 } satisfies CountShardDoc),
  );
  try {
    await batch.commit();
  } catch (error) {
    if (isPreconditionLoss(error)) throw new HttpsError("already-exists", m.errors.exists);
    throw error;
  }
  return { code };
}

export async function setPromoCodeActive(db: Firestore, input: z.output<typeof setPromoCodeActiveInput>): Promise<{ active: boolean }> {
  const ref = promoCodeRef(db, input.eventId, input.code);
  // Codes are never deleted, so one read tells an unknown code from a known one.
  if (!(await ref.get()).exists) throw new HttpsError("not-found", m.errors.unknown);
  await ref.update({ active: input.active });
  return { active: input.active };
}
