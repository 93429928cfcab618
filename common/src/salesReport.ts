// The accountant's sales report (docs/product.md "Tax and invoices"): one
// row per day, event, ticket type, channel and payment method, added up
// from the same sales stats shards the dashboard reads (salesStats.ts), so
// the report's figures and the dashboard's are one count. Days are each
// event's calendar days in its time zone (the organiser's unless the event
// is elsewhere).
import { inDayRange, type DayRange, type SalesStatsShardDoc } from "./salesStats.js";
import { REPORT_PAYMENT_METHODS, SALES_CHANNELS, type ReportPaymentMethod, type SalesChannel } from "./documents.js";

export interface SalesReportRow {
  day: string;
  eventId: string;
  ticketTypeId: string;
  ticketTypeName?: string;
  channel: SalesChannel;
  paymentMethod: ReportPaymentMethod;
  currency: string;
  /** Tickets sold that day, less those voided since. */
  quantity: number;
  /** What was sold, VAT included, before refunds. */
  gross: number;
  /** Given back for voided tickets, VAT included. */
  refunds: number;
  /** The VAT in what was kept (gross less refunds). */
  vat: number;
  /** What was kept without its VAT: gross − refunds − vat. */
  net: number;
}

/** The report's rows over `range`, by day, then event, type, channel and payment method. */
export function salesReportRows(shards: readonly SalesStatsShardDoc[], range: DayRange = {}): SalesReportRow[] {
  const rows = new Map<string, SalesReportRow>();
  for (const shard of shards) {
    for (const [day, stats] of Object.entries(shard.days ?? {})) {
      if (!inDayRange(day, range)) continue;
      for (const [key, figures] of Object.entries(stats.report ?? {})) {
        const [ticketTypeId = "", channel, paymentMethod] = key.split("|") as [string, SalesChannel, ReportPaymentMethod];
        const id = JSON.stringify([day, shard.eventId, key, shard.currency]);
        const row = rows.get(id) ?? {
          day,
          eventId: shard.eventId,
          ticketTypeId,
          ticketTypeName: shard.typeNames?.[ticketTypeId],
          channel,
          paymentMethod,
          currency: shard.currency,
          quantity: 0,
          gross: 0,
          refunds: 0,
          vat: 0,
          net: 0,
        };
        row.ticketTypeName ??= shard.typeNames?.[ticketTypeId];
        row.quantity += figures.tickets;
        row.gross += figures.revenue + figures.refunded;
        row.refunds += figures.refunded;
        row.vat += figures.vat;
        row.net += figures.revenue - figures.vat;
        rows.set(id, row);
      }
    }
  }
  const order = (row: SalesReportRow) => [SALES_CHANNELS.indexOf(row.channel), REPORT_PAYMENT_METHODS.indexOf(row.paymentMethod)];
  return [...rows.values()]
    .filter((row) => row.quantity !== 0 || row.gross !== 0)
    .sort((a, b) => {
      const [channelA, methodA] = order(a);
      const [channelB, methodB] = order(b);
      return (
        a.day.localeCompare(b.day) ||
        a.eventId.localeCompare(b.eventId) ||
        (a.ticketTypeName ?? a.ticketTypeId).localeCompare(b.ticketTypeName ?? b.ticketTypeId) ||
        channelA! - channelB! ||
        methodA! - methodB! ||
        a.currency.localeCompare(b.currency)
      );
    });
}
