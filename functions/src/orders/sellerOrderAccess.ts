// A box-office order's private link for the staff who sold it
// (docs/contracts.md `getOrderAccess`): the seller sends the buyer's
// WhatsApp message again from their recent sales. The seller issued the
// tickets and saw every code, so the link tells them nothing new. An online
// order's link stays the buyer's alone (orderAccess.ts): nobody who can read
// orders learns it.
import { ar, COLLECTIONS, orderSchema, parseDocument, type GetOrderAccessResult } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { Caller } from "../shared/https.js";

export async function getOrderAccess(
  db: Firestore,
  accessTokenFor: (orderId: string) => string,
  caller: Caller,
  orderId: string,
): Promise<GetOrderAccessResult> {
  const ref = db.collection(COLLECTIONS.orders).doc(orderId);
  const snapshot = await ref.get();
  // Another seller's order is answered like a missing one, as the rules hide it.
  const order = snapshot.exists ? parseDocument(orderSchema, ref.path, snapshot.data()) : undefined;
  if (!order || (caller.role !== "super_admin" && order.sellerUid !== caller.uid)) {
    throw new HttpsError("not-found", ar.errors.orderNotFound);
  }
  if (order.channel === "online" || order.channel === "bulk") throw new HttpsError("permission-denied", ar.errors.orderLinkNotSellers);
  return { accessToken: accessTokenFor(orderId) };
}
