// An online order becoming paid: its tickets are issued (the same signed
// codes as at the box office) to the buyer, counted as sold online, and the
// buyer is e-mailed the private link (and the invoice's, when invoiced) when
// they gave an address, all in the transaction that records the payment.
import {
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  invoiceLinkPath,
  orderLinkPath,
  pathInLanguage,
  reportPaymentMethodOf,
  type DisplaySettings,
  type EventDoc,
  type OrderDoc,
} from "@bawwaba/common";
import type { TicketSigner } from "@bawwaba/common/ticketCode";
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { signNewTickets } from "../tickets/newTickets.js";
import { confirmationMail } from "./confirmationMail.js";
import { writeSoldTickets } from "./soldTickets.js";

/** The seller of online orders: the shop itself (no staff member sold them). */
export const ONLINE_SELLER = { uid: "online-shop" } as const;

export interface PaidOnlineOrder {
  orderRef: DocumentReference;
  order: OrderDoc;
  event: Pick<EventDoc, "title" | "currency" | "timeZone" | "startsAt" | "venue" | "venueEn"> & { id: string };
  /** The provider's payment (absent for a free order). */
  paymentId?: string;
  /** The order's private link, absolute, for the e-mail. */
  privateLink: string;
  /** Its invoice page, absolute, when the order is invoiced as it becomes paid (invoiceLinkOf): the e-mail links to it too. */
  invoiceLink?: string;
  /** The organiser's display settings, which the e-mail's date and numbers follow (settings/organiserSettings.ts readDisplaySettings). */
  display: DisplaySettings;
}

/**
 * In `tx`: writes the order's tickets (and the buyer's e-mail); answers the
 * fields of a paid order besides its status, for the lifecycle to write
 * (lifecycle.ts payHeldOrder; a free order's creation in purchaseTickets.ts).
 */
export function issueOnlineTickets(
  tx: Transaction,
  db: Firestore,
  signer: TicketSigner,
  paid: PaidOnlineOrder,
): { paidAt: FieldValue; ticketIds: string[]; "checkout.paymentId"?: string } {
  const { orderRef, order, event } = paid;
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const signed = signNewTickets(db, signer, event.id, count);
  writeSoldTickets(tx, db, {
    event,
    orderId: orderRef.id,
    orderReference: order.reference,
    promoCode: order.promoCode?.code,
    ticketAnswers: order.ticketAnswers,
    items: order.items,
    channel: "online",
    paymentMethod: reportPaymentMethodOf(order),
    seller: ONLINE_SELLER,
    holder: { name: order.buyer.name, phone: order.buyer.phone },
    signed,
  });
  if (order.buyer.email) {
    tx.create(db.collection(COLLECTIONS.mail).doc(`order-${orderRef.id}`), confirmationMail(order, event, paid.privateLink, paid.invoiceLink, paid.display));
  }
  return {
    paidAt: FieldValue.serverTimestamp(),
    ticketIds: signed.map((ticket) => ticket.ticketId),
    ...(paid.paymentId && order.checkout ? { "checkout.paymentId": paid.paymentId } : {}),
  };
}

/** Where an online order was bought: the shop's origin and the buyer's language, whose pages its links open; its event, which its shared link names. */
export type OrderPlace = Pick<OrderDoc, "shopOrigin" | "language" | "eventId">;

/** The absolute address of `path` on the order's shop, in the buyer's language (`/en/…` for English). */
const linkOf = (order: OrderPlace, path: string) => `${order.shopOrigin ?? ""}${pathInLanguage(path, order.language ?? DEFAULT_LANGUAGE)}`;

/** The absolute private link of an order, naming its event for the preview of the link the buyer shares. */
export const privateLinkOf = (order: OrderPlace, orderId: string, accessToken: string) =>
  linkOf(order, orderLinkPath({ orderId, accessToken, eventId: order.eventId }));

/** The absolute link of an order's invoice page (common/src/invoiceLink.ts). */
export const invoiceLinkOf = (order: OrderPlace, orderId: string, accessToken: string) => linkOf(order, invoiceLinkPath({ orderId, accessToken }));

/** The payer's way back from the provider's checkout: the order's page without its token, in the buyer's language. */
export const returnLinkOf = (order: OrderPlace, orderId: string) => linkOf(order, orderLinkPath({ orderId, eventId: order.eventId }));
