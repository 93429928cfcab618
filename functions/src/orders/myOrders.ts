// `/my-tickets` (docs/contracts.md `listMyOrders`): every order of the phone
// the caller's sign-in verified, on any device. The phone comes from the ID
// token only, so no one reads another phone's orders (docs/security.md,
// "Buyers"). Each order comes with its private link's token: the caller
// proved the phone, which is what the link stands for.
import { COLLECTIONS, orderSchema, parseDocument, phoneVariants, type MyOrder, type MyOrdersResult } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { readDisplaySettings } from "../settings/organiserSettings.js";
import { orderEventFacts, readEvents } from "./orderEventFacts.js";

/** Most orders listed: a phone with more sees its latest ones. */
export const MAX_MY_ORDERS = 100;

export async function listMyOrders(
  db: Firestore,
  accessTokenFor: (orderId: string) => string,
  phone: string,
  now: number = Date.now(),
): Promise<MyOrdersResult> {
  // Orders stored before phones were kept in E.164 have the local form too.
  const snapshot = await db
    .collection(COLLECTIONS.orders)
    .where("buyer.phone", "in", phoneVariants(phone))
    .orderBy("createdAt", "desc")
    .limit(MAX_MY_ORDERS)
    .get();
  const orders = snapshot.docs.map((doc) => ({ id: doc.id, order: parseDocument(orderSchema, doc.ref.path, doc.data()) }));

  const [events, display] = await Promise.all([readEvents(db, orders.map(({ order }) => order.eventId)), readDisplaySettings(db, now)]);

  const listed: MyOrder[] = orders.map(({ id, order }) => ({
    orderId: id,
    accessToken: accessTokenFor(id),
    eventId: order.eventId,
    eventTitle: order.eventTitle,
    ...(order.eventTitleEn ? { eventTitleEn: order.eventTitleEn } : {}),
    ...orderEventFacts(events.get(order.eventId)),
    status: order.status,
    ticketCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    total: order.total,
    currency: order.currency,
    createdAt: order.createdAt.toDate().toISOString(),
  }));
  return { phone, orders: upcomingFirst(listed, now), display };
}

/** Events still to come or under way, soonest first; then past ones, latest first. */
export function upcomingFirst(orders: MyOrder[], now: number): MyOrder[] {
  const endOf = (order: MyOrder) => Date.parse(order.endsAt ?? order.startsAt ?? order.createdAt);
  const startOf = (order: MyOrder) => Date.parse(order.startsAt ?? order.createdAt);
  const upcoming = orders.filter((order) => endOf(order) >= now).sort((a, b) => startOf(a) - startOf(b));
  const past = orders.filter((order) => endOf(order) < now).sort((a, b) => startOf(b) - startOf(a));
  return [...upcoming, ...past];
}
