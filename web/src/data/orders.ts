// An order as the pages that show one hold it (the ticket page, the sales
// editor): the stored document with its id and dates as epoch milliseconds.
import { COLLECTIONS, orderReferenceSchema, orderSchema, parseDocument, type OrderDoc } from "@bawwaba/common";
import { doc, getDoc, type DocumentSnapshot } from "firebase/firestore";
import { db } from "../lib/firebase";

export type OrderView = Omit<OrderDoc, "createdAt" | "paidAt" | "cancelledAt"> & {
  id: string;
  createdAtMillis: number;
  paidAtMillis?: number;
  cancelledAtMillis?: number;
};

export function toOrderView(snapshot: DocumentSnapshot): OrderView {
  const { createdAt, paidAt, cancelledAt, ...order } = parseDocument(orderSchema, snapshot.ref.path, snapshot.data());
  return {
    id: snapshot.id,
    ...order,
    createdAtMillis: createdAt.toMillis(),
    paidAtMillis: paidAt?.toMillis(),
    cancelledAtMillis: cancelledAt?.toMillis(),
  };
}

/** The order (null when it does not exist). */
export async function fetchOrder(orderId: string): Promise<OrderView | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.orders, orderId));
  return snapshot.exists() ? toOrderView(snapshot) : null;
}

/**
 * The id of the order holding `reference` (canonical, parseOrderReference),
 * or null when none does: one read of its reservation, no index.
 */
export async function fetchOrderIdByReference(reference: string): Promise<string | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.orderReferences, reference));
  return snapshot.exists() ? parseDocument(orderReferenceSchema, snapshot.ref.path, snapshot.data()).orderId : null;
}
