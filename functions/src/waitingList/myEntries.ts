// `/my-tickets` (docs/contracts.md `listMyWaitingListOffers`): the waiting
// lists the caller's verified phone is on, each with its open offer and the
// link that buys with it. The phone comes from the ID token only, as for
// listMyOrders (docs/security.md, "Buyers").
import {
  ACTIVE_ENTRY_STATUSES,
  COLLECTIONS,
  offerLinkPath,
  type MyWaitingListEntry,
  type MyWaitingListResult,
} from "@bawwaba/common";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { ticketTypeRef } from "../inventory/inventory.js";
import { offerRefOf, parseEntry, parseOffer } from "./waitingListRecord.js";

/** Most entries listed. */
const MAX_MY_ENTRIES = 50;

export async function listMyWaitingListOffers(db: Firestore, phone: string, now: number = Date.now()): Promise<MyWaitingListResult> {
  const snapshot = await db
    .collectionGroup(COLLECTIONS.waitingListEntries)
    .where("phone", "==", phone)
    .where("status", "in", ACTIVE_ENTRY_STATUSES)
    .limit(MAX_MY_ENTRIES)
    .get();
  const entries = snapshot.docs.map((doc) => {
    const ticketTypeId = doc.ref.parent.parent!.id;
    const eventId = doc.ref.parent.parent!.parent.parent!.id;
    return { eventId, ticketTypeId, entry: parseEntry(doc.ref, doc.data()) };
  });
  if (entries.length === 0) return { entries: [] };
  const refs: DocumentReference[] = entries.flatMap(({ eventId, ticketTypeId, entry }) => [
    db.collection(COLLECTIONS.events).doc(eventId),
    ticketTypeRef(db, eventId, ticketTypeId),
    ...(entry.offer ? [offerRefOf(db, eventId, ticketTypeId, entry.offer.id)] : []),
  ]);
  const read = new Map((await db.getAll(...refs)).map((doc) => [doc.ref.path, doc]));
  const listed: MyWaitingListEntry[] = entries.map(({ eventId, ticketTypeId, entry }) => {
    const offerRef = entry.offer ? offerRefOf(db, eventId, ticketTypeId, entry.offer.id) : undefined;
    const offerDoc = offerRef ? read.get(offerRef.path) : undefined;
    const offer = offerRef && offerDoc?.exists ? parseOffer(offerRef, offerDoc.data()) : undefined;
    const open =
      offerRef && offer && offer.status === "open" && offer.expiresAt.toMillis() > now
        ? { offerId: offerRef.id, quantity: offer.allotment, expiresAt: offer.expiresAt.toDate().toISOString(), link: offerLinkPath(eventId, offerRef.id) }
        : undefined;
    const event = read.get(`${COLLECTIONS.events}/${eventId}`);
    const timeZone = event?.get("timeZone") as string | undefined;
    const type = read.get(ticketTypeRef(db, eventId, ticketTypeId).path);
    const titleEn = event?.get("titleEn") as string | undefined;
    const nameEn = type?.get("nameEn") as string | undefined;
    return {
      eventId,
      eventTitle: (event?.get("title") as string | undefined) ?? "",
      ...(titleEn ? { eventTitleEn: titleEn } : {}),
      ...(timeZone ? { timeZone } : {}),
      ticketTypeId,
      ticketTypeName: (type?.get("name") as string | undefined) ?? "",
      ...(nameEn ? { ticketTypeNameEn: nameEn } : {}),
      quantity: entry.quantity,
      status: entry.status,
      joinedAt: entry.createdAt.toDate().toISOString(),
      ...(open ? { offer: open } : {}),
    };
  });
  // Open offers first (they run out), then the lists in the order joined.
  return { entries: listed.sort((a, b) => Number(!!b.offer) - Number(!!a.offer) || a.joinedAt.localeCompare(b.joinedAt)) };
}
