// Where a ticket type's waiting list lives, how its documents are read and
// written (common/src/waitingListSchemas.ts; every write of an entry's or an
// offer's status is here, beside the paths), and what ends an offer: its
// untaken tickets go back to the type's inventory shards, once.
import {
  COLLECTIONS,
  parseDocument,
  waitingListEntrySchema,
  waitingListOfferSchema,
  type WaitingListEntryDoc,
  type WaitingListOfferDoc,
} from "@bawwaba/common";
import { FieldPath, FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { createHash } from "node:crypto";
import { readShardsIn, returnToShards, typeInventory, type PlannedTake, type ShardSet } from "../inventory/inventory.js";

/**
 * `events/{eventId}/waitingLists/{typeId}`: the list's own document, which
 * only orders the runs of offerFreedTickets (offerFreedTickets.ts); the
 * list's state the shop needs is on the type (`waitingList`).
 */
export const waitingListRef = (db: Firestore, eventId: string, ticketTypeId: string): DocumentReference =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.waitingLists).doc(ticketTypeId);

export const entriesOf = (db: Firestore, eventId: string, ticketTypeId: string) =>
  waitingListRef(db, eventId, ticketTypeId).collection(COLLECTIONS.waitingListEntries);

export const offerRefOf = (db: Firestore, eventId: string, ticketTypeId: string, offerId: string): DocumentReference =>
  waitingListRef(db, eventId, ticketTypeId).collection(COLLECTIONS.waitingListOffers).doc(offerId);

/** One entry per verified phone per type: the E.164 digits. */
export const entryIdOf = (phone: string) => phone.replace(/^\+/, "");

export const entryRefOf = (db: Firestore, eventId: string, ticketTypeId: string, entryId: string): DocumentReference =>
  entriesOf(db, eventId, ticketTypeId).doc(entryId);

/** Names an entry: its list and its phone's digits. */
export interface EntryKey {
  eventId: string;
  ticketTypeId: string;
  entryId: string;
}

/** In `tx`: the phone's entry, (re)written whole (a new place at the end of the list). */
export function putEntry(tx: Transaction, db: Firestore, key: EntryKey, entry: WaitingListEntryDoc): void {
  tx.set(entryRefOf(db, key.eventId, key.ticketTypeId, key.entryId), entry);
}

/** In `tx`: the entry's status changes (with the fields that go with it). */
export function updateEntry(tx: Transaction, db: Firestore, key: EntryKey, fields: Partial<WaitingListEntryDoc>): void {
  tx.set(entryRefOf(db, key.eventId, key.ticketTypeId, key.entryId), fields, { merge: true });
}

/** In `tx`: a new offer (an entry's `offers`th: offerIdFor), created once. */
export function createOffer(tx: Transaction, db: Firestore, offerId: string, offer: WaitingListOfferDoc): void {
  tx.create(offerRefOf(db, offer.eventId, offer.ticketTypeId, offerId), offer);
}

/**
 * How a purchase takes `quantity` tickets from its offer (a CapacityItem's
 * `take`): in the one write that counts them, on condition the offer is
 * unchanged since read (as takeFromShards), the offer becomes `taken` and
 * keeps only those (the rest goes back to the type: offerSale.ts).
 */
export function takeFromOffer(db: Firestore, offer: Pick<WaitingListOfferDoc, "eventId" | "ticketTypeId">, offerId: string, quantity: number) {
  return (tx: Transaction, takes: readonly PlannedTake[]): void => {
    for (const take of takes) {
      tx.update(
        offerRefOf(db, offer.eventId, offer.ticketTypeId, offerId),
        { sold: FieldValue.increment(take.quantity), status: "taken", allotment: quantity },
        { lastUpdateTime: take.readAt },
      );
    }
  };
}

/**
 * The id of an entry's `number`th offer: derived, so that two runs offering
 * to the same entry at once name the same offer and only one creates it;
 * hashed with the type, so one phone's offers on two types never share an id
 * (a purchase names its offer by id alone), and not guessable from a phone.
 */
export function offerIdFor(ticketTypeId: string, entryId: string, number: number): string {
  return createHash("sha256").update(`${ticketTypeId}/${entryId}/${number}`).digest("base64url").slice(0, 20);
}

/** An offer as a shard set of one shard (inventory.ts ShardSet): a purchase with it takes from it. */
export function offerShards(offerRef: DocumentReference): ShardSet {
  return { key: `offer:${offerRef.id}`, all: offerRef.parent.where(FieldPath.documentId(), "==", offerRef.id), shard: () => offerRef };
}

export const parseEntry = (ref: DocumentReference, data: unknown): WaitingListEntryDoc => parseDocument(waitingListEntrySchema, ref.path, data);
export const parseOffer = (ref: DocumentReference, data: unknown): WaitingListOfferDoc => parseDocument(waitingListOfferSchema, ref.path, data);

/**
 * In `tx`, before any write: reads the type's shards; returns the writes that
 * end an open offer (`lapsed`): what it has not sold goes back to the type's
 * inventory and the offer keeps only what it sold, so it is returned once.
 */
export async function planOfferEnd(tx: Transaction, db: Firestore, offerId: string, offer: WaitingListOfferDoc): Promise<() => void> {
  const shards = await readShardsIn(tx, typeInventory(db, offer.eventId, offer.ticketTypeId));
  return () => {
    returnToShards(tx, shards, offer.allotment - offer.sold);
    tx.update(offerRefOf(db, offer.eventId, offer.ticketTypeId, offerId), { status: "lapsed", allotment: offer.sold });
  };
}
