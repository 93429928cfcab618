// Reading tickets, their orders, history and gate scans, and bulk jobs, from
// Firestore; calling the ticket functions. Everything else in the feature
// sees the views of data/ticketViews.ts (dates as milliseconds), never the SDK.
// The security rules decide what each role may read; a refused read rejects
// (or calls onError) with the SDK's "permission-denied" code.
import {
  CALLABLES,
  checkInSchema,
  COLLECTIONS,
  jobSchema,
  parseDocument,
  ticketHistorySchema,
  ticketSchema,
  type AssignTicketInput,
  type AssignTicketResult,
  type BulkGenerateTicketsInput,
  type BulkGenerateTicketsResult,
} from "@bawwaba/common";
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from "firebase/firestore";
import { db } from "../../lib/firebase";

import { subscribeToDocument } from "../../data/liveDocument";
import { callFunction } from "../../lib/callFunction";
import type {
  CheckInView,
  HistoryEntryView,
  JobView,
  TicketListFilter,
  TicketView,
} from "../../data/ticketViews";
import { readAll, subscribeToQuery } from "../../data/liveQuery";

export const ticketsCollection = collection(db, COLLECTIONS.tickets);
const jobsCollection = collection(db, COLLECTIONS.jobs);

/** How many recent bulk jobs /super-admin-bulk-tickets lists. */
const RECENT_JOBS = 10;

export function toTicketView(snapshot: DocumentSnapshot): TicketView {
  const ticket = parseDocument(ticketSchema, snapshot.ref.path, snapshot.data());
  return {
    id: snapshot.id,
    eventId: ticket.eventId,
    ticketTypeId: ticket.ticketTypeId,
    orderId: ticket.orderId,
    orderReference: ticket.orderReference,
    code: ticket.code,
    generation: ticket.generation,
    status: ticket.status,
    channel: ticket.channel,
    eventTitle: ticket.eventTitle,
    ticketTypeName: ticket.ticketTypeName,
    price: ticket.price,
    currency: ticket.currency,
    holderName: ticket.holderName,
    holderPhone: ticket.holderPhone,
    issuedAtMillis: ticket.issuedAt.toMillis(),
    checkedInAtMillis: ticket.checkedInAt?.toMillis(),
    checkedInGate: ticket.checkedInGate,
    sellerEmail: ticket.sellerEmail,
    jobId: ticket.jobId,
    serial: ticket.serial,
    label: ticket.label,
    promoCode: ticket.promoCode,
    answers: ticket.answers,
  };
}

function toHistoryEntry(snapshot: DocumentSnapshot): HistoryEntryView {
  const { at, ...entry } = parseDocument(ticketHistorySchema, snapshot.ref.path, snapshot.data());
  return { id: snapshot.id, ...entry, atMillis: at.toMillis() };
}

function toCheckIn(snapshot: DocumentSnapshot): CheckInView {
  const checkIn = parseDocument(checkInSchema, snapshot.ref.path, snapshot.data());
  return { id: snapshot.id, result: checkIn.result, gate: checkIn.gate, atMillis: checkIn.at.toMillis() };
}

function toJobView(snapshot: DocumentSnapshot): JobView {
  const job = parseDocument(jobSchema, snapshot.ref.path, snapshot.data());
  return {
    id: snapshot.id,
    status: job.status,
    done: job.done,
    total: job.total,
    eventId: job.eventId,
    ticketTypeId: job.ticketTypeId,
    label: job.label,
    createdAtMillis: job.createdAt.toMillis(),
    error: job.error,
  };
}

/** The ticket, live; null when there is no such ticket. */
export function subscribeToTicket(
  ticketId: string,
  onChange: (ticket: TicketView | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToDocument(doc(ticketsCollection, ticketId), toTicketView, onChange, onError);
}

/** The ticket's history, oldest first, live. Only a super_admin may read it. */
export function subscribeToTicketHistory(
  ticketId: string,
  onChange: (entries: HistoryEntryView[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(
    query(collection(ticketsCollection, ticketId, COLLECTIONS.ticketHistory), orderBy("at")),
    toHistoryEntry,
    onChange,
    onError,
  );
}

/** The gate scans of the ticket, oldest first, live. Only a super_admin may read them. */
export function subscribeToTicketCheckIns(
  ticketId: string,
  onChange: (checkIns: CheckInView[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(
    query(collection(db, COLLECTIONS.checkIns), where("ticketId", "==", ticketId), orderBy("at")),
    toCheckIn,
    onChange,
    onError,
  );
}

/** Where the next page of a list starts; opaque outside this module. */
export type TicketsCursor = QueryDocumentSnapshot;

export interface TicketsPage {
  tickets: TicketView[];
  /** Absent on the last page. */
  next?: TicketsCursor;
}

function listConstraints(filter: TicketListFilter): QueryConstraint[] {
  if ("jobId" in filter) return [where("jobId", "==", filter.jobId), orderBy("serial")];
  return [
    where("eventId", "==", filter.eventId),
    ...(filter.ticketTypeId ? [where("ticketTypeId", "==", filter.ticketTypeId)] : []),
    orderBy("issuedAt"),
  ];
}

/**
 * One page of the tickets of `filter`: an event's (or one of its types', in
 * the order issued) or a bulk job's (by serial). Cursors rather than offsets:
 * Firestore bills and reads every skipped document of an offset.
 */
export async function fetchTicketsPage(
  filter: TicketListFilter,
  pageSize: number,
  after?: TicketsCursor,
): Promise<TicketsPage> {
  // One more than shown tells whether another page exists without a second query.
  const snapshot = await getDocs(
    query(ticketsCollection, ...listConstraints(filter), ...(after ? [startAfter(after)] : []), limit(pageSize + 1)),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  return {
    tickets: readAll(docs, toTicketView),
    next: snapshot.docs.length > pageSize ? docs.at(-1) : undefined,
  };
}

/** Every ticket of a bulk job, by serial, read `pageSize` at a time; `onProgress` gets the count read so far. */
export async function fetchAllJobTickets(
  jobId: string,
  onProgress: (read: number) => void,
  pageSize = 1000,
): Promise<TicketView[]> {
  const tickets: TicketView[] = [];
  let next: TicketsCursor | undefined;
  do {
    const page = await fetchTicketsPage({ jobId }, pageSize, next);
    tickets.push(...page.tickets);
    onProgress(tickets.length);
    next = page.next;
  } while (next);
  return tickets;
}

/** The bulk job, live; null when there is no such job. */
export function subscribeToJob(
  jobId: string,
  onChange: (job: JobView | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToDocument(doc(jobsCollection, jobId), toJobView, onChange, onError);
}

/** The latest bulk jobs, newest first, live. */
export function subscribeToRecentJobs(onChange: (jobs: JobView[]) => void, onError: (error: unknown) => void): Unsubscribe {
  return subscribeToQuery(query(jobsCollection, orderBy("createdAt", "desc"), limit(RECENT_JOBS)), toJobView, onChange, onError);
}

export function startBulkJob(input: BulkGenerateTicketsInput): Promise<BulkGenerateTicketsResult> {
  return callFunction<BulkGenerateTicketsInput, BulkGenerateTicketsResult>(CALLABLES.bulkGenerateTickets, input);
}

export function assignTicket(input: AssignTicketInput): Promise<AssignTicketResult> {
  return callFunction<AssignTicketInput, AssignTicketResult>(CALLABLES.assignTicket, input);
}
