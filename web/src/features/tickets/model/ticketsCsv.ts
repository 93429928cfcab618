// The CSV export of a bulk job's tickets (lib/csv.ts makes it open in Excel).
import { csvText } from "../../../lib/csv";

export interface TicketCsvRow {
  serial?: number;
  ticketId: string;
  code: string;
  event: string;
  type: string;
  label?: string;
}

// Column names are the fields' names, not Arabic labels: the file feeds
// printing houses' and integrators' tools, which match columns by name.
const HEADER = ["serial", "ticketId", "code", "event", "type", "label"] as const;

/** The whole file's text, header first: serial, ticketId, code, event, type, label. */
export function ticketsCsv(rows: readonly TicketCsvRow[]): string {
  return csvText(HEADER, rows.map((row) => [row.serial, row.ticketId, row.code, row.event, row.type, row.label]));
}
