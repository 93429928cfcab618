// Tickets, history, scans and bulk jobs as the ticket pages hold them (an
// order is web/src/data/orders.ts): the stored documents with their ids and dates as epoch milliseconds,
// so nothing outside api.ts depends on the Firestore SDK.
import type {
  CheckInResult,
  JobStatus,
  SalesChannel,
  StoredAnswer,
  TicketHistoryAction,
  TicketStatus,
} from "@bawwaba/common";

export interface TicketView {
  id: string;
  eventId: string;
  ticketTypeId: string;
  orderId: string;
  /** The order's reference (common/src/orderReference.ts), when its order has one. */
  orderReference?: string;
  code: string;
  generation: number;
  status: TicketStatus;
  channel: SalesChannel;
  eventTitle: string;
  ticketTypeName: string;
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  holderName?: string;
  holderPhone?: string;
  issuedAtMillis: number;
  checkedInAtMillis?: number;
  checkedInGate?: string;
  /** Who sold or generated it. */
  sellerEmail?: string;
  jobId?: string;
  serial?: number;
  label?: string;
  /** The promo code (normalized) it was bought with. */
  promoCode?: string;
  /** Its answers to the event's per-ticket questions, with their labels. */
  answers?: StoredAnswer[];
}

/** Where a ticket is held: the event's own details the ticket does not copy. */
export interface TicketEventInfo {
  title: string;
  venue: string;
  startsAtMillis: number;
  timeZone: string;
}

export interface HolderSnapshot {
  holderName?: string;
  holderPhone?: string;
  generation: number;
}

export interface HistoryEntryView {
  id: string;
  action: TicketHistoryAction;
  atMillis: number;
  byUid: string;
  byEmail?: string;
  before?: HolderSnapshot;
  after: HolderSnapshot;
}

export interface CheckInView {
  id: string;
  result: CheckInResult;
  gate?: string;
  atMillis: number;
}

export interface JobView {
  id: string;
  status: JobStatus;
  done: number;
  total: number;
  eventId: string;
  ticketTypeId: string;
  label?: string;
  createdAtMillis: number;
  error?: string;
}

/** The tickets a paginated list shows: one event (and type), or one bulk job. */
export type TicketListFilter = { eventId: string; ticketTypeId?: string } | { jobId: string };
