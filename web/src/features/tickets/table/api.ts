// Reading /tickets-table's tickets from Firestore: one page at a time with
// cursors (an offset would read and bill every skipped ticket), the count of
// what matches, and every match for the CSV export. Each filter is an indexed
// equality (firestore.indexes.json declares one index per filter field and
// order, which Firestore merges for any combination); a name search is an
// `array-contains` on `holderWords` for one word, a range on `holderKey` for
// several, its tickets in the order of the names either way; a phone
// search an `in` on the number's stored forms, which the phone library says
// (loaded with the first such search, lib/phoneNumbers.ts); an order's
// reference is searched as the id of the order holding it (one read).
import { prefixEnd } from "@bawwaba/common/ticketSearch";
import {
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { fetchOrder, fetchOrderIdByReference } from "../../../data/orders";
import { readAll } from "../../../data/liveQuery";
import { loadPhoneNumbers } from "../../../lib/phoneNumbers";
import { ticketsCollection, toTicketView } from "../api";
import type { TicketView } from "../../../data/ticketViews";
import type { TicketTableFilter } from "./model/tableFilter";

/** Where the next page starts; opaque outside this module. */
export type TableCursor = QueryDocumentSnapshot;

export interface TablePage {
  tickets: TicketView[];
  /** Absent on the last page. */
  next?: TableCursor;
}

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

function sortOf(filter: TicketTableFilter): QueryConstraint[] {
  if (filter.search.kind === "name" || filter.search.kind === "word") return [orderBy("holderKey"), orderBy("issuedAt", "desc")];
  switch (filter.sort) {
    case "newest":
      return [orderBy("issuedAt", "desc")];
    case "oldest":
      return [orderBy("issuedAt", "asc")];
    case "latest_check_in":
      return [orderBy("checkedInAt", "desc")];
  }
}

/** The stored forms of a phone search's number ([] for no valid number, which no ticket has); none for other searches. */
async function phoneFormsOf(filter: TicketTableFilter): Promise<string[] | undefined> {
  if (filter.search.kind !== "phone") return undefined;
  const { phoneVariants } = await loadPhoneNumbers();
  return phoneVariants(filter.search.number);
}

function constraintsOf(filter: TicketTableFilter, phones: string[] | undefined): QueryConstraint[] {
  const { search } = filter;
  const constraints: QueryConstraint[] = [];
  if (phones) constraints.push(where("holderPhone", "in", phones));
  if (search.kind === "word") constraints.push(where("holderWords", "array-contains", search.prefix));
  if (search.kind === "name") {
    constraints.push(where("holderKey", ">=", search.prefix), where("holderKey", "<", prefixEnd(search.prefix)));
  }
  if (filter.eventId) constraints.push(where("eventId", "==", filter.eventId));
  if (filter.ticketTypeId) constraints.push(where("ticketTypeId", "==", filter.ticketTypeId));
  if (filter.status) constraints.push(where("status", "==", filter.status));
  if (filter.channel) constraints.push(where("channel", "==", filter.channel));
  if (filter.promoCode) constraints.push(where("promoCode", "==", filter.promoCode));
  return [...constraints, ...sortOf(filter)];
}

/** Whether a ticket found by its id passes the other filters too. */
function passesFilters(ticket: TicketView, filter: TicketTableFilter): boolean {
  return (
    (!filter.eventId || ticket.eventId === filter.eventId) &&
    (!filter.ticketTypeId || ticket.ticketTypeId === filter.ticketTypeId) &&
    (!filter.status || ticket.status === filter.status) &&
    (!filter.channel || ticket.channel === filter.channel) &&
    (!filter.promoCode || ticket.promoCode === filter.promoCode) &&
    (filter.sort !== "latest_check_in" || ticket.checkedInAtMillis !== undefined)
  );
}

/**
 * The tickets a code or an id names, without a query: the ticket itself, else
 * the order's listed tickets. undefined for an order that lists none (a bulk
 * order: its tickets carry its id, and a query pages through them).
 */
async function fetchNamedTickets(id: string, filter: TicketTableFilter): Promise<TicketView[] | undefined> {
  const ticket = await getDoc(doc(ticketsCollection, id));
  if (ticket.exists()) return readAll([ticket], toTicketView).filter((view) => passesFilters(view, filter));
  if (filter.search.kind === "code") return [];
  const order = await fetchOrder(id);
  if (!order) return [];
  if (order.ticketIds.length === 0) return undefined;
  const chunks = Array.from({ length: Math.ceil(order.ticketIds.length / IN_LIMIT) }, (_, index) =>
    order.ticketIds.slice(index * IN_LIMIT, (index + 1) * IN_LIMIT),
  );
  const answers = await Promise.all(chunks.map((ids) => getDocs(query(ticketsCollection, where(documentId(), "in", ids)))));
  return readAll(answers.flatMap((answer) => answer.docs), toTicketView).filter((view) => passesFilters(view, filter));
}

function namedId(filter: TicketTableFilter): string | undefined {
  const { search } = filter;
  return search.kind === "code" ? search.ticketId : search.kind === "id" ? search.id : undefined;
}

/** The query of the filter, or null when no ticket can match (a phone search for no valid number); for an id, the tickets carrying it as their order's. */
async function queryOf(filter: TicketTableFilter): Promise<Query | null> {
  const { search } = filter;
  const phones = await phoneFormsOf(filter);
  // Firestore refuses an empty `in`.
  if (phones?.length === 0) return null;
  const byOrder = search.kind === "id" ? [where("orderId", "==", search.id)] : [];
  return query(ticketsCollection, ...byOrder, ...constraintsOf(filter, phones));
}

async function fetchQueryPage(base: Query, pageSize: number, after?: TableCursor): Promise<TablePage> {
  // One more than shown tells whether another page exists without a second query.
  const snapshot = await getDocs(query(base, ...(after ? [startAfter(after)] : []), limit(pageSize + 1)));
  const docs = snapshot.docs.slice(0, pageSize);
  return { tickets: readAll(docs, toTicketView), next: snapshot.docs.length > pageSize ? docs.at(-1) : undefined };
}

/** The filter with a reference search made the search of its order's id; null when no order holds the reference. */
async function withReferenceResolved(filter: TicketTableFilter): Promise<TicketTableFilter | null> {
  if (filter.search.kind !== "reference") return filter;
  const orderId = await fetchOrderIdByReference(filter.search.reference);
  return orderId === null ? null : { ...filter, search: { kind: "id", id: orderId } };
}

/** One page of the filter's tickets, from `after` (the first page without it). */
export async function fetchTablePage(asked: TicketTableFilter, pageSize: number, after?: TableCursor): Promise<TablePage> {
  const filter = await withReferenceResolved(asked);
  if (!filter) return { tickets: [] };
  const id = namedId(filter);
  if (id !== undefined && !after) {
    const named = await fetchNamedTickets(id, filter);
    if (named) return { tickets: named };
  }
  const matching = await queryOf(filter);
  return matching ? fetchQueryPage(matching, pageSize, after) : { tickets: [] };
}

/** How many tickets match, counted by the server without reading them. */
export async function countTableTickets(asked: TicketTableFilter): Promise<number> {
  const filter = await withReferenceResolved(asked);
  if (!filter) return 0;
  const id = namedId(filter);
  const named = id === undefined ? undefined : await fetchNamedTickets(id, filter);
  if (named) return named.length;
  const matching = await queryOf(filter);
  return matching ? (await getCountFromServer(matching)).data().count : 0;
}

/**
 * Every ticket of the filter, `pageSize` at a time, for the CSV export;
 * `onProgress` gets the count read so far. Stops early when `signal` aborts.
 */
export async function fetchAllTableTickets(
  filter: TicketTableFilter,
  onProgress: (read: number) => void,
  signal: AbortSignal,
  pageSize = 1000,
): Promise<TicketView[]> {
  const tickets: TicketView[] = [];
  let next: TableCursor | undefined;
  do {
    signal.throwIfAborted();
    const page = await fetchTablePage(filter, pageSize, next);
    tickets.push(...page.tickets);
    next = page.next;
    onProgress(tickets.length);
  } while (next);
  return tickets;
}
