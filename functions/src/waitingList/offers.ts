// Making one offer: in ONE transaction, the offer's tickets are taken from
// the type's inventory shards in the capacity rounds (so they count as sold
// and the public cannot get them; inventory/capacityRounds.ts), the offer is
// created under an id derived from the entry and its offer number (a second
// run offering to the same entry names the same offer, so only one is ever
// made), the entry becomes `offered`, and the e-mail is queued when it gave
// an address.
import { ar, COLLECTIONS, DEFAULT_LANGUAGE, offerLinkPath, pathInLanguage, type EventDoc, type TicketTypeDoc, type WaitingListOfferDoc } from "@bawwaba/common";
import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { withCapacity } from "../inventory/capacityRounds.js";
import { HttpsError } from "firebase-functions/v2/https";
import { takePlanned } from "../inventory/capacityRounds.js";
import { typeInventory, type CapacityItem } from "../inventory/inventory.js";
import { offerMail } from "./offerMail.js";
import { createOffer, offerIdFor, parseEntry, updateEntry } from "./waitingListRecord.js";

export interface OfferTerms {
  event: EventDoc & { id: string };
  type: TicketTypeDoc & { id: string };
  /** How long the offer holds its tickets. */
  minutes: number;
  now: number;
}

/**
 * Offers `quantity` tickets of the type to the entry if it is still
 * waiting; answers whether it did. resource-exhausted when the type's shards
 * have fewer left (someone took them meanwhile).
 */
export async function makeOffer(db: Firestore, terms: OfferTerms, entryRef: DocumentReference, quantity: number): Promise<boolean> {
  const { event, type, now } = terms;
  const tickets: CapacityItem = {
    set: typeInventory(db, event.id, type.id),
    quantity,
    shards: type.inventory?.shards,
    refusal: (remaining) => new HttpsError("resource-exhausted", ar.errors.notEnoughLeft(type.name, remaining)),
  };
  return withCapacity(
    db,
    { items: [tickets] },
    async (tx, plans) => {
      const entry = parseEntry(entryRef, (await tx.get(entryRef)).data());
      if (entry.status !== "waiting") return false;
      const number = entry.offers + 1;
      const offerId = offerIdFor(type.id, entryRef.id, number);
      const expiresAt = Timestamp.fromMillis(now + terms.minutes * 60_000);
      createOffer(tx, db, offerId, {
        eventId: event.id,
        ticketTypeId: type.id,
        entryId: entryRef.id,
        uid: entry.uid,
        phone: entry.phone,
        index: 0,
        allotment: quantity,
        sold: 0,
        expiresAt,
        status: "open",
      } satisfies WaitingListOfferDoc);
      updateEntry(tx, db, { eventId: event.id, ticketTypeId: type.id, entryId: entryRef.id }, { status: "offered", offer: { id: offerId, quantity, expiresAt }, offers: number });
      takePlanned(tx, [tickets], plans);
      if (entry.email && entry.shopOrigin) {
        tx.create(
          db.collection(COLLECTIONS.mail).doc(`waiting-list-offer-${offerId}`),
          offerMail({
            to: entry.email,
            name: entry.name,
            language: entry.language ?? DEFAULT_LANGUAGE,
            event,
            type,
            quantity,
            expiresAt: expiresAt.toMillis(),
            link: `${entry.shopOrigin}${pathInLanguage(offerLinkPath(event.id, offerId), entry.language ?? DEFAULT_LANGUAGE)}`,
          }),
        );
      }
      return true;
    },
  );
}
