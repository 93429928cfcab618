// Freed tickets of a type with an open waiting list go to the list, in the
// order people joined: run after every release has committed (a hold that
// ends, an order cancelled or refunded, a ticket voided, capacity raised, an
// offer that lapsed) and every minute by the schedule, so that none is left
// unoffered even when a caller stopped before running it.
//
// Freed tickets go back to the type's inventory shards through the normal
// release; an offer takes them from there in a transaction conditioned on the
// shards (offers.ts), so a ticket is never offered twice, and the shop sells
// none of them while the list is open (the type's `waitingList.open`, read by
// every sale). Several releases at once would all offer to the same next
// entries and collide on them: one run per type at a time, ordered by the
// list's document. A release that finds a run going asks it to look again
// (`rerun`) rather than waiting, and the run looks again before it stops, so
// tickets freed during a run are never left behind.
import {
  ACTIVE_ENTRY_STATUSES,
  COLLECTIONS,
  DEFAULT_OFFER_MINUTES,
  eventSchema,
  inventoryTotals,
  parseDocument,
  ticketAvailability,
  ticketTypeSchema,
  type EventDoc,
  type TicketTypeDoc,
} from "@bawwaba/common";
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";
import { readShards, ticketTypeRef, typeInventory } from "../inventory/inventory.js";
import { isBusy, runTransaction } from "../shared/transactions.js";
import { makeOffer } from "./offers.js";
import { entriesOf, parseEntry, waitingListRef } from "./waitingListRecord.js";

/** A run's claim on its type lapses after this, should the run stop without giving it back (wall clock). */
const RUN_LEASE_MS = 60_000;
/** Waiting entries read per round: one round offers to at most these. */
const OFFER_ROUND = 50;

/**
 * Offers the type's freed tickets to its waiting entries, each the next one
 * by the time it joined: each entry is offered what it asked for, or what is
 * left when less is (freed tickets never stay idle while someone waits).
 * Stops when no ticket or no waiting entry is left; closes the list when no
 * entry is waiting or offered. Answers how many offers it made.
 */
export async function offerFreedTickets(db: Firestore, eventId: string, ticketTypeId: string, now: number = Date.now()): Promise<number> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const [eventSnapshot, typeSnapshot] = await db.getAll(eventRef, ticketTypeRef(db, eventId, ticketTypeId));
  if (!eventSnapshot!.exists || !typeSnapshot!.exists || typeSnapshot!.get("waitingList.open") !== true) return 0;
  // Nothing to offer while the type is not on sale: no claim is written either, so the
  // minute's sweep costs a closed or ended event's lists two reads, not two writes.
  if (!onSaleForOffers(eventRef.path, eventSnapshot!.data(), typeSnapshot!.ref.path, typeSnapshot!.data(), now)) return 0;
  const listRef = waitingListRef(db, eventId, ticketTypeId);
  if (!(await claimRun(db, listRef))) return 0;
  let made = 0;
  try {
    do made += await offerRounds(db, eventId, ticketTypeId, now);
    while (await runAgain(db, listRef));
  } catch (error) {
    await listRef.set({ runUntil: FieldValue.delete() }, { merge: true });
    throw error;
  }
  return made;
}

/** A place that freed tickets of these types, once its transaction committed. */
export interface FreedTickets {
  eventId: string;
  ticketTypeIds: readonly string[];
}

/**
 * offerFreedTickets for each type freed, after the caller's own work has
 * committed: a failure here is logged, not thrown, since the release stands
 * and the schedule offers the tickets within a minute.
 */
export async function offerFreed(db: Firestore, freed: FreedTickets, now: number = Date.now()): Promise<void> {
  await Promise.all(
    [...new Set(freed.ticketTypeIds)].map((ticketTypeId) =>
      offerFreedTickets(db, freed.eventId, ticketTypeId, now).catch((error: unknown) =>
        logger.error("Could not offer freed tickets to the waiting list; the schedule will", { eventId: freed.eventId, ticketTypeId, error: String(error) }),
      ),
    ),
  );
}

/** The types an order's end frees. */
export const freedBy = (order: { eventId: string; items: readonly { ticketTypeId: string }[] }): FreedTickets => ({
  eventId: order.eventId,
  ticketTypeIds: order.items.map((item) => item.ticketTypeId),
});

/** An offer is a way to buy: none while the type is not on sale (the event closed or over, its window shut). */
const isOnSaleForOffers = (event: EventDoc, type: TicketTypeDoc, now: number) =>
  ["on_sale", "sold_out"].includes(ticketAvailability(event, { ...type, sold: 0 }, now).state);

/** isOnSaleForOffers of the documents as read. */
const onSaleForOffers = (eventPath: string, event: unknown, typePath: string, type: unknown, now: number) =>
  isOnSaleForOffers(parseDocument(eventSchema, eventPath, event), parseDocument(ticketTypeSchema, typePath, type), now);

/** Takes the type's run, or, when another run holds it, asks that run to look again; true when taken. */
function claimRun(db: Firestore, listRef: DocumentReference): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    const list = await tx.get(listRef);
    const until = list.get("runUntil") as Timestamp | undefined;
    if (until && until.toMillis() > Date.now()) {
      tx.set(listRef, { rerun: true }, { merge: true });
      return false;
    }
    tx.set(listRef, { runUntil: Timestamp.fromMillis(Date.now() + RUN_LEASE_MS), rerun: false }, { merge: true });
    return true;
  });
}

/** At the end of a run: true (and the run goes on) when a release asked it to look again meanwhile; else the run is given back. */
function runAgain(db: Firestore, listRef: DocumentReference): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    const list = await tx.get(listRef);
    if (list.get("rerun") === true) {
      tx.set(listRef, { runUntil: Timestamp.fromMillis(Date.now() + RUN_LEASE_MS), rerun: false }, { merge: true });
      return true;
    }
    tx.set(listRef, { runUntil: FieldValue.delete() }, { merge: true });
    return false;
  });
}

/** Rounds of offers until none can be made; then the list closes if no entry is waiting or offered. */
async function offerRounds(db: Firestore, eventId: string, ticketTypeId: string, now: number): Promise<number> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const typeRef = ticketTypeRef(db, eventId, ticketTypeId);
  let made = 0;
  for (;;) {
    const [eventSnapshot, typeSnapshot] = await db.getAll(eventRef, typeRef);
    if (!eventSnapshot!.exists || !typeSnapshot!.exists) return made;
    const event: EventDoc & { id: string } = { id: eventId, ...parseDocument(eventSchema, eventRef.path, eventSnapshot!.data()) };
    const type: TicketTypeDoc & { id: string } = { id: ticketTypeId, ...parseDocument(ticketTypeSchema, typeRef.path, typeSnapshot!.data()) };
    if (!type.waitingList?.open || type.waitingList.paused) return made;
    if (!isOnSaleForOffers(event, type, now)) return made;
    const waiting = await entriesOf(db, eventId, ticketTypeId).where("status", "==", "waiting").orderBy("createdAt").limit(OFFER_ROUND).get();
    if (waiting.empty) {
      await closeIfDone(db, eventId, ticketTypeId);
      return made;
    }
    let left = type.inventory ? inventoryTotals(await readShards(typeInventory(db, eventId, ticketTypeId))).remaining : 0;
    const round: { ref: DocumentReference; quantity: number }[] = [];
    for (const doc of waiting.docs) {
      if (left === 0) break;
      const quantity = Math.min(parseEntry(doc.ref, doc.data()).quantity, left);
      round.push({ ref: doc.ref, quantity });
      left -= quantity;
    }
    if (round.length === 0) return made;
    const terms = { event, type, minutes: event.waitingListOfferMinutes ?? DEFAULT_OFFER_MINUTES, now };
    // Different entries, mostly different shards: the round's offers go at once.
    const offered = await Promise.all(
      round.map(({ ref, quantity }) =>
        makeOffer(db, terms, ref, quantity).catch((error: unknown) => {
          // Fewer left than read (the box office sold some), or too busy: the next round reads again.
          if ((error as { code?: string }).code === "resource-exhausted" || isBusy(error)) return false;
          throw error;
        }),
      ),
    );
    const count = offered.filter(Boolean).length;
    made += count;
    if (count === 0) return made;
  }
}

/**
 * Closes the type's list (the public may buy it again) when no entry is
 * waiting or offered, in a transaction that reads the entries: a join
 * committed meanwhile makes it try again and find the entry (Firestore's
 * transactions are serializable, their queries included).
 */
async function closeIfDone(db: Firestore, eventId: string, ticketTypeId: string): Promise<void> {
  const typeRef = ticketTypeRef(db, eventId, ticketTypeId);
  await runTransaction(db, async (tx) => {
    const [type, active] = await Promise.all([
      tx.get(typeRef),
      tx.get(entriesOf(db, eventId, ticketTypeId).where("status", "in", ACTIVE_ENTRY_STATUSES).limit(1)),
    ]);
    if (!type.exists || type.get("waitingList.open") !== true || !active.empty) return;
    tx.update(typeRef, { "waitingList.open": false });
  });
}
