// The gate list of an event (`events/{eventId}/gateList/{0..GATE_LIST_SHARDS-1}`):
// what a scanner must know to decide offline like the server, kept by the
// functions from the tickets' status. Revoked tickets (voided, refunded,
// cancelled: all `void`) and admitted ones (with time and gate), by ticket
// id, spread over a few compact documents: a fresh device reads the whole
// list in GATE_LIST_SHARDS reads, a device that synced before reads only the
// shards changed since (`updatedAt`), and a rush of check-ins writes to many
// documents, never to one.
// First: zod set up before any schema here is built (zodSetup.ts).
import "./zodSetup.js";
import { z } from "zod/mini";
import type { TicketStatus } from "./documents.js";

/**
 * 20 shards hold about 230,000 admitted tickets before one reaches
 * Firestore's 1 MiB (an entry takes about 90 bytes), and take 20 reads.
 */
export const GATE_LIST_SHARDS = 20;

/** The shard of a ticket: FNV-1a of its id, so every writer and reader agrees. */
export function gateListShardOf(ticketId: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < ticketId.length; index++) {
    hash ^= ticketId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return String((hash >>> 0) % GATE_LIST_SHARDS);
}

export const gateListAdmissionSchema = z.object({
  /** Epoch milliseconds of the admission. */
  at: z.number(),
  gate: z.optional(z.string()),
});
export type GateListAdmission = z.infer<typeof gateListAdmissionSchema>;

/** One shard as stored; `updatedAt` is set by the server on every change (a Timestamp). */
export const gateListShardSchema = z.object({
  revoked: z.optional(z.record(z.string(), z.literal(true))),
  admitted: z.optional(z.record(z.string(), gateListAdmissionSchema)),
});
export type GateListShard = z.infer<typeof gateListShardSchema>;

/** What a ticket's entry in the gate list is, given its status now. */
export type GateListEntry = { kind: "revoked" } | { kind: "admitted"; admission: GateListAdmission } | { kind: "none" };

export function gateListEntryOf(ticket: { status: TicketStatus; checkedInAtMillis?: number; checkedInGate?: string } | undefined): GateListEntry {
  if (ticket?.status === "void") return { kind: "revoked" };
  if (ticket?.status === "checked_in" && ticket.checkedInAtMillis !== undefined) {
    return { kind: "admitted", admission: { at: ticket.checkedInAtMillis, ...(ticket.checkedInGate === undefined ? {} : { gate: ticket.checkedInGate }) } };
  }
  return { kind: "none" };
}

export function sameGateListEntry(a: GateListEntry, b: GateListEntry): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== "admitted" || b.kind !== "admitted") return true;
  return a.admission.at === b.admission.at && a.admission.gate === b.admission.gate;
}

/** The whole list, as a scanner uses it. */
export interface GateListView {
  revoked: ReadonlySet<string>;
  admitted: ReadonlyMap<string, GateListAdmission>;
}

export function mergeGateListShards(shards: Iterable<GateListShard>): GateListView {
  const revoked = new Set<string>();
  const admitted = new Map<string, GateListAdmission>();
  for (const shard of shards) {
    for (const ticketId of Object.keys(shard.revoked ?? {})) revoked.add(ticketId);
    for (const [ticketId, admission] of Object.entries(shard.admitted ?? {})) admitted.set(ticketId, admission);
  }
  return { revoked, admitted };
}
