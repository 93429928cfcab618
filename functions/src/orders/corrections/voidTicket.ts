// Sales editor: void one ticket of an order, with a reason, logged on the
// order; a ticket back on sale goes to its type's waiting list first.
import { ar, COLLECTIONS, mayVoidTicket, type SalesCorrectionResult } from "@bawwaba/common";
import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { Caller } from "../../shared/https.js";
import { runTransaction } from "../../shared/transactions.js";
import { writeAudit } from "./orderAudit.js";
import { planVoiding, ticketsOf } from "../../tickets/lifecycle.js";
import { offerFreed } from "../../waitingList/offerFreedTickets.js";

export async function voidTicket(
  db: Firestore,
  actor: Caller,
  input: { ticketId: string; reason: string },
): Promise<SalesCorrectionResult> {
  const ticketRef = db.collection(COLLECTIONS.tickets).doc(input.ticketId);
  const { result, freed } = await runTransaction(db, async (tx) => {
    const [found] = ticketsOf([await tx.get(ticketRef)]);
    if (!found) throw new HttpsError("not-found", ar.errors.ticketNotFound);
    if (!mayVoidTicket(found.ticket.status)) throw new HttpsError("failed-precondition", ar.errors.ticketAlreadyVoid);
    const orderRef = db.collection(COLLECTIONS.orders).doc(found.ticket.orderId);
    const voiding = await planVoiding(tx, db, found.ticket.eventId, [found]);
    voiding.apply(input.reason);
    writeAudit(tx, orderRef, actor, {
      action: "ticket_voided",
      reason: input.reason,
      ticketIds: voiding.voided,
      before: { status: found.ticket.status },
      after: { status: "void" },
    });
    return {
      result: { orderId: orderRef.id, voidedTicketIds: voiding.voided, returnedToSale: voiding.returnedToSale },
      freed: { eventId: found.ticket.eventId, ticketTypeIds: [found.ticket.ticketTypeId] },
    };
  });
  if (result.returnedToSale > 0) await offerFreed(db, freed);
  return result;
}
