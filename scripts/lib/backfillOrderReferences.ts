// Gives orders written before references existed a reference of their own
// (common/src/orderReference.ts), reserved in `orderReferences/{reference}`
// in the same transaction as the sale skeleton does (functions/src/orders/
// sale/orderReferences.ts), so it stays unique beside live sales. Their
// tickets get the reference copied by backfillTicketFields. Idempotent: an
// order that has a reference is left alone, so it can run again.
import { COLLECTIONS } from "@bawwaba/common";
import { FieldPath, type Firestore } from "firebase-admin/firestore";
import { randomBytes } from "node:crypto";
import { drawFreeOrderReference, orderReferenceRef } from "../../functions/src/orders/sale/orderReferences";

const PAGE = 500;

/** How many orders it gave a reference; `eventId`: that event's orders only (a test's own). */
export async function backfillOrderReferences(db: Firestore, eventId?: string): Promise<number> {
  let written = 0;
  let after: string | undefined;
  const orders = eventId === undefined ? db.collection(COLLECTIONS.orders) : db.collection(COLLECTIONS.orders).where("eventId", "==", eventId);
  for (;;) {
    let page = orders.orderBy(FieldPath.documentId()).select("reference").limit(PAGE);
    if (after !== undefined) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) return written;
    for (const order of snapshot.docs) {
      if (typeof order.get("reference") === "string") continue;
      const given = await db.runTransaction(async (tx) => {
        // Read again: a second run beside this one may have given it one.
        if (typeof (await tx.get(order.ref)).get("reference") === "string") return false;
        const reference = await drawFreeOrderReference(tx, db, randomBytes);
        tx.create(orderReferenceRef(db, reference), { orderId: order.id });
        tx.update(order.ref, { reference });
        return true;
      });
      if (given) written++;
    }
    after = snapshot.docs.at(-1)!.id;
  }
}
