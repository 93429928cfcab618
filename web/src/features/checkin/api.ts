// What the gate reads and calls: redeemTicket, the public keys that verify
// codes offline, and the live admission count. The rest of the feature sees
// plain functions and values, never the SDK. A qr_scanner may read none of
// the tickets, orders or prices (the rules refuse it): the gate learns of a
// ticket only what redeemTicket answers.
import {
  admissionShardSchema,
  admissionTotals,
  CALLABLES,
  COLLECTIONS,
  DEFAULT_TIME_ZONE,
  inventoryTotals,
  parseDocument,
  ticketKeySchema,
  type AdmissionTotals,
  type RedeemTicketInput,
  type RedeemTicketResult,
} from "@bawwaba/common";
import { collection, onSnapshot, query, where, type DocumentSnapshot, type Unsubscribe } from "firebase/firestore";
import { auth, db } from "../../lib/firebase";
import { readEvent, readInventoryShard } from "../../data/eventsWithTypes";
import { readAll } from "../../data/liveQuery";
import { CallError, callFunction } from "../../lib/callFunction";
import { gateListChangeOf, gateListQuery } from "./gateListQuery";
import { SCANNABLE_STATUSES, type GateEvent } from "./model/gateEvents";
import type { GateListChange, ServerTime } from "./model/gateListReplica";
import type { SendScan } from "./model/offlineQueue";
import { subscribeToQuery } from "../../data/liveQuery";

/**
 * How long a scan waits for the server before the device decides alone: a
 * queue at the door cannot wait the usual 30 s, and the scan is sent again
 * later under the same scanId anyway.
 */
const SCAN_TIMEOUT_MS = 6_000;

/** A scan at the gate, waiting at most SCAN_TIMEOUT_MS for the verdict. */
export function redeemScan(input: RedeemTicketInput): Promise<RedeemTicketResult> {
  return callFunction<RedeemTicketInput, RedeemTicketResult>(CALLABLES.redeemTicket, input, { timeoutMs: SCAN_TIMEOUT_MS });
}

/**
 * Scans queued offline by `uid`, sent in the background with the usual
 * patience, and only while `uid` is the account signed in here: the call
 * carries whoever is signed in at that moment, and a scan is sent only under
 * the account that made it (model/offlineQueue.ts). Otherwise the scan stays
 * queued, as for any sign-out ("unauthenticated" is tried again later).
 */
export function redeemQueuedScanAs(uid: string): SendScan {
  return (input) =>
    auth.currentUser?.uid === uid
      ? callFunction<RedeemTicketInput, RedeemTicketResult>(CALLABLES.redeemTicket, input)
      : Promise.reject(new CallError("unauthenticated", "The account that made this scan is not signed in here"));
}

function readGateEvent(snapshot: DocumentSnapshot): GateEvent {
  const event = readEvent(snapshot);
  return {
    id: event.id,
    title: event.title,
    status: event.status,
    startsAtMillis: event.startsAt.toMillis(),
    endsAtMillis: event.endsAt?.toMillis(),
    timeZone: event.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** The events whose tickets a gate may scan, live, in no particular order. */
export function subscribeToGateEvents(
  onChange: (events: GateEvent[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(
    query(collection(db, COLLECTIONS.events), where("status", "in", [...SCANNABLE_STATUSES])),
    readGateEvent,
    onChange,
    onError,
  );
}

/** Tickets sold (or held by a pending order) for the event, summed over its inventory shards, live. */
export function subscribeToSold(
  eventId: string,
  onChange: (sold: number) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(
    collection(db, COLLECTIONS.events, eventId, COLLECTIONS.inventory),
    readInventoryShard,
    (shards) => onChange(inventoryTotals(shards).sold),
    onError,
  );
}

const readKey = (snapshot: DocumentSnapshot): [string, string] => [
  snapshot.id,
  parseDocument(ticketKeySchema, snapshot.ref.path, snapshot.data()).publicKey,
];

/**
 * The published public keys (kid → text), each time the server sends them.
 * Answers from the local cache are skipped: offline they may be empty or
 * stale, and would wipe the keys the device keeps for exactly that case.
 */
export function subscribeToTicketKeys(
  onKeys: (keys: Record<string, string>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    collection(db, COLLECTIONS.ticketKeys),
    // Without metadata changes, the server confirming the cached keys would not call back at all.
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.metadata.fromCache) onKeys(Object.fromEntries(readAll(snapshot.docs, readKey)));
    },
    onError,
  );
}

const readAdmissionShard = (snapshot: DocumentSnapshot) =>
  parseDocument(admissionShardSchema, snapshot.ref.path, snapshot.data());

/** The event's admissions, in total and per gate, live. */
export function subscribeToAdmissions(
  eventId: string,
  onChange: (totals: AdmissionTotals) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(
    collection(db, COLLECTIONS.events, eventId, COLLECTIONS.admissions),
    readAdmissionShard,
    (values) => onChange(admissionTotals(values)),
    onError,
  );
}

/**
 * The event's gate list shards changed since `since`, then live: `onChanges`
 * gets the changed shards and whether the server confirmed them (false for
 * answers from the local cache, offline).
 */
export function subscribeToGateList(
  eventId: string,
  since: ServerTime | undefined,
  onChanges: (changes: GateListChange[], fromServer: boolean) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    gateListQuery(db, eventId, since),
    // The server confirming an unchanged list calls back too: the list is current.
    { includeMetadataChanges: true },
    (snapshot) => {
      const changed = snapshot.docChanges().filter((change) => change.type !== "removed");
      onChanges(
        changed.map((change) => gateListChangeOf(change.doc)),
        !snapshot.metadata.fromCache,
      );
    },
    onError,
  );
}
