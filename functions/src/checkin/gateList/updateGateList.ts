// Keeps an event's gate list (common/src/gateList.ts) in step with one of its
// tickets: called with the ticket before and after a change, it writes the
// ticket's entry into its shard only when the entry changes (a ticket issued
// or assigned writes nothing). A merge of one map key, without a transaction:
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
  const entry = entryOf(after);
  if (sameGateListEntry(entryOf(before), entry)) return;
  const eventId = (after ?? before)?.eventId as string | undefined;
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
