// The dashboard's numbers, read two ways for the tests: summed from an event's
// sales stats shards (as the dashboard does) and recounted from its tickets
// (what the shards must equal); and its admissions, as their shards add up.
import {
  admissionTotals,
  COLLECTIONS,
  parseDocument,
  salesStatsShardSchema,
  salesStatsUpdate,
  summarizeSales,
  ticketSchema,
  type AdmissionShardDoc,
  type DayRange,
  type SaleLine,
  type SalesSummary,
} from "@bawwaba/common";
import { adminDb } from "./emulators";

/** The event's stats shards as stored. */
export async function salesStatsShards(eventId: string) {
  const shards = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.salesStats).get();
  return shards.docs.map((doc) => ({ id: doc.id, ...parseDocument(salesStatsShardSchema, doc.ref.path, doc.data()) }));
}

/** The event's admission shards as stored. */
export async function admissionShards(eventId: string): Promise<AdmissionShardDoc[]> {
  const shards = await adminDb.collection(COLLECTIONS.events).doc(eventId).collection(COLLECTIONS.admissions).get();
  return shards.docs.map((doc) => doc.data() as AdmissionShardDoc);
}

/** The event's admissions as their shards add up: in all, by gate and by day. */
export async function admissionsOf(eventId: string) {
  return admissionTotals(await admissionShards(eventId));
}

/** The event's sales as its stats shards add up. */
export async function salesFromStats(eventId: string, range: DayRange = {}): Promise<SalesSummary> {
  return summarizeSales(await salesStatsShards(eventId), range);
}

/**
 * The event's sales recounted from its tickets that still count (valid or
 * checked in), each on its `salesDay`, named like the shards name them:
 * types by the tickets' type names, sellers by `emails` (uid → e-mail).
 */
export async function salesFromTickets(eventId: string, emails: Record<string, string>, range: DayRange = {}): Promise<SalesSummary> {
  const snapshot = await adminDb.collection(COLLECTIONS.tickets).where("eventId", "==", eventId).get();
  const tickets = snapshot.docs.map((doc) => parseDocument(ticketSchema, doc.ref.path, doc.data()));
  // A valid ticket counts its price and VAT; a voided one only the money its void gave back.
  const lines = tickets.flatMap((ticket): SaleLine[] => {
    const line = {
      day: ticket.salesDay ?? "no-day",
      channel: ticket.channel,
      ticketTypeId: ticket.ticketTypeId,
      ticketTypeName: ticket.ticketTypeName,
      sellerUid: ticket.sellerUid,
      sellerEmail: emails[ticket.sellerUid],
      ...(ticket.paymentMethod ? { paymentMethod: ticket.paymentMethod } : {}),
    };
    if (ticket.status !== "void") return [{ ...line, tickets: 1, revenue: ticket.price, vat: ticket.vat ?? 0 }];
    return ticket.refund ? [{ ...line, tickets: 0, revenue: 0, refunded: ticket.refund.amount, refundedVat: ticket.refund.vat }] : [];
  });
  // One update with plain numbers is itself a shard holding exactly these sales.
  const asShard = salesStatsUpdate({ eventId, currency: tickets[0]?.currency ?? "SAR" }, lines, (amount) => amount);
  return summarizeSales([salesStatsShardSchema.parse(asShard)], range);
}
