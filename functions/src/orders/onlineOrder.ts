// An online order becoming paid: its tickets are issued (the same signed
// codes as at the box office) to the buyer, counted as sold online, and the
// buyer is e-mailed the private link when they gave an address, all in the
// transaction that records the payment.
import { ar, COLLECTIONS, formatMoney, orderLinkPath, type CurrencyCode, type EventDoc, type MailDoc, type OrderDoc } from "@bawwaba/common";
import type { TicketSigner } from "@bawwaba/common/ticketCode";
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from "firebase-admin/firestore";
import { signNewTickets } from "../tickets/newTickets.js";
import { writeSoldTickets } from "./soldTickets.js";

/** The seller of online orders: the shop itself (no staff member sold them). */
export const ONLINE_SELLER = { uid: "online-shop" } as const;

export interface PaidOnlineOrder {
  orderRef: DocumentReference;
  order: OrderDoc;
  event: Pick<EventDoc, "title" | "currency" | "timeZone"> & { id: string };
  /** The provider's payment (absent for a free order). */
  paymentId?: string;
  /** The order's private link, absolute, for the e-mail. */
  privateLink: string;
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
    items: order.items,
    channel: "online",
    seller: ONLINE_SELLER,
    holder: { name: order.buyer.name, phone: order.buyer.phone },
    signed,
  });
  if (order.buyer.email) {
    tx.create(db.collection(COLLECTIONS.mail).doc(`order-${orderRef.id}`), confirmationMail(order, paid.privateLink));
  }
  return {
    paidAt: FieldValue.serverTimestamp(),
    ticketIds: signed.map((ticket) => ticket.ticketId),
    ...(paid.paymentId && order.checkout ? { "checkout.paymentId": paid.paymentId } : {}),
  };
}

function confirmationMail(order: OrderDoc, privateLink: string): MailDoc {
  const mail = ar.paymentOutcomes.mail;
  const lines = order.items.map((item) => `${item.ticketTypeName} × ${item.quantity}`);
  const total = formatMoney(order.total, order.currency as CurrencyCode);
  const text = [mail.greeting(order.buyer.name), mail.body(order.eventTitle), ...lines, mail.total(total), mail.link, privateLink].join("\n");
  const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<div dir="rtl" lang="ar"><p>${escape(mail.greeting(order.buyer.name))}</p><p>${escape(mail.body(order.eventTitle))}</p><ul>${lines
    .map((line) => `<li>${escape(line)}</li>`)
    .join("")}</ul><p>${escape(mail.total(total))}</p><p><a href="${escape(privateLink)}">${escape(mail.link)}</a></p></div>`;
  return { to: order.buyer.email!, message: { subject: mail.subject(order.eventTitle), text, html } };
}

/** The absolute private link of an order. */
export const privateLinkOf = (shopOrigin: string, orderId: string, accessToken: string) =>
  `${shopOrigin}${orderLinkPath({ orderId, accessToken })}`;
