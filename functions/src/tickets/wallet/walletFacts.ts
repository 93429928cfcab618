// What a wallet pass carries, read for one ticket of one order, and whether
// the asker may have it (docs/security.md "Wallet passes"): the order's
// private link token is the only key, as for the order page
// (orders/getOrderTickets.ts). A wrong token, an unknown order and a ticket
// that is not this order's are answered alike, so a link can't be used to
// learn which orders or tickets exist.
import {
  COLLECTIONS,
  DEFAULT_TIME_ZONE,
  eventSchema,
  formatGateCode,
  formatOrderReference,
  gateCodeOf,
  orderSchema,
  parseDocument,
  ticketSchema,
  ar,
  walletMessages,
  type DisplaySettings,
  type Language,
} from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";

/** Everything a pass shows, in the form it is shown. */
export interface WalletFacts {
  orderId: string;
  ticketId: string;
  eventId: string;
  /** The signed ticket code, the QR's text (docs/ticket-code.md). */
  code: string;
  /** Its gate code as printed under the QR (`7K3M9-QXJ2H`). */
  gateCode: string;
  eventTitle: string;
  venue: string;
  startsAt: Date;
  timeZone: string;
  /** The order's reference as shown (`BW-7K3M-9QXJ`); absent on orders from before references. */
  orderReference?: string;
  ticketTypeName: string;
  holderName?: string;
  /** The language the buyer bought in (the order's): the pass is written in it (docs/product.md § Languages, dates and digits). */
  language: Language;
  /** The English words the organiser gave the event and the type, shown to an English buyer (localizedText.ts). */
  eventTitleEn?: string;
  venueEn?: string;
  ticketTypeNameEn?: string;
  /** The organiser's display settings, which the pass's date and numbers follow (read by the endpoint once the order is checked). */
  display: DisplaySettings;
}

/** Why a pass is not given: the HTTP status and the Arabic message the endpoint answers. */
export class WalletRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** The one answer for a wrong token, an unknown order and a ticket that is not this order's. */
export const orderNotFound = () => new WalletRefusal(404, ar.errors.orderLinkInvalid);

export interface WalletPassRequest {
  orderId: string;
  ticketId: string;
  accessToken: string;
}

export async function readWalletFacts(
  db: Firestore,
  isAccessToken: (orderId: string, token: string) => boolean,
  { orderId, ticketId, accessToken }: WalletPassRequest,
): Promise<Omit<WalletFacts, "display">> {
  // The token first: without it, nothing is read.
  if (!isAccessToken(orderId, accessToken)) throw orderNotFound();
  const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
  const orderSnapshot = await orderRef.get();
  if (!orderSnapshot.exists) throw orderNotFound();
  const order = parseDocument(orderSchema, orderRef.path, orderSnapshot.data());
  if (!order.ticketIds.includes(ticketId)) throw orderNotFound();
  if (order.status !== "paid") throw new WalletRefusal(409, walletMessages.errors.orderNotPaid);

  const ticketRef = db.collection(COLLECTIONS.tickets).doc(ticketId);
  const eventRef = db.collection(COLLECTIONS.events).doc(order.eventId);
  const [ticketSnapshot, eventSnapshot] = await db.getAll(ticketRef, eventRef);
  if (!ticketSnapshot?.exists) throw orderNotFound();
  const ticket = parseDocument(ticketSchema, ticketRef.path, ticketSnapshot.data());
  // The order lists it, but the ticket must say so too (docs/security.md "Wallet passes").
  if (ticket.orderId !== orderId) throw orderNotFound();
  if (ticket.status === "void") throw new WalletRefusal(409, walletMessages.errors.ticketVoid);
  if (!eventSnapshot?.exists) throw new WalletRefusal(404, ar.errors.eventNotFound);
  const event = parseDocument(eventSchema, eventRef.path, eventSnapshot.data());

  const ticketTypeNameEn = order.items.find((item) => item.ticketTypeId === ticket.ticketTypeId)?.ticketTypeNameEn;

  // Stored with every code since gate codes exist; older tickets have it from their code.
  const gateCode = ticket.gateCode ?? gateCodeOf(ticket.code);
  if (gateCode === undefined) throw new Error(`${ticketRef.path} has a code without a signature`);
  return {
    orderId,
    ticketId,
    eventId: order.eventId,
    code: ticket.code,
    gateCode: formatGateCode(gateCode),
    eventTitle: event.title,
    venue: event.venue,
    startsAt: event.startsAt.toDate(),
    timeZone: event.timeZone ?? DEFAULT_TIME_ZONE,
    ...(order.reference ? { orderReference: formatOrderReference(order.reference) } : {}),
    ticketTypeName: ticket.ticketTypeName,
    ...(ticket.holderName ? { holderName: ticket.holderName } : {}),
    language: order.language ?? "ar",
    ...(event.titleEn ? { eventTitleEn: event.titleEn } : {}),
    ...(event.venueEn ? { venueEn: event.venueEn } : {}),
    ...(ticketTypeNameEn ? { ticketTypeNameEn } : {}),
  };
}
