// Sales editor: correct an order's buyer (a misspelt name, a wrong phone).
// The tickets that still carry the buyer as their holder follow; tickets
// assigned to a named guest keep their guest.
import {
  ar,
  changesBuyer,
  COLLECTIONS,
  orderSchema,
  parseDocument,
  ticketSchema,
  type Buyer,
  type CorrectBuyerResult,
} from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { Caller } from "../../shared/https.js";
import { runTransaction } from "../../shared/transactions.js";
import { holderUpdate } from "../../tickets/holder.js";
import { updateTicketFields } from "../../tickets/lifecycle.js";
import { writeAudit } from "./orderAudit.js";

export async function correctBuyer(
  db: Firestore,
  actor: Caller,
  input: { orderId: string; buyer: Buyer; reason: string },
): Promise<CorrectBuyerResult> {
  const orderRef = db.collection(COLLECTIONS.orders).doc(input.orderId);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) throw new HttpsError("not-found", ar.errors.orderNotFound);
    const order = parseDocument(orderSchema, orderRef.path, snapshot.data());
    // A correction that corrects nothing would only add noise to the audit log.
    if (!changesBuyer(order.buyer, input.buyer)) throw new HttpsError("failed-precondition", ar.errors.buyerUnchanged);
    const refs = order.ticketIds.map((id) => db.collection(COLLECTIONS.tickets).doc(id));
    const tickets = refs.length > 0 ? await tx.getAll(...refs) : [];
    const followers = tickets.filter((ticket) => {
      if (!ticket.exists) return false;
      const { holderName, holderPhone } = parseDocument(ticketSchema, ticket.ref.path, ticket.data());
      return holderName === order.buyer.name && holderPhone === order.buyer.phone;
    });

    // An optional detail left out is removed: it was the wrong one.
    tx.update(orderRef, {
      buyer: { name: input.buyer.name, phone: input.buyer.phone, email: input.buyer.email },
    });
    for (const ticket of followers) {
      updateTicketFields(tx, ticket.ref, holderUpdate({ holderName: input.buyer.name, holderPhone: input.buyer.phone }));
    }
    writeAudit(tx, orderRef, actor, { action: "buyer_corrected", reason: input.reason, before: order.buyer, after: input.buyer });
    return { orderId: orderRef.id, updatedTicketIds: followers.map((ticket) => ticket.id) };
  });
}
