// The invoices and credit notes issued in the dashboard's period as a CSV
// file (lib/csv.ts): one line per document, in the order issued, its time
// as its event's clocks showed it (the zone the sales report's days are
// counted in), amounts in the currency's major
// units as the document states them (a credit note's are what it gives back).
import { formatOrderReference, inDayRange, millisToZonedLocal, salesDayOf, salesReportMessages, type DayRange, type TaxDocumentView } from "@bawwaba/common";
import { csvAmount, csvText } from "../../../lib/csv";

const texts = salesReportMessages.documents;

/**
 * The documents issued on the days of `range`, each day in its event's time
 * zone as the sales stats count them (salesStats.ts salesDayOf), and of
 * `eventId` when one is chosen; in the order issued.
 */
export function documentsInPeriod(
  documents: readonly TaxDocumentView[],
  range: DayRange,
  eventId: string | null,
  timeZoneOf: (eventId: string) => string,
): TaxDocumentView[] {
  return documents
    .filter((document) => eventId === null || document.eventId === eventId)
    .filter((document) => inDayRange(salesDayOf(document.issuedAt, timeZoneOf(document.eventId)), range))
    .sort((a, b) => a.issuedAt - b.issuedAt || a.number.localeCompare(b.number));
}

export function taxDocumentsCsv(documents: readonly TaxDocumentView[], timeZoneOf: (eventId: string) => string): string {
  return csvText(
    texts.header,
    documents.map((document) => [
      document.number,
      texts.kinds[document.kind],
      // "2026-11-27 14:05": a date and time Excel reads as one.
      millisToZonedLocal(document.issuedAt, timeZoneOf(document.eventId)).replace("T", " "),
      document.orderReference ? formatOrderReference(document.orderReference) : document.orderId,
      document.eventTitle,
      document.currency,
      csvAmount(document.totals.gross, document.currency),
      csvAmount(document.totals.vat, document.currency),
      csvAmount(document.totals.net, document.currency),
      document.invoiceNumber,
      document.reason,
    ]),
  );
}
