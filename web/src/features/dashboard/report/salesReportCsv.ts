// The accountant's sales report as a CSV file (lib/csv.ts: Excel opens it
// with the Arabic intact): salesReportRows's rows, one per day, event,
// ticket type, channel and payment method, named in Arabic, amounts in the
// currency's major units (docs/product.md "Tax and invoices").
import { salesReportMessages, type SalesReportRow } from "@bawwaba/common";
import { csvAmount, csvText } from "../../../lib/csv";

const texts = salesReportMessages.sales;

/** `titles`: event id → its title (an event no longer there is named as deleted). */
export function salesReportCsv(rows: readonly SalesReportRow[], titles: ReadonlyMap<string, string>): string {
  return csvText(
    texts.header,
    rows.map((row) => [
      row.day,
      titles.get(row.eventId) ?? texts.unnamedEvent,
      row.ticketTypeName ?? texts.unnamedType,
      texts.channels[row.channel],
      texts.paymentMethods[row.paymentMethod],
      row.currency,
      row.quantity,
      csvAmount(row.gross, row.currency),
      csvAmount(row.refunds, row.currency),
      csvAmount(row.vat, row.currency),
      csvAmount(row.net, row.currency),
    ]),
  );
}
