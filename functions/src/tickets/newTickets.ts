// New ticket documents and their signed codes. Codes are signed before any
// transaction starts (ids are random, generation 0), so the transaction
// itself stays short under a rush.
import { COLLECTIONS, type TicketDoc } from "@bawwaba/common";
import { encodeTicketCode, type TicketSigner } from "@bawwaba/common/ticketCode";
import { nodeEd25519 } from "@bawwaba/common/ticketCodeNode";
import { holderKeyOf } from "@bawwaba/common/ticketSearch";
import { FieldValue, type Firestore, type Timestamp } from "firebase-admin/firestore";

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

export type NewTicketFields = Omit<TicketDoc, "code" | "generation" | "status" | "issuedAt" | "holderKey">;

/** The stored document of a newly issued, valid ticket. */
export function newTicketDoc(
  signed: Pick<SignedTicket, "code">,
  fields: NewTicketFields,
  issuedAt: FieldValue | Timestamp = FieldValue.serverTimestamp(),
) {
  return {
    ...fields,
    ...(fields.holderName === undefined ? {} : { holderKey: holderKeyOf(fields.holderName) }),
    code: signed.code,
    generation: 0,
    status: "valid" as const,
    issuedAt,
  } satisfies Omit<TicketDoc, "issuedAt"> & { issuedAt: FieldValue | Timestamp };
}
