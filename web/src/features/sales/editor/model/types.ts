// Orders, their tickets and their audit log as the sales editor holds them:
// the stored documents with their ids and dates as epoch milliseconds, so
// nothing outside api.ts depends on the Firestore SDK.
import type {
  OrderAuditAction,
  OrderItem,
  OrderStatus,
  PaymentMethod,
  SalesChannel,
  TicketStatus,
} from "@bawwaba/common";

export interface Buyer {
  name: string;
  phone?: string;
  email?: string;
}

export interface EditorOrder {
  id: string;
  eventId: string;
  eventTitle: string;
  items: OrderItem[];
  /** Minor units of `currency`. */
  total: number;
  currency: string;
  status: OrderStatus;
  channel: SalesChannel;
  payment?: PaymentMethod;
  buyer: Buyer;
  sellerEmail?: string;
  ticketIds: string[];
  jobId?: string;
  createdAtMillis: number;
  cancelledAtMillis?: number;
  cancelReason?: string;
}

export interface EditorTicket {
  id: string;
  ticketTypeName: string;
  status: TicketStatus;
  holderName?: string;
  holderPhone?: string;
  serial?: number;
  voidReason?: string;
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

