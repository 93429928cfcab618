// What the dashboard reads, live: the events (for the picker and their time
// zones), and the shards of the sales stats and of the admission counts, of
// one event or of every event at once (collection-group queries). Never a
// ticket: an event may have 100,000 of them. The rest of the feature sees
// plain values, never the SDK.
import {
  admissionShardSchema,
  admissionTotals,
  COLLECTIONS,
  DEFAULT_TIME_ZONE,
  parseDocument,
  salesStatsShardSchema,
  type AdmissionTotals,
  type SalesStatsShardDoc,
} from "@bawwaba/common";
import { collection, collectionGroup, type DocumentSnapshot, type Query, type Unsubscribe } from "firebase/firestore";
import { db } from "../../lib/firebase";
import { readEvent } from "../../data/eventsWithTypes";
import type { DashboardEvent } from "./model/types";
import { subscribeToQuery } from "../../data/liveQuery";

const toDashboardEvent = (snapshot: DocumentSnapshot): DashboardEvent => {
  const event = readEvent(snapshot);
  return {
    id: event.id,
    title: event.title,
    startsAtMillis: event.startsAt.toMillis(),
    timeZone: event.timeZone ?? DEFAULT_TIME_ZONE,
    currency: event.currency,
  };
};

/** Every event, latest first. */
export function subscribeToEvents(onChange: (events: DashboardEvent[]) => void, onError: (error: unknown) => void): Unsubscribe {
  return subscribeToQuery(
    collection(db, COLLECTIONS.events),
    toDashboardEvent,
    (values) => onChange(values.sort((a, b) => b.startsAtMillis - a.startsAtMillis)),
    onError,
  );
}

/** The shards of `shards` (a sub-collection of events) of one event, or of all events for null. */
function shardsOf(shards: string, eventId: string | null): Query {
  return eventId === null ? collectionGroup(db, shards) : collection(db, COLLECTIONS.events, eventId, shards);
}

const readSalesStats = (snapshot: DocumentSnapshot) => parseDocument(salesStatsShardSchema, snapshot.ref.path, snapshot.data());
const readAdmissions = (snapshot: DocumentSnapshot) => parseDocument(admissionShardSchema, snapshot.ref.path, snapshot.data());

export function subscribeToSalesStats(
  eventId: string | null,
  onChange: (shards: SalesStatsShardDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(shardsOf(COLLECTIONS.salesStats, eventId), readSalesStats, onChange, onError);
}

export function subscribeToAdmissionTotals(
  eventId: string | null,
  onChange: (totals: AdmissionTotals) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(
    shardsOf(COLLECTIONS.admissions, eventId),
    readAdmissions,
    (values) => onChange(admissionTotals(values)),
    onError,
  );
}
