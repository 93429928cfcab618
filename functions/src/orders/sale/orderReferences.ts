// Every order's reference (common/src/orderReference.ts) is unique in the
// project: `orderReferences/{reference}` holds it for one order, created
// with the order in the sale's transaction (lifecycle.ts createOrder), so two
// orders can never share one. A draw is read first in that transaction, so a
// reference already given is drawn again at once, in the same attempt. Two
// sales that draw the same new reference at the same moment both read it
// free; the later commit fails (ALREADY_EXISTS on the create, or ABORTED on
// the read's lock) and the capacity rounds run its transaction again
// (inventory/capacityRounds.ts), with a new draw. With 31^7 references, a second draw
// is needed once in tens of thousands of sales even with a million orders.
import { ar, COLLECTIONS, newOrderReference, type RandomBytes } from "@bawwaba/common";
import type { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";

/** Draws in one transaction before giving up: three taken in a row means the random source is broken, not bad luck. */
const MAX_DRAWS = 3;

export function orderReferenceRef(db: Firestore, reference: string): DocumentReference {
  return db.collection(COLLECTIONS.orderReferences).doc(reference);
}

/**
 * In `tx` (reads only): a reference no order holds yet, drawn with
 * `randomBytes`; unavailable, with nothing written, after MAX_DRAWS taken ones.
 */
export async function drawFreeOrderReference(tx: Transaction, db: Firestore, randomBytes: RandomBytes): Promise<string> {
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const reference = newOrderReference(randomBytes);
    if (!(await tx.get(orderReferenceRef(db, reference))).exists) return reference;
  }
  // Not "aborted": the capacity rounds take that for a collision and would draw again for up to a minute.
  throw new HttpsError("unavailable", ar.errors.orderReferenceUnavailable);
}
