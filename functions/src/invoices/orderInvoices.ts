// An order's invoice and credit notes as its buyer and its staff read them
// (docs/contracts.md `getOrderInvoices`): with the order's private link, or
// as a super_admin or the order's seller. A wrong link, or another seller's
// order, is answered like a missing order, so nothing tells which orders exist.
import {
  ar,
  COLLECTIONS,
  displaySettingsOf,
  eventSchema,
  orderSchema,
  parseDocument,
  stillPaid,
  taxDocumentSchema,
  type OrderInvoices,
  type TaxDocumentView,
} from "@bawwaba/common";
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { Caller } from "../shared/https.js";
import { readOrganiserSettings } from "../settings/organiserSettings.js";

/** Who asks: anyone holding the order's private link (already checked), or a signed-in staff member. */
export type InvoiceReader = { kind: "link" } | { kind: "staff"; caller: Caller };

function viewOf(snapshot: DocumentSnapshot): TaxDocumentView {
  const document = parseDocument(taxDocumentSchema, snapshot.ref.path, snapshot.data());
  return { ...document, issuedAt: document.issuedAt.toMillis() };
}

export async function getOrderInvoices(db: Firestore, reader: InvoiceReader, orderId: string): Promise<OrderInvoices> {
  const orderRef = db.collection(COLLECTIONS.orders).doc(orderId);
  const snapshot = await orderRef.get();
  const order = snapshot.exists ? parseDocument(orderSchema, orderRef.path, snapshot.data()) : undefined;
  const mayRead = reader.kind === "link" || reader.caller.role === "super_admin" || order?.sellerUid === reader.caller.uid;
  if (!order || !mayRead) throw new HttpsError("not-found", reader.kind === "link" ? ar.errors.orderLinkInvalid : ar.errors.orderNotFound);

  const [invoice, creditNotes, settings, event] = await Promise.all([
    order.invoiceNumber ? db.collection(COLLECTIONS.invoices).doc(order.invoiceNumber).get() : undefined,
    db.collection(COLLECTIONS.creditNotes).where("orderId", "==", orderId).get(),
    readOrganiserSettings(db),
    // Its time zone: the invoice page tells when each document was issued where the event is.
    db.collection(COLLECTIONS.events).doc(order.eventId).get(),
  ]);
  const timeZone = event.exists ? parseDocument(eventSchema, event.ref.path, event.data()).timeZone : undefined;
  const paid = order.status === "paid" || order.status === "refunded" ? order.total : 0;
  const refunded = order.status === "refunded" ? order.total : (order.refundedAmount ?? 0);
  return {
    invoice: invoice?.exists ? viewOf(invoice) : null,
    creditNotes: creditNotes.docs.map(viewOf).sort((a, b) => a.issuedAt - b.issuedAt || a.number.localeCompare(b.number)),
    ...(settings?.logo ? { logo: settings.logo } : {}),
    // Only the display settings of the rest: the page's dates and numbers follow them.
    display: displaySettingsOf(settings),
    ...(timeZone ? { timeZone } : {}),
    money: { currency: order.currency, paid, refunded, remaining: order.status === "paid" ? stillPaid(order) : 0 },
  };
}
