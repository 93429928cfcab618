// New tickets' ids and signed codes. Codes are signed before any transaction
// starts (ids are random, generation 0), so the transaction itself stays
// short under a rush; the lifecycle writes the documents (lifecycle.ts).
import { COLLECTIONS } from "@bawwaba/common";
import { encodeTicketCode, type TicketSigner } from "@bawwaba/common/ticketCode";
import { nodeEd25519 } from "@bawwaba/common/ticketCodeNode";
import type { Firestore } from "firebase-admin/firestore";

export interface SignedTicket {
  ticketId: string;
  code: string;
}

/** `count` fresh ticket ids of `eventId` with their codes. */
export function signNewTickets(db: Firestore, signer: TicketSigner, eventId: string, count: number): SignedTicket[] {
  return Array.from({ length: count }, () => {
    const ticketId = db.collection(COLLECTIONS.tickets).doc().id;
    return { ticketId, code: encodeTicketCode({ eventId, ticketId }, signer, nodeEd25519) };
  });
}
