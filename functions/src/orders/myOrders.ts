// `/my-tickets` (docs/contracts.md `listMyOrders`): every order of the phone
// the caller's sign-in verified, on any device. The phone comes from the ID
// token only, so no one reads another phone's orders (docs/security.md,
// "Buyers"). Each order comes with its private link's token: the caller
// proved the phone, which is what the link stands for.
import {
  COLLECTIONS,
  eventSchema,
  orderSchema,
  parseDocument,
  phoneVariants,
  type EventDoc,
  type MyOrder,
  type MyOrdersResult,
} from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";

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

  const eventIds = [...new Set(orders.map(({ order }) => order.eventId))];
  const eventRefs = eventIds.map((id) => db.collection(COLLECTIONS.events).doc(id));
  const events = new Map<string, EventDoc>();
  for (const event of eventRefs.length > 0 ? await db.getAll(...eventRefs) : []) {
    if (event.exists) events.set(event.id, parseDocument(eventSchema, event.ref.path, event.data()));
  }

  const listed: MyOrder[] = orders.map(({ id, order }) => {
    const event = events.get(order.eventId);
    return {
      orderId: id,
      accessToken: accessTokenFor(id),
      eventId: order.eventId,
      eventTitle: order.eventTitle,
      ...(event
        ? {
            startsAt: event.startsAt.toDate().toISOString(),
            ...(event.endsAt ? { endsAt: event.endsAt.toDate().toISOString() } : {}),
            venue: event.venue,
            ...(event.timeZone ? { timeZone: event.timeZone } : {}),
          }
        : {}),
      status: order.status,
      ticketCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      total: order.total,
      currency: order.currency,
      createdAt: order.createdAt.toDate().toISOString(),
    };
  });
  return { phone, orders: upcomingFirst(listed, now) };
}

/** Events still to come or under way, soonest first; then past ones, latest first. */
export function upcomingFirst(orders: MyOrder[], now: number): MyOrder[] {
  const endOf = (order: MyOrder) => Date.parse(order.endsAt ?? order.startsAt ?? order.createdAt);
  const startOf = (order: MyOrder) => Date.parse(order.startsAt ?? order.createdAt);
  const upcoming = orders.filter((order) => endOf(order) >= now).sort((a, b) => startOf(a) - startOf(b));
  const past = orders.filter((order) => endOf(order) < now).sort((a, b) => startOf(b) - startOf(a));
  return [...upcoming, ...past];
}
