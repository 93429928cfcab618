// Voiding tickets inside a correction's transaction: each is refused at the
// gate from then on (redeemTicket answers `void`), and a ticket that was
// still unused goes back on sale exactly once, because only the move from
// `valid` to `void` returns it and the transaction re-reads the status.
import { COLLECTIONS, parseDocument, ticketSchema, type TicketDoc } from "@bawwaba/common";
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import { readShardsIn, returnToShards, type Shard } from "../../inventory/inventory.js";

export interface TicketToVoid {
  id: string;
  ticket: TicketDoc;
}

export function ticketsOf(snapshots: readonly DocumentSnapshot[]): TicketToVoid[] {
  return snapshots
    .filter((snapshot) => snapshot.exists)
    .map((snapshot) => ({ id: snapshot.id, ticket: parseDocument(ticketSchema, snapshot.ref.path, snapshot.data()) }));
}

/**
 * Reads (in `tx`) the shards of every type whose tickets go back on sale:
 * the valid tickets among `tickets`, plus `unwritten` reserved but never
 * written tickets of a bulk job. Returns the writes to make once all reads
 * are done.
 */
export async function planVoiding(
  tx: Transaction,
  db: Firestore,
  eventId: string,
  tickets: readonly TicketToVoid[],
  unwritten?: { ticketTypeId: string; count: number },
): Promise<{ voided: string[]; returnedToSale: number; apply: (reason: string) => void }> {
  const toVoid = tickets.filter(({ ticket }) => ticket.status !== "void");
  const returns = new Map<string, number>();
  for (const { ticket } of toVoid) {
    // A ticket already used stays counted: its holder came in.
    if (ticket.status === "valid") returns.set(ticket.ticketTypeId, (returns.get(ticket.ticketTypeId) ?? 0) + 1);
  }
  if (unwritten && unwritten.count > 0) {
    returns.set(unwritten.ticketTypeId, (returns.get(unwritten.ticketTypeId) ?? 0) + unwritten.count);
  }
  const shardsByType = new Map<string, Shard[]>();
  for (const ticketTypeId of returns.keys()) shardsByType.set(ticketTypeId, await readShardsIn(tx, db, eventId, ticketTypeId));

  return {
    voided: toVoid.map(({ id }) => id),
    returnedToSale: [...returns.values()].reduce((sum, count) => sum + count, 0),
    apply: (reason) => {
      for (const { id } of toVoid) {
        tx.update(db.collection(COLLECTIONS.tickets).doc(id), {
          status: "void",
          voidedAt: FieldValue.serverTimestamp(),
          voidReason: reason,
        });
      }
      for (const [ticketTypeId, count] of returns) returnToShards(tx, db, eventId, shardsByType.get(ticketTypeId)!, count);
    },
  };
}
