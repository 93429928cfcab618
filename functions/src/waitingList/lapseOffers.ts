// The minute's sweep of the waiting lists: offers past their window lapse
// (what they did not sell goes back to the type's inventory, the entry is
// `lapsed`) and pass to the next entries; then every open list is offered
// its freed tickets, so that tickets freed by a release whose caller stopped
// before offering them wait a minute at most.
import { COLLECTIONS, type WaitingListEntryDoc } from "@bawwaba/common";
import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { runTransaction } from "../shared/transactions.js";
import { offerFreed, offerFreedTickets, type FreedTickets } from "./offerFreedTickets.js";
import { entryRefOf, parseEntry, parseOffer, planOfferEnd, updateEntry } from "./waitingListRecord.js";

/** Most offers one sweep lapses: each is its own small transaction. */
const SWEEP_LIMIT = 200;

/** Lapses the open offers whose window ended before `now`, then offers their tickets on; answers how many lapsed. */
export async function lapseExpiredOffers(db: Firestore, now: number = Date.now()): Promise<number> {
  const expired = await db
    .collectionGroup(COLLECTIONS.waitingListOffers)
    .where("status", "==", "open")
    .where("expiresAt", "<=", Timestamp.fromMillis(now))
    .limit(SWEEP_LIMIT)
    .get();
  const lapsed = (await Promise.all(expired.docs.map((doc) => lapseOffer(db, doc.ref, now)))).filter((freed) => freed !== null);
  const byType = new Map(lapsed.map((freed) => [`${freed.eventId}/${freed.ticketTypeIds[0]}`, freed]));
  await Promise.all([...byType.values()].map((freed) => offerFreed(db, freed, now)));
  return lapsed.length;
}

/** The offer lapsed if it is still open past its window: its type, else null. */
function lapseOffer(db: Firestore, offerRef: DocumentReference, now: number): Promise<FreedTickets | null> {
  return runTransaction(db, async (tx) => {
    const offer = parseOffer(offerRef, (await tx.get(offerRef)).data());
    if (offer.status !== "open" || offer.expiresAt.toMillis() > now) return null;
    const entryRef = entryRefOf(db, offer.eventId, offer.ticketTypeId, offer.entryId);
    const entrySnapshot = await tx.get(entryRef);
    const entry: WaitingListEntryDoc | undefined = entrySnapshot.exists ? parseEntry(entryRef, entrySnapshot.data()) : undefined;
    const end = await planOfferEnd(tx, db, offerRef.id, offer);
    end();
    if (entry?.status === "offered" && entry.offer?.id === offerRef.id) {
      updateEntry(tx, db, { eventId: offer.eventId, ticketTypeId: offer.ticketTypeId, entryId: offer.entryId }, { status: "lapsed" });
    }
    return { eventId: offer.eventId, ticketTypeIds: [offer.ticketTypeId] };
  });
}

/** The schedule's work: lapse what is due, then offer every open list its freed tickets. */
export async function sweepWaitingLists(db: Firestore, now: number = Date.now()): Promise<{ lapsed: number; offered: number }> {
  const lapsed = await lapseExpiredOffers(db, now);
  const open = await db.collectionGroup(COLLECTIONS.ticketTypes).where("waitingList.open", "==", true).get();
  const offered = await Promise.all(open.docs.map((type) => offerFreedTickets(db, type.ref.parent.parent!.id, type.id, now)));
  return { lapsed, offered: offered.reduce((sum, count) => sum + count, 0) };
}
