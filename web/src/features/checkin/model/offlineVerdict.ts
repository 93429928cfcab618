// The verdict a scanner can reach alone, without the network: the code's
// signature against the public keys kept on the device, its event, the
// event's gate list as last synced (tickets voided, and admitted at any
// gate), and the tickets this device has seen enter since. What only the
// server knows (a change after the last sync, a newer code) is settled when
// the scan is sent later; a different answer then is a conflict. It brings
// the Ed25519 verifier, so checkIn loads it when the page opens rather than
// with the page's first download (see docs/performance.md § Libraries
// loaded on demand).
import { parseGateCode, type GateListView } from "@bawwaba/common";
import { verifyTicketCode, type TicketKeyRing } from "@bawwaba/common/ticketCode";
import type { Admission } from "./admittedTickets";

export type OfflineVerdict =
  | { result: "accepted"; ticketId: string }
  | { result: "already_used"; ticketId: string; firstCheckIn: Admission }
  | { result: "wrong_event"; ticketId: string }
  | { result: "void"; ticketId: string }
  | { result: "invalid"; unknownKey: boolean }
  /** A typed gate code: only the server can say which ticket has it (docs/product.md §4 "Gate codes"). */
  | { result: "gate_code_offline" };

export interface OfflineContext {
  /** The event the gate is scanning. */
  eventId: string;
  keyRing: TicketKeyRing;
  /** Tickets of `eventId` seen entering on this device. */
  admitted: ReadonlyMap<string, Admission>;
  /** The event's gate list as last synced, when the device has one. */
  gateList?: GateListView;
}

export function offlineVerdict(code: string, { eventId, keyRing, admitted, gateList }: OfflineContext): OfflineVerdict {
  // A gate code is taken from the signature it stands for, which the device
  // does not have: it can tell a mistyped one (the check character) but not
  // which ticket a well-typed one names, nor whether it is genuine.
  if (parseGateCode(code) !== undefined) return { result: "gate_code_offline" };
  const verified = verifyTicketCode(code, keyRing);
  // A key the device has not loaded yet proves nothing either way; the
  // overlay says so instead of calling the ticket forged.
  if (!verified.ok) return { result: "invalid", unknownKey: verified.reason === "unknown_key" };
  const { ticketId } = verified.payload;
  if (verified.payload.eventId !== eventId) return { result: "wrong_event", ticketId };
  if (gateList?.revoked.has(ticketId)) return { result: "void", ticketId };
  // The list has the server's first entry; the device's own is only newer.
  const listed = gateList?.admitted.get(ticketId);
  const firstCheckIn = listed ? { atMillis: listed.at, gate: listed.gate } : admitted.get(ticketId);
  return firstCheckIn ? { result: "already_used", ticketId, firstCheckIn } : { result: "accepted", ticketId };
}
