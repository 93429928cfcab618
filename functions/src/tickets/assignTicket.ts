// Naming a ticket's guest (the Qasr pages): the holder changes, and with
// `reissue` the code too (generation + 1), so the old code is refused at the
// gate from then on. Every change is appended to the ticket's history.
import {
  ar,
  COLLECTIONS,
  parseDocument,
  ticketSchema,
  type AssignTicketResult,
  type TicketDoc,
} from "@bawwaba/common";
import { encodeTicketCode, type TicketSigner } from "@bawwaba/common/ticketCode";
import { nodeEd25519 } from "@bawwaba/common/ticketCodeNode";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { Caller } from "../shared/https.js";
import { holderUpdate } from "./holder.js";
import { codeFields, updateTicketFields } from "./lifecycle.js";
import { runTransaction } from "../shared/transactions.js";

export interface AssignTicketRequest {
  ticketId: string;
  holderName: string;
  holderPhone?: string;
  reissue: boolean;
}

const holderOf = (ticket: Pick<TicketDoc, "holderName" | "holderPhone" | "generation">) => ({
  holderName: ticket.holderName,
  holderPhone: ticket.holderPhone,
  generation: ticket.generation,
});

export async function assignTicket(
  db: Firestore,
  signer: TicketSigner,
  actor: Caller,
  input: AssignTicketRequest,
): Promise<AssignTicketResult> {
  const ticketRef = db.collection(COLLECTIONS.tickets).doc(input.ticketId);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ticketRef);
    if (!snapshot.exists) throw new HttpsError("not-found", ar.errors.ticketNotFound);
    const ticket = parseDocument(ticketSchema, ticketRef.path, snapshot.data());
    if (ticket.status === "void") throw new HttpsError("failed-precondition", ar.errors.ticketVoid);
    if (ticket.status === "checked_in") throw new HttpsError("failed-precondition", ar.errors.ticketCheckedIn);

    const generation = input.reissue ? ticket.generation + 1 : ticket.generation;
    const code = input.reissue
      ? encodeTicketCode({ eventId: ticket.eventId, ticketId: ticketRef.id, generation }, signer, nodeEd25519)
      : ticket.code;
    const after = { holderName: input.holderName, holderPhone: input.holderPhone, generation };
    updateTicketFields(tx, ticketRef, { ...holderUpdate(input), generation, ...codeFields(code) });
    tx.create(ticketRef.collection(COLLECTIONS.ticketHistory).doc(), {
      action: input.reissue ? "reissued" : "assigned",
      at: FieldValue.serverTimestamp(),
      byUid: actor.uid,
      byEmail: actor.email,
      before: holderOf(ticket),
      after,
    });
    return { ticketId: ticketRef.id, code, generation, status: ticket.status };
  });
}
