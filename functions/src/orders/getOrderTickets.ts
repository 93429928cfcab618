// The buyer's way back to an online order (docs/contracts.md `getOrderTickets`): by its
// private link, with no account. A wrong token is answered like a missing
// order, so a link can't be used to learn which orders exist. A pending order
// past its hold is expired here and now rather than at the next sweep.
// `wallets` says which wallet buttons the page may offer (tickets/wallet);
// `display`, how it shows dates and numbers (the organiser's display settings).
import {
  ar,
  COLLECTIONS,
  isHoldOverdue,
  orderSchema,
  parseDocument,
  ticketSchema,
  type GetOrderTicketsInput,
  type OrderDoc,
  type OrderTicketsResult,
  type WalletAvailability,
} from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { expireIfOverdue } from "./holds.js";
import { readDisplaySettings } from "../settings/organiserSettings.js";
import { orderEventFacts, readEvents } from "./orderEventFacts.js";

export async function getOrderTickets(
  db: Firestore,
  isAccessToken: (orderId: string, token: string) => boolean,
  input: Required<GetOrderTicketsInput>,
  wallets: WalletAvailability,
  now: number = Date.now(),
): Promise<OrderTicketsResult> {
  if (!isAccessToken(input.orderId, input.accessToken)) throw new HttpsError("not-found", ar.errors.orderLinkInvalid);
  const orderRef = db.collection(COLLECTIONS.orders).doc(input.orderId);
  let snapshot = await orderRef.get();
  if (!snapshot.exists) throw new HttpsError("not-found", ar.errors.orderLinkInvalid);
  let order = parseDocument(orderSchema, orderRef.path, snapshot.data());
  if (isHoldOverdue(order, now)) {
    await expireIfOverdue(db, orderRef, now);
    snapshot = await orderRef.get();
    order = parseDocument(orderSchema, orderRef.path, snapshot.data());
  }

  const refs = order.ticketIds.map((id) => db.collection(COLLECTIONS.tickets).doc(id));
  const [ticketSnapshots, events, display] = await Promise.all([
    refs.length > 0 ? db.getAll(...refs) : [],
    readEvents(db, [order.eventId]),
    readDisplaySettings(db, now),
  ]);
  // A ticket's type's English name as the order sold it (tickets carry the Arabic one only).
  const englishNames = new Map(order.items.flatMap((item) => (item.ticketTypeNameEn ? [[item.ticketTypeId, item.ticketTypeNameEn] as const] : [])));
  const tickets = ticketSnapshots
    .filter((ticket) => ticket.exists)
    .map((ticket) => {
      const data = parseDocument(ticketSchema, ticket.ref.path, ticket.data());
      return {
        ticketId: ticket.id,
        code: data.code,
        ticketTypeName: data.ticketTypeName,
        ...(englishNames.has(data.ticketTypeId) ? { ticketTypeNameEn: englishNames.get(data.ticketTypeId)! } : {}),
        ...(data.holderName ? { holderName: data.holderName } : {}),
        status: data.status,
      };
    });
  return {
    status: order.status,
    ...(order.reference ? { reference: order.reference } : {}),
    tickets,
    eventId: order.eventId,
    eventTitle: order.eventTitle,
    ...(order.eventTitleEn ? { eventTitleEn: order.eventTitleEn } : {}),
    ...orderEventFacts(events.get(order.eventId)),
    items: order.items.map(({ ticketTypeName, ticketTypeNameEn, quantity, unitPrice }) => ({
      ticketTypeName,
      ...(ticketTypeNameEn ? { ticketTypeNameEn } : {}),
      quantity,
      unitPrice,
    })),
    total: order.total,
    currency: order.currency,
    buyerName: order.buyer.name,
    ...pendingOrEnded(order),
    wallets,
    display,
  };
}

function pendingOrEnded(order: OrderDoc): Pick<OrderTicketsResult, "holdExpiresAt" | "checkoutUrl" | "endReason"> {
  switch (order.status) {
    case "pending":
      return {
        ...(order.holdExpiresAt ? { holdExpiresAt: order.holdExpiresAt.toDate().toISOString() } : {}),
        ...(order.checkout ? { checkoutUrl: order.checkout.url } : {}),
      };
    case "expired":
      return { endReason: ar.paymentOutcomes.ended.expired };
    case "cancelled":
    case "refunded":
      return order.cancelReason ? { endReason: order.cancelReason } : {};
    default:
      return {};
  }
}
