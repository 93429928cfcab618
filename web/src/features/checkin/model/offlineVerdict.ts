// The verdict a scanner can reach alone, without the network: the code's
// signature against the public keys kept on the device, its event, and the
// tickets this device has already seen enter. What only the server knows
// (a voided ticket, a newer code, an entry at another gate) is settled when
// the scan is sent later; a different answer then is a conflict.
import { publicKeyFromText, verifyTicketCode, type TicketKeyRing } from "@bawwaba/common/ticketCode";
import type { Admission } from "./admittedTickets";

export type OfflineVerdict =
  | { result: "accepted"; ticketId: string }
  | { result: "already_used"; ticketId: string; firstCheckIn: Admission }
  | { result: "wrong_event"; ticketId: string }
  | { result: "invalid"; unknownKey: boolean };

export interface OfflineContext {
  /** The event the gate is scanning. */
  eventId: string;
  keyRing: TicketKeyRing;
  /** Tickets of `eventId` seen entering on this device. */
  admitted: ReadonlyMap<string, Admission>;
}

export function offlineVerdict(code: string, { eventId, keyRing, admitted }: OfflineContext): OfflineVerdict {
  const verified = verifyTicketCode(code, keyRing);
  // A key the device has not loaded yet proves nothing either way; the
  // overlay says so instead of calling the ticket forged.
  if (!verified.ok) return { result: "invalid", unknownKey: verified.reason === "unknown_key" };
  const { ticketId } = verified.payload;
  if (verified.payload.eventId !== eventId) return { result: "wrong_event", ticketId };
  const firstCheckIn = admitted.get(ticketId);
  return firstCheckIn ? { result: "already_used", ticketId, firstCheckIn } : { result: "accepted", ticketId };
}

/** The key ring from the public keys as published (`ticketKeys`: kid → text); a malformed key is left out. */
export function keyRingFromTexts(keys: Readonly<Record<string, string>>): TicketKeyRing {
  const ring = new Map<string, Uint8Array>();
  for (const [kid, text] of Object.entries(keys)) {
    try {
      ring.set(kid, publicKeyFromText(text));
    } catch {
      // Verifies nothing; the other keys still do.
    }
  }
  return ring;
}
