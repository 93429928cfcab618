// The CSV export of a bulk job's tickets, made to open correctly in Excel:
// a UTF-8 byte order mark (without it Excel reads Arabic as Windows-1252
// mojibake), CRLF line ends and RFC 4180 quoting.
export interface TicketCsvRow {
  serial?: number;
  ticketId: string;
  code: string;
  event: string;
  type: string;
  label?: string;
}

const BOM = "\uFEFF";

// Column names are the fields' names, not Arabic labels: the file feeds
// printing houses' and integrators' tools, which match columns by name.
const HEADER = ["serial", "ticketId", "code", "event", "type", "label"] as const;

// A cell starting with one of these is a formula to Excel and LibreOffice
// ("=HYPERLINK(…)" in a label would run when the file is opened), so such
// text is prefixed with an apostrophe, which shows it as plain text (OWASP
// "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | undefined): string {
  if (value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(values: readonly (string | number | undefined)[]): string {
  return values.map(cell).join(",");
}

/** The whole file's text, header first: serial, ticketId, code, event, type, label. */
export function ticketsCsv(rows: readonly TicketCsvRow[]): string {
  const lines = [
    line(HEADER),
    ...rows.map((row) => line([row.serial, row.ticketId, row.code, row.event, row.type, row.label])),
  ];
  return `${BOM}${lines.join("\r\n")}\r\n`;
}
