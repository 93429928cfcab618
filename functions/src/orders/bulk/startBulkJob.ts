// A bulk generation (docs/contracts.md `bulkGenerateTickets`) starts by reserving all its
// tickets in the inventory and writing the order and the job in ONE
// transaction: capacity is respected before a single ticket exists, and the
// job's steps (runBulkJobStep) only write tickets already paid for.
import { ar, COLLECTIONS, inventoryTotals, planShardTakes } from "@bawwaba/common";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { ensureInventory, inventoryOf, readShardsIn } from "../../inventory/inventory.js";
import { createOrder } from "../../orders/lifecycle.js";
import { readSaleSubject } from "../../orders/saleChecks.js";
import type { Caller } from "../../shared/https.js";
import { requestScopedId } from "../../shared/ids.js";
import { runTransaction } from "../../shared/transactions.js";

export interface BulkJobRequest {
  eventId: string;
  ticketTypeId: string;
  count: number;
  label?: string;
  requestId: string;
}

/** Events tickets can be generated for: bulk tickets are often printed before sales open. */
const ISSUABLE_STATUSES = new Set(["published", "closed"]);

export async function startBulkJob(db: Firestore, actor: Caller, input: BulkJobRequest): Promise<{ jobId: string }> {
  const jobId = requestScopedId("bulk", actor.uid, input.requestId);
  const jobRef = db.collection(COLLECTIONS.jobs).doc(jobId);
  const orderRef = db.collection(COLLECTIONS.orders).doc(jobId);
  if ((await jobRef.get()).exists) return { jobId };

  const before = await readSaleSubject(db, input.eventId, [input.ticketTypeId]);
  if (!ISSUABLE_STATUSES.has(before.event.status)) {
    throw new HttpsError("failed-precondition", ar.errors.eventNotIssuable);
  }
  if (!before.types.get(input.ticketTypeId)?.inventory) await ensureInventory(db, input.eventId, input.ticketTypeId);

  await runTransaction(db, async (tx) => {
    if ((await tx.get(jobRef)).exists) return;
    const { event, types } = await readSaleSubject(db, input.eventId, [input.ticketTypeId], tx);
    const type = types.get(input.ticketTypeId)!;
    if (!ISSUABLE_STATUSES.has(event.status)) throw new HttpsError("failed-precondition", ar.errors.eventNotIssuable);
    // A bulk job may take from every shard, so it reads them all (rare, unlike sales).
    const shards = await readShardsIn(tx, db, input.eventId, input.ticketTypeId);
    const takes = planShardTakes(shards, input.count);
    if (!takes) {
      throw new HttpsError("resource-exhausted", ar.errors.notEnoughLeft(type.name, inventoryTotals(shards).remaining));
    }
    for (const take of takes) {
      tx.update(inventoryOf(db, input.eventId).doc(take.shardId), { sold: FieldValue.increment(take.quantity) });
    }
    const now = FieldValue.serverTimestamp();
    createOrder(tx, orderRef, "paid", {
      eventId: event.id,
      eventTitle: event.title,
      // Generated tickets are handed out or sold later; nothing is charged here.
      items: [{ ticketTypeId: type.id, ticketTypeName: type.name, quantity: input.count, unitPrice: 0 }],
      total: 0,
      currency: event.currency,
      channel: "bulk",
      buyer: { name: input.label ?? type.name },
      sellerUid: actor.uid,
      sellerEmail: actor.email,
      // 50,000 ids would not fit in one document: the tickets carry the jobId.
      ticketIds: [],
      jobId,
      createdAt: now,
      paidAt: now,
    });
    tx.create(jobRef, {
      kind: "bulk_tickets",
      status: "running",
      done: 0,
      total: input.count,
      eventId: event.id,
      ticketTypeId: type.id,
      orderId: orderRef.id,
      label: input.label,
      createdBy: actor.uid,
      createdByEmail: actor.email,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { jobId };
}
