// An order's tickets and audit log as the sales editor holds them (the order
// itself is web/src/data/orders.ts):
// the stored documents with their ids and dates as epoch milliseconds, so
// nothing outside api.ts depends on the Firestore SDK.
import type { OrderAuditAction, StoredAnswer, TicketStatus } from "@bawwaba/common";

export interface EditorTicket {
  id: string;
  /** The signed code: the editor names the ticket by its gate code (common/src/gateCode.ts). */
  code: string;
  ticketTypeId: string;
  ticketTypeName: string;
  status: TicketStatus;
  /** Its price (minor units, VAT included) and the VAT in it: what voiding it gives back (common/src/refunds.ts). */
  price: number;
  vat?: number;
  holderName?: string;
  holderPhone?: string;
  serial?: number;
  voidReason?: string;
  /** Its answers to the event's per-ticket questions. */
  answers?: StoredAnswer[];
}

export interface AuditEntry {
  id: string;
  action: OrderAuditAction;
  atMillis: number;
  byUid: string;
  byEmail?: string;
  reason: string;
  ticketIds?: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

