// The owner-manager's codes (docs/contracts.md `createPromoCode`,
// `generatePromoCodes`, `setPromoCodeActive`): a code is created with its
// use shards in one batch, keyed by its normalized text so no two codes of
// an event collide; its terms do not change after (a sale prices from what
// it read), only whether it is paused.
import {
  ar,
  COLLECTIONS,
  GENERATED_PROMO_CODE_RANDOM_LENGTH,
  normalizePromoCode,
  inventoryShardCount,
  rebalanceAllotments,
  randomReadable,
  type CountShardDoc,
  type createPromoCodeInput,
  type generatePromoCodesInput,
  type GeneratePromoCodesResult,
  type PromoCodeDoc,
  type setPromoCodeActiveInput,
} from "@bawwaba/common";
import { FieldValue, Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { randomBytes } from "node:crypto";
import { HttpsError } from "firebase-functions/v2/https";
import type { z } from "zod/mini";
import { ticketTypeRef } from "../inventory/inventory.js";
import type { Caller } from "../shared/https.js";
import { isPreconditionLoss } from "../shared/transactions.js";
import { promoCodeRef, promoCodeUseShards } from "./promoCodeRecord.js";

const m = ar.promoCodes;

/** The event and the types a code names, refused unless a sale could use such a code. */
async function checkTerms(db: Firestore, input: z.output<typeof createPromoCodeInput> | z.output<typeof generatePromoCodesInput>): Promise<string[]> {
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
  return typeIds;
}

type NewPromoCode = Omit<PromoCodeDoc, "createdAt"> & { createdAt: FieldValue };

/** The code's document, as the terms and the caller say. */
function newPromoCode(
  actor: Caller,
  input: z.output<typeof createPromoCodeInput> | z.output<typeof generatePromoCodesInput>,
  ticketTypeIds: string[],
  { label, maxUses, batchId }: { label: string; maxUses: number; batchId?: string },
): NewPromoCode {
  return {
    label,
    ticketTypeIds,
    ...(input.discount ? { discount: input.discount } : {}),
    ...(input.priceFloor !== undefined ? { priceFloor: input.priceFloor } : {}),
    maxUses,
    ...(input.perOrderLimit !== undefined ? { perOrderLimit: input.perOrderLimit } : {}),
    ...(input.validFrom !== undefined ? { validFrom: Timestamp.fromMillis(input.validFrom) } : {}),
    ...(input.validUntil !== undefined ? { validUntil: Timestamp.fromMillis(input.validUntil) } : {}),
    active: true,
    ...(batchId ? { batchId } : {}),
    createdAt: FieldValue.serverTimestamp(),
    createdBy: actor.uid,
    // As many shards as a type with that many tickets: the same rush on a code as on a type (docs/capacity.md).
    useShards: inventoryShardCount(maxUses),
  };
}

/** In `batch`: creates the code and its use shards (a code that exists fails the batch's commit). */
function createCode(batch: WriteBatch, db: Firestore, eventId: string, code: string, doc: NewPromoCode): void {
  batch.create(promoCodeRef(db, eventId, code), doc);
  const shards = promoCodeUseShards(db, eventId, code);
  rebalanceAllotments(doc.maxUses, new Array<number>(doc.useShards).fill(0))!.forEach((allotment, index) =>
    batch.create(shards.shard(index), { index, allotment, sold: 0 } satisfies CountShardDoc),
  );
}

export async function createPromoCode(
  db: Firestore,
  actor: Caller,
  input: z.output<typeof createPromoCodeInput>,
): Promise<{ code: string }> {
  const code = normalizePromoCode(input.code)!;
  const ticketTypeIds = await checkTerms(db, input);
  const batch = db.batch();
  createCode(batch, db, input.eventId, code, newPromoCode(actor, input, ticketTypeIds, { label: input.code, maxUses: input.maxUses }));
  try {
    await batch.commit();
  } catch (error) {
    if (isPreconditionLoss(error)) throw new HttpsError("already-exists", m.errors.exists);
    throw error;
  }
  return { code };
}

/** Codes per write batch: each is two documents (the code, its one use shard), and a batch takes 500 writes. */
const CODES_PER_BATCH = 250;
/** A batch whose random code happens to exist already is drawn again, this many times at most. */
const BATCH_ATTEMPTS = 3;

/**
 * `count` single-use codes with the same terms, each the prefix and ten
 * random readable characters (common/src/readableCode.ts): for a sponsor's
 * guests or a mailing, one code per person. Written in batches of
 * CODES_PER_BATCH; the answer lists them for the organiser's CSV.
 */
export async function generatePromoCodes(
  db: Firestore,
  actor: Caller,
  input: z.output<typeof generatePromoCodesInput>,
): Promise<GeneratePromoCodesResult> {
  const ticketTypeIds = await checkTerms(db, input);
  const batchId = db.collection(COLLECTIONS.events).doc().id;
  const codes: string[] = [];
  while (codes.length < input.count) {
    const size = Math.min(CODES_PER_BATCH, input.count - codes.length);
    for (let attempt = 1; ; attempt++) {
      const drawn = Array.from({ length: size }, () => input.prefix + randomReadable(GENERATED_PROMO_CODE_RANDOM_LENGTH, randomBytes));
      const batch = db.batch();
      for (const code of drawn) createCode(batch, db, input.eventId, code, newPromoCode(actor, input, ticketTypeIds, { label: code, maxUses: 1, batchId }));
      try {
        await batch.commit();
        codes.push(...drawn);
        break;
      } catch (error) {
        if (!isPreconditionLoss(error) || attempt === BATCH_ATTEMPTS) throw error;
      }
    }
  }
  return { batchId, codes };
}

export async function setPromoCodeActive(db: Firestore, input: z.output<typeof setPromoCodeActiveInput>): Promise<{ active: boolean; codes: number }> {
  if (input.batchId !== undefined) return setBatchActive(db, input.eventId, input.batchId, input.active);
  const ref = promoCodeRef(db, input.eventId, input.code!);
  // Codes are never deleted, so one read tells an unknown code from a known one.
  if (!(await ref.get()).exists) throw new HttpsError("not-found", m.errors.unknown);
  await ref.update({ active: input.active });
  return { active: input.active, codes: 1 };
}

/**
 * Every code of a generated batch paused or resumed (a sponsor's allocation
 * withdrawn at once): up to MAX_GENERATED_PROMO_CODES, in write batches of
 * CODES_PER_BATCH (one write each here). Not one transaction: each code's change stands alone and
 * the same call again finishes what a failure left.
 */
async function setBatchActive(db: Firestore, eventId: string, batchId: string, active: boolean): Promise<{ active: boolean; codes: number }> {
  const codes = await db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.promoCodes).where("batchId", "==", batchId).get();
  if (codes.empty) throw new HttpsError("not-found", m.errors.unknownBatch);
  for (let start = 0; start < codes.size; start += CODES_PER_BATCH) {
    const batch = db.batch();
    for (const code of codes.docs.slice(start, start + CODES_PER_BATCH)) batch.update(code.ref, { active });
    await batch.commit();
  }
  return { active, codes: codes.size };
}
