// Whether an event and its ticket types may be sold now: the checks every way
// of selling shares: the box office (issueTickets), the online shop
// (purchaseTickets) and bulk jobs.
import {
  ar,
  COLLECTIONS,
  eventSchema,
  parseDocument,
  questionsOfEvent,
  ticketAvailability,
  ticketTypeSchema,
  type CheckoutQuestion,
  type EventDoc,
  type TicketTypeDoc,
} from "@bawwaba/common";
import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore";
import { shownTypeName } from "../shared/callerLanguage.js";
import { HttpsError } from "firebase-functions/v2/https";
import { ticketTypeRef } from "../inventory/inventory.js";

export interface SaleSubject {
  event: EventDoc & { id: string };
  types: Map<string, TicketTypeDoc & { id: string }>;
  /** The event's questions at checkout (`events/{eventId}.questions`; common/src/checkoutQuestions.ts). */
  questions: CheckoutQuestion[];
}

/**
 * The event and the named ticket types, read in `tx` when given (so that a
 * concurrent edit retries the transaction) or directly otherwise; not-found
 * when any is missing.
 */
export async function readSaleSubject(
  db: Firestore,
  eventId: string,
  ticketTypeIds: readonly string[],
  tx?: Transaction,
): Promise<SaleSubject> {
  const read = (ref: FirebaseFirestore.DocumentReference): Promise<DocumentSnapshot> => (tx ? tx.get(ref) : ref.get());
  const [eventSnapshot, ...typeSnapshots] = await Promise.all([
    read(db.collection(COLLECTIONS.events).doc(eventId)),
    ...ticketTypeIds.map((id) => read(ticketTypeRef(db, eventId, id))),
  ]);
  if (!eventSnapshot.exists) throw new HttpsError("not-found", ar.errors.eventNotFound);
  const missing = typeSnapshots.filter((snapshot) => !snapshot.exists).length;
  if (missing > 0) throw new HttpsError("not-found", ar.errors.ticketTypeNotFound(missing));
  return {
    event: { id: eventId, ...parseDocument(eventSchema, eventSnapshot.ref.path, eventSnapshot.data()) },
    types: new Map(
      typeSnapshots.map((snapshot) => [
        snapshot.id,
        { id: snapshot.id, ...parseDocument(ticketTypeSchema, snapshot.ref.path, snapshot.data()) },
      ]),
    ),
    questions: questionsOfEvent(eventSnapshot.ref.path, eventSnapshot.data()),
  };
}

/** failed-precondition unless the event is published and the type's sales window is open at `now`. */
export function assertOnSale(event: EventDoc, type: TicketTypeDoc, now: number): void {
  // Sold counts live in the shards; here only status and window matter.
  const { state } = ticketAvailability(event, { ...type, sold: 0 }, now);
  switch (state) {
    case "not_on_sale":
      throw new HttpsError("failed-precondition", ar.errors.eventNotOnSale);
    case "not_started":
      throw new HttpsError("failed-precondition", ar.errors.salesNotStarted(shownTypeName(type)));
    case "ended":
      throw new HttpsError("failed-precondition", ar.errors.salesEnded(shownTypeName(type)));
    default:
      return;
  }
}

/** invalid-argument when `quantity` exceeds the type's per-order limit. */
export function assertWithinOrderLimit(type: TicketTypeDoc, quantity: number): void {
  if (quantity > type.perOrderLimit) {
    throw new HttpsError("invalid-argument", ar.errors.overPerOrderLimit(shownTypeName(type), type.perOrderLimit));
  }
}
