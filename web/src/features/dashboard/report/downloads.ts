// The accountant's two files for the dashboard's period, made and saved when
// asked: the sales report, from the same sales stats shards the dashboard
// shows (salesReport.ts), and the invoices and credit notes issued. Loaded
// as a chunk of its own on the first download (components/ReportDownloads.tsx).
import { DEFAULT_TIME_ZONE, salesDayOf, salesReportMessages, salesReportRows, shiftDay, type DayRange, type SalesStatsShardDoc } from "@bawwaba/common";
import { downloadTextFile } from "../../../lib/downloadTextFile";
import type { DashboardEvent } from "../model/types";
import { salesReportCsv } from "./salesReportCsv";
import { fetchTaxDocuments, type IssuedBetween } from "./taxDocumentsApi";
import { documentsInPeriod, taxDocumentsCsv } from "./taxDocumentsCsv";

const CSV = "text/csv;charset=utf-8";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportPeriod {
  /** The shards the dashboard shows: of the chosen event, or of every event. */
  shards: readonly SalesStatsShardDoc[];
  range: DayRange;
  today: string;
  /** The chosen event; null: all events. */
  eventId: string | null;
  events: readonly DashboardEvent[];
}

export function downloadSalesReport({ shards, range, today, events }: ReportPeriod): void {
  const rows = salesReportRows(shards, range);
  const titles = new Map(events.map((event) => [event.id, event.title]));
  const csv = salesReportCsv(rows, titles);
  downloadTextFile(salesReportMessages.sales.fileName(range.from ?? rows[0]?.day ?? today, range.to ?? today), csv, CSV);
}

/**
 * The instants that hold every day of `range` in any time zone (UTC−12 to
 * UTC+14): a day's margin on each side, the days themselves picked out
 * afterwards in each event's zone.
 */
function issuedAround(range: DayRange): IssuedBetween {
  return {
    from: range.from === undefined ? undefined : Date.parse(`${range.from}T00:00:00Z`) - DAY_MS,
    before: range.to === undefined ? undefined : Date.parse(`${shiftDay(range.to, 1)}T00:00:00Z`) + DAY_MS,
  };
}

export async function downloadTaxDocuments({ range, today, eventId, events }: ReportPeriod): Promise<void> {
  const zones = new Map(events.map((event) => [event.id, event.timeZone]));
  const timeZoneOf = (id: string) => zones.get(id) ?? DEFAULT_TIME_ZONE;
  const documents = documentsInPeriod(await fetchTaxDocuments(issuedAround(range)), range, eventId, timeZoneOf);
  const first = documents[0];
  const from = range.from ?? (first ? salesDayOf(first.issuedAt, timeZoneOf(first.eventId)) : today);
  downloadTextFile(salesReportMessages.documents.fileName(from, range.to ?? today), taxDocumentsCsv(documents, timeZoneOf), CSV);
}
