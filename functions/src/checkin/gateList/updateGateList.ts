// Keeps an event's gate list (common/src/gateList.ts) in step with one of its
// tickets: called with the ticket before and after a change, it writes the
// ticket's entry into its shard only when the entry changes (a ticket
// assigned writes nothing). A merge of one map key, without a transaction:
// writes of different tickets never conflict, and a repeated call writes the
// same entry again.
import {
  COLLECTIONS,
  gateListEntryOf,
  gateListShardOf,
  sameGateListEntry,
  type GateListEntry,
  type TicketStatus,
} from "@bawwaba/common";
import { FieldValue, type DocumentData, type Firestore, type Timestamp } from "firebase-admin/firestore";

/** A ticket document as the trigger sees it (absent when created or deleted). */
type TicketData = DocumentData | undefined;

function entryOf(ticket: TicketData): GateListEntry {
  if (!ticket) return { kind: "none" };
  return gateListEntryOf({
    status: ticket.status as TicketStatus,
    checkedInAtMillis: (ticket.checkedInAt as Timestamp | undefined)?.toMillis(),
    checkedInGate: ticket.checkedInGate as string | undefined,
  });
}

export async function updateGateList(db: Firestore, ticketId: string, before: TicketData, after: TicketData): Promise<void> {
  if (sameGateListEntry(entryOf(before), entryOf(after))) return;
  // Trigger runs may arrive out of order (admitted, then voided, delivered
  // the other way round): the entry written is the ticket's as it is now, so
  // the last run leaves the list as the ticket is.
  const current = (await db.collection(COLLECTIONS.tickets).doc(ticketId).get()).data();
  const entry = entryOf(current);
  const eventId = (current ?? after ?? before)?.eventId as string | undefined;
  if (!eventId) return;
  const shard = db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(COLLECTIONS.gateList)
    .doc(gateListShardOf(ticketId));
  // Map keys, not field paths: a ticket id is taken literally.
  await shard.set(
    {
      revoked: { [ticketId]: entry.kind === "revoked" ? true : FieldValue.delete() },
      admitted: { [ticketId]: entry.kind === "admitted" ? entry.admission : FieldValue.delete() },
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}
