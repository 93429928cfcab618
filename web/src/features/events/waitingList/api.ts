// An event's waiting lists, per ticket type: the entries read live from
// Firestore (the rules let only a super_admin read them), paused and resumed
// and an entry removed through their callables (docs/contracts.md "Waiting
// lists"). The dialog sees WaitingListEntryRecord.
import {
  CALLABLES,
  COLLECTIONS,
  parseDocument,
  waitingListEntrySchema,
  type RemoveWaitingListEntryInput,
  type SetWaitingListPausedInput,
  type WaitingListEntryResult,
} from "@bawwaba/common";
import { collection, limit, orderBy, query, type DocumentSnapshot, type Unsubscribe } from "firebase/firestore";
import { subscribeToQuery } from "../../../data/liveQuery";
import { callFunction } from "../../../lib/callFunction";
import { db } from "../../../lib/firebase";
import type { WaitingListEntryRecord } from "./model/waitingListRows";

/** Most entries shown per type: a list longer than this shows its first ones. */
export const MAX_LISTED_ENTRIES = 500;

function readEntry(snapshot: DocumentSnapshot): WaitingListEntryRecord {
  const entry = parseDocument(waitingListEntrySchema, snapshot.ref.path, snapshot.data());
  return {
    id: snapshot.id,
    name: entry.name,
    phone: entry.phone,
    quantity: entry.quantity,
    status: entry.status,
    joinedAtMillis: entry.createdAt.toMillis(),
    ...(entry.offer && { offerExpiresAtMillis: entry.offer.expiresAt.toMillis() }),
  };
}

/** One type's entries in the order they joined, live. */
export function subscribeToWaitingList(
  eventId: string,
  ticketTypeId: string,
  onChange: (entries: WaitingListEntryRecord[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const entries = collection(db, COLLECTIONS.events, eventId, COLLECTIONS.waitingLists, ticketTypeId, COLLECTIONS.waitingListEntries);
  return subscribeToQuery(query(entries, orderBy("createdAt"), limit(MAX_LISTED_ENTRIES)), readEntry, onChange, onError);
}

export function setWaitingListPaused(input: SetWaitingListPausedInput): Promise<{ paused: boolean }> {
  return callFunction<SetWaitingListPausedInput, { paused: boolean }>(CALLABLES.setWaitingListPaused, input);
}

export function removeWaitingListEntry(input: RemoveWaitingListEntryInput): Promise<WaitingListEntryResult> {
  return callFunction<RemoveWaitingListEntryInput, WaitingListEntryResult>(CALLABLES.removeWaitingListEntry, input);
}
