// The CSV export of a bulk job's tickets (lib/csv.ts makes it open in Excel).
import { bulkTicketsMessages } from "@bawwaba/common";
import { csvText } from "../../../lib/csv";

export interface TicketCsvRow {
  serial?: number;
  ticketId: string;
  code: string;
  event: string;
  type: string;
  label?: string;
}

/** The whole file's text, header first (in Arabic): serial, ticket id, code, event, type, label. */
export function ticketsCsv(rows: readonly TicketCsvRow[]): string {
  return csvText(
    bulkTicketsMessages.bulk.csvHeader,
    rows.map((row) => [row.serial, row.ticketId, row.code, row.event, row.type, row.label]),
  );
}
