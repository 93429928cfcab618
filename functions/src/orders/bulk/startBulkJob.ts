// A bulk generation (docs/contracts.md `bulkGenerateTickets`) starts by
// reserving all its tickets in the inventory and writing the order and the
// job in ONE transaction, through the sale skeleton (../sale/sell.ts):
// capacity is respected before a single ticket exists, and the job's steps
// (runBulkJobStep) only write tickets already paid for. The job, named like
// the order, answers a repeated requestId.
import { ar, COLLECTIONS } from "@bawwaba/common";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { Caller } from "../../shared/https.js";
import { sell, type SaleChannel } from "../sale/sell.js";

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
  const jobOf = (db: Firestore, orderId: string) => db.collection(COLLECTIONS.jobs).doc(orderId);
  const bulk: SaleChannel<undefined, undefined, { jobId: string }> = {
    requestKind: "bulk",
    replayOf: jobOf,
    answerAgain: async (orderRef) => ({ jobId: orderRef.id }),
    // No sales window and no per-order limit: generated tickets are handed out or sold later.
    assertSellable: (event) => {
      if (!ISSUABLE_STATUSES.has(event.status)) throw new HttpsError("failed-precondition", ar.errors.eventNotIssuable);
    },
    // Nothing is charged here.
    unitPrice: () => 0,
    sellsHiddenTypes: true,
    order: (tx, { orderRef, event, items, saleFields }) => {
      const now = FieldValue.serverTimestamp();
      tx.create(jobOf(db, orderRef.id), {
        kind: "bulk_tickets",
        status: "running",
        done: 0,
        total: input.count,
        eventId: event.id,
        ticketTypeId: input.ticketTypeId,
        orderId: orderRef.id,
        orderReference: saleFields.reference,
        label: input.label,
        createdBy: actor.uid,
        createdByEmail: actor.email,
        createdAt: now,
        updatedAt: now,
      });
      const fields = {
        ...saleFields,
        channel: "bulk" as const,
        buyer: { name: input.label ?? items[0]!.ticketTypeName },
        sellerUid: actor.uid,
        sellerEmail: actor.email,
        // 50,000 ids would not fit in one document: the tickets carry the jobId.
        ticketIds: [],
        jobId: orderRef.id,
        createdAt: now,
        paidAt: now,
      };
      return { status: "paid", fields, written: undefined };
    },
    answer: async (orderRef) => ({ jobId: orderRef.id }),
  };
  const items = [{ ticketTypeId: input.ticketTypeId, quantity: input.count }];
  return sell(db, bulk, { eventId: input.eventId, items, callerUid: actor.uid, requestId: input.requestId }, Date.now());
}
