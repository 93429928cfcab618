// The sales editor's reads and calls: orders (by id, by buyer phone, the
// latest), an order with its tickets and audit log live, its event (place,
// time and current questions), and the correction callables. Everything else in the editor sees the views of model/types.ts.
// Only a super_admin may read the audit log (firestore.rules); the orders and
// tickets the rules give a super_admin too.
import {
  CALLABLES,
  COLLECTIONS,
  eventSchema,
  orderAuditSchema,
  parseDocument,
  ticketSchema,
  type CancelOrderInput,
  type CheckoutQuestion,
  type CorrectAnswersInput,
  type CorrectBuyerInput,
  type CorrectBuyerResult,
  type SalesCorrectionResult,
  type VoidTicketInput,
} from "@bawwaba/common";
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from "firebase/firestore";
import { db } from "../../../lib/firebase";

import { eventInfoOf } from "../../../data/eventInfo";
import { subscribeToDocument } from "../../../data/liveDocument";
import { toOrderView, type OrderView } from "../../../data/orders";
import { callFunction } from "../../../lib/callFunction";
import { questionsAsStored } from "./model/answers";
import { newestFirst } from "./model/auditText";
import type { TicketEventInfo } from "../../../data/ticketViews";
import type { AuditEntry, EditorTicket } from "./model/types";
import { readAll, subscribeToQuery } from "../../../data/liveQuery";

const ordersCollection = collection(db, COLLECTIONS.orders);
const ticketsCollection = collection(db, COLLECTIONS.tickets);

/** Most orders a phone search shows (newest first). */
export const PHONE_RESULTS_LIMIT = 50;
/** Most tickets of one order listed (a bulk order may have thousands). */
export const ORDER_TICKETS_LIMIT = 200;

function toTicket(snapshot: DocumentSnapshot): EditorTicket {
  const ticket = parseDocument(ticketSchema, snapshot.ref.path, snapshot.data());
  return {
    id: snapshot.id,
    code: ticket.code,
    ticketTypeId: ticket.ticketTypeId,
    ticketTypeName: ticket.ticketTypeName,
    status: ticket.status,
    price: ticket.price,
    vat: ticket.vat,
    holderName: ticket.holderName,
    holderPhone: ticket.holderPhone,
    serial: ticket.serial,
    voidReason: ticket.voidReason,
    answers: ticket.answers,
  };
}

function toAuditEntry(snapshot: DocumentSnapshot): AuditEntry {
  const { at, ...entry } = parseDocument(orderAuditSchema, snapshot.ref.path, snapshot.data());
  return { id: snapshot.id, ...entry, atMillis: at.toMillis() };
}

/**
 * The orders whose buyer has one of these phone forms, newest first. An
 * equality (`in`) on one field needs no composite index; the newest-first
 * order is made here, so the query has no orderBy (which would need one).
 */
export async function fetchOrdersByPhone(variants: string[]): Promise<{ orders: OrderView[]; truncated: boolean }> {
  const snapshot = await getDocs(query(ordersCollection, where("buyer.phone", "in", variants), limit(PHONE_RESULTS_LIMIT + 1)));
  const orders = readAll(snapshot.docs, toOrderView).sort((a, b) => b.createdAtMillis - a.createdAtMillis);
  return { orders: orders.slice(0, PHONE_RESULTS_LIMIT), truncated: snapshot.docs.length > PHONE_RESULTS_LIMIT };
}

/** Where the next page of the latest orders starts; opaque outside this module. */
export type OrdersCursor = QueryDocumentSnapshot;

export interface OrdersPage {
  orders: OrderView[];
  /** Absent on the last page. */
  next?: OrdersCursor;
}

/** One page of the latest orders, newest first; a cursor, not an offset (skipped documents are billed). */
export async function fetchLatestOrders(pageSize: number, after?: OrdersCursor): Promise<OrdersPage> {
  const snapshot = await getDocs(
    query(ordersCollection, orderBy("createdAt", "desc"), ...(after ? [startAfter(after)] : []), limit(pageSize + 1)),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  return { orders: readAll(docs, toOrderView), next: snapshot.docs.length > pageSize ? docs.at(-1) : undefined };
}

/** The order, live; null when there is no such order. */
export function subscribeToOrder(
  orderId: string,
  onChange: (order: OrderView | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToDocument(doc(ordersCollection, orderId), toOrderView, onChange, onError);
}

/**
 * The order's tickets, live, by type then serial. Every ticket carries its
 * order's id, bulk ones too (whose order lists no ids); one equality needs no
 * index, and the order is made here.
 */
export function subscribeToOrderTickets(
  orderId: string,
  onChange: (tickets: EditorTicket[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(
    query(ticketsCollection, where("orderId", "==", orderId), limit(ORDER_TICKETS_LIMIT)),
    toTicket,
    (tickets) =>
      onChange(
        tickets.sort(
          (a, b) =>
            a.ticketTypeName.localeCompare(b.ticketTypeName, "ar") || (a.serial ?? 0) - (b.serial ?? 0) || a.id.localeCompare(b.id),
        ),
      ),
    onError,
  );
}

/** The order's audit log, newest first, live. */
export function subscribeToOrderAudit(
  orderId: string,
  onChange: (entries: AuditEntry[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeToQuery(
    query(collection(ordersCollection, orderId, COLLECTIONS.orderAudit), orderBy("at", "desc")),
    toAuditEntry,
    (values) => onChange(newestFirst(values)),
    onError,
  );
}

export interface OrderEvent {
  info: TicketEventInfo;
  /** The questions it asks now (`events/{id}.questions`, written by setEventQuestions): what a correction of answers asks. */
  questions: CheckoutQuestion[];
}

/** The order's event in one read: its place and time, and its questions (none when it has none); null when it no longer exists. */
export async function fetchOrderEvent(eventId: string): Promise<OrderEvent | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.events, eventId));
  if (!snapshot.exists()) return null;
  const info = eventInfoOf(parseDocument(eventSchema, snapshot.ref.path, snapshot.data()));
  return { info, questions: questionsAsStored(snapshot.get("questions")) };
}

export function voidTicket(input: VoidTicketInput): Promise<SalesCorrectionResult> {
  return callFunction<VoidTicketInput, SalesCorrectionResult>(CALLABLES.voidTicket, input);
}

export function cancelOrder(input: CancelOrderInput): Promise<SalesCorrectionResult> {
  return callFunction<CancelOrderInput, SalesCorrectionResult>(CALLABLES.cancelOrder, input);
}

export function correctBuyer(input: CorrectBuyerInput): Promise<CorrectBuyerResult> {
  return callFunction<CorrectBuyerInput, CorrectBuyerResult>(CALLABLES.correctBuyer, input);
}

export function correctAnswers(input: CorrectAnswersInput): Promise<{ ok: true }> {
  return callFunction<CorrectAnswersInput, { ok: true }>(CALLABLES.correctAnswers, input);
}
