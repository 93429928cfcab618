// The seller's own sales made before, read back: the recent sales list and a
// sale-done screen opened again (a reload, the list). Loaded with those views
// only, not with the page's first download.
import {
  CALLABLES,
  COLLECTIONS,
  parseDocument,
  ticketSchema,
  type GetOrderAccessInput,
  type GetOrderAccessResult,
} from "@bawwaba/common";
import { collection, doc, getDoc, getDocs, limit, orderBy, query, Timestamp, where } from "firebase/firestore";
import { readEvent } from "../../data/eventsWithTypes";
import { readAll } from "../../data/liveQuery";
import { fetchOrder, toOrderView, type OrderView } from "../../data/orders";
import { callFunction } from "../../lib/callFunction";
import { db } from "../../lib/firebase";
import type { SaleRecord } from "./model/issuedSale";

/** A box-office order's private link token, for its seller (docs/contracts.md `getOrderAccess`). */
export function getOrderAccess(orderId: string): Promise<GetOrderAccessResult> {
  return callFunction<GetOrderAccessInput, GetOrderAccessResult>(CALLABLES.getOrderAccess, { orderId });
}

/** Most sales the recent-sales list shows. */
export const RECENT_SALES_LIMIT = 50;

/**
 * The orders `sellerUid` sold since `sinceMillis`, newest first. The rules let
 * a sales_admin list orders only on `sellerUid == their uid`, which this
 * query always asks (firestore.indexes.json: sellerUid, createdAt).
 */
export async function fetchRecentSales(sellerUid: string, sinceMillis: number): Promise<OrderView[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.orders),
      where("sellerUid", "==", sellerUid),
      where("createdAt", ">=", Timestamp.fromMillis(sinceMillis)),
      orderBy("createdAt", "desc"),
      limit(RECENT_SALES_LIMIT),
    ),
  );
  return readAll(snapshot.docs, toOrderView);
}

/** A sale already made, as the sale-done screen shows it: the order, its tickets and event, and its link. */
export async function fetchSale(orderId: string): Promise<SaleRecord | null> {
  const order = await fetchOrder(orderId);
  if (!order) return null;
  const [tickets, event, access] = await Promise.all([
    // The seller's own tickets: the rules let a sales_admin list only those.
    getDocs(query(collection(db, COLLECTIONS.tickets), where("orderId", "==", orderId), where("sellerUid", "==", order.sellerUid))),
    getDoc(doc(db, COLLECTIONS.events, order.eventId)),
    getOrderAccess(orderId),
  ]);
  return {
    order,
    tickets: readAll(tickets.docs, (snapshot) => ({ id: snapshot.id, ...parseDocument(ticketSchema, snapshot.ref.path, snapshot.data()) })),
    event: event.exists() ? readEvent(event) : undefined,
    accessToken: access.accessToken,
  };
}
