// The append-only log of an order's corrections (`orders/{id}/audit`): who,
// when, what, why, and the values before and after. Written in the same
// transaction as the change it describes, so neither exists without the other.
import { COLLECTIONS, type OrderAuditAction } from "@bawwaba/common";
import { FieldValue, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../../shared/https.js";

export interface AuditEntry {
  action: OrderAuditAction;
  reason: string;
  ticketIds?: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export function writeAudit(tx: Transaction, orderRef: DocumentReference, actor: Caller, entry: AuditEntry): void {
  tx.create(orderRef.collection(COLLECTIONS.orderAudit).doc(), {
    ...entry,
    at: FieldValue.serverTimestamp(),
    byUid: actor.uid,
    byEmail: actor.email,
  });
}
