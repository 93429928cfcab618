// Joining and leaving a type's waiting list (docs/contracts.md
// `joinWaitingList`, `leaveWaitingList`, `removeWaitingListEntry`): one entry
// per verified phone per type, keyed by the phone. A list opens with the
// first join once the type is sold out (nothing left in its shards), which
// sets the type's `waitingList.open`: from then on the shop sells the type
// only with an offer. An entry that leaves (or that the organiser removes)
// while an offer is open gives the offer's tickets back, for the next entry.
import {
  ACTIVE_ENTRY_STATUSES,
  ar,
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  eventSchema,
  inventoryTotals,
  parseDocument,
  ticketTypeSchema,
  type EventDoc,
  type TicketTypeDoc,
  type WaitingListEntryResult,
  type joinWaitingListInput,
} from "@bawwaba/common";
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { z } from "zod/mini";
import { readShards, readShardsIn, ticketTypeRef, typeInventory } from "../inventory/inventory.js";
import { runTransaction } from "../shared/transactions.js";
import { offerFreed } from "./offerFreedTickets.js";
import { entryIdOf, entryRefOf, offerRefOf, parseEntry, parseOffer, planOfferEnd, putEntry, updateEntry } from "./waitingListRecord.js";

const m = ar.waitingList.errors;

/** The sale's own check that the event and the type's sales window are open (orders/saleChecks.ts assertOnSale). */
export type SaleWindowCheck = (event: EventDoc, type: TicketTypeDoc, now: number) => void;

export interface JoinContext {
  /** The web app's origin the buyer joined from, for the offer's link. */
  shopOrigin: string;
  assertOnSale: SaleWindowCheck;
  now: number;
}

export async function joinWaitingList(
  db: Firestore,
  buyer: { uid: string; phone: string },
  input: z.output<typeof joinWaitingListInput>,
  context: JoinContext,
): Promise<WaitingListEntryResult> {
  const { eventId, ticketTypeId } = input;
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const typeRef = ticketTypeRef(db, eventId, ticketTypeId);
  const entryRef = entryRefOf(db, eventId, ticketTypeId, entryIdOf(buyer.phone));
  const read = async (get: (ref: DocumentReference) => Promise<FirebaseFirestore.DocumentSnapshot>) => {
    const [event, type] = await Promise.all([get(eventRef), get(typeRef)]);
    if (!event.exists) throw new HttpsError("not-found", ar.errors.eventNotFound);
    if (!type.exists) throw new HttpsError("not-found", ar.errors.ticketTypeNotFound(1));
    const subject = {
      event: parseDocument(eventSchema, eventRef.path, event.data()),
      type: parseDocument(ticketTypeSchema, typeRef.path, type.data()),
    };
    assertJoinable(subject.event, subject.type, input.quantity, context);
    return subject;
  };

  // Refused early, without locking the shards, while tickets are left.
  const before = await read((ref) => ref.get());
  if (!before.type.waitingList?.open && (await remainingOf(db, eventId, ticketTypeId, before.type)) > 0) {
    throw new HttpsError("failed-precondition", m.notSoldOut);
  }
  await runTransaction(db, async (tx) => {
    const [{ type }, entrySnapshot] = await Promise.all([read((ref) => tx.get(ref)), tx.get(entryRef)]);
    const earlier = entrySnapshot.exists ? parseEntry(entryRef, entrySnapshot.data()) : undefined;
    if (earlier && ACTIVE_ENTRY_STATUSES.includes(earlier.status)) throw new HttpsError("already-exists", m.alreadyListed);
    if (earlier?.status === "removed") throw new HttpsError("failed-precondition", m.removedByOrganiser);
    if (!type.waitingList?.open) {
      // The shards read in the transaction: a ticket freed meanwhile makes it try again, and refuse.
      if ((await remainingOf(db, eventId, ticketTypeId, type, tx)) > 0) throw new HttpsError("failed-precondition", m.notSoldOut);
      tx.update(typeRef, { waitingList: { open: true, paused: false } });
    }
    putEntry(tx, db, { eventId, ticketTypeId, entryId: entryRef.id }, {
      uid: buyer.uid,
      phone: buyer.phone,
      quantity: input.quantity,
      name: input.name,
      ...(input.email ? { email: input.email } : {}),
      shopOrigin: context.shopOrigin,
      // The page's language: the offer's e-mail is written in it.
      language: input.language ?? DEFAULT_LANGUAGE,
      createdAt: Timestamp.fromMillis(context.now),
      status: "waiting",
      // Kept across joins: offer ids are derived from it and never repeat.
      offers: earlier?.offers ?? 0,
    });
  });
  // No offer run here: a join writes its entry alone (and the type's flag when it opens the list), so a
  // rush of joins writes no shared document (docs/capacity.md). Tickets free with no one waiting for them
  // (every entry offered) reach a newcomer with the minute's sweep (lapseOffers.ts).
  return { status: "waiting" };
}

function assertJoinable(event: EventDoc, type: TicketTypeDoc, quantity: number, context: JoinContext): void {
  // Hidden types are sold with a code or by staff: no list, and no word of them.
  if (type.hidden) throw new HttpsError("not-found", ar.errors.ticketTypeNotFound(1));
  context.assertOnSale(event, type, context.now);
  if (type.waitingList?.paused) throw new HttpsError("failed-precondition", m.paused);
  if (quantity > type.perOrderLimit) throw new HttpsError("invalid-argument", m.overPerOrderLimit(type.perOrderLimit));
}

/** Tickets left in the type's shards (its capacity before the first sale split it). */
async function remainingOf(db: Firestore, eventId: string, ticketTypeId: string, type: TicketTypeDoc, tx?: Transaction): Promise<number> {
  if (!type.inventory) return type.capacity;
  const set = typeInventory(db, eventId, ticketTypeId);
  return inventoryTotals(tx ? await readShardsIn(tx, set) : await readShards(set)).remaining;
}

/** The buyer leaves the list (`left`); refused while an order made with their offer waits for payment. */
export function leaveWaitingList(db: Firestore, phone: string, input: { eventId: string; ticketTypeId: string }): Promise<WaitingListEntryResult> {
  return endEntry(db, input.eventId, input.ticketTypeId, entryIdOf(phone), "left");
}

/** The organiser removes an entry (`removed`: it may not join again); removing one removed or ended changes nothing. */
export function removeWaitingListEntry(db: Firestore, input: { eventId: string; ticketTypeId: string; entryId: string }): Promise<WaitingListEntryResult> {
  return endEntry(db, input.eventId, input.ticketTypeId, input.entryId, "removed");
}

async function endEntry(db: Firestore, eventId: string, ticketTypeId: string, entryId: string, status: "left" | "removed"): Promise<WaitingListEntryResult> {
  const entryRef = entryRefOf(db, eventId, ticketTypeId, entryId);
  const result = await runTransaction(db, async (tx): Promise<WaitingListEntryResult> => {
    const snapshot = await tx.get(entryRef);
    if (!snapshot.exists) throw new HttpsError(status === "left" ? "failed-precondition" : "not-found", status === "left" ? m.notListed : m.entryNotFound);
    const entry = parseEntry(entryRef, snapshot.data());
    if (!ACTIVE_ENTRY_STATUSES.includes(entry.status)) {
      if (status === "left") throw new HttpsError("failed-precondition", m.notListed);
      return { status: entry.status };
    }
    let endOffer: (() => void) | undefined;
    if (entry.status === "offered" && entry.offer) {
      const offerRef = offerRefOf(db, eventId, ticketTypeId, entry.offer.id);
      const offer = parseOffer(offerRef, (await tx.get(offerRef)).data());
      // Bought with: the order's payment or its end settles the entry (offerSale.ts).
      if (offer.status === "taken" && status === "left") throw new HttpsError("failed-precondition", m.orderInProgress);
      if (offer.status === "open") endOffer = await planOfferEnd(tx, db, offerRef.id, offer);
    }
    endOffer?.();
    updateEntry(tx, db, { eventId, ticketTypeId, entryId }, { status });
    return { status };
  });
  // The entry's offer gave its tickets back, or no one may be left: either way the list moves on (or closes).
  if (result.status === status) await offerFreed(db, { eventId, ticketTypeIds: [ticketTypeId] });
  return result;
}
