// CSV files made to open correctly in Excel: a UTF-8 byte order mark (without
// it Excel reads Arabic as Windows-1252 mojibake), CRLF line ends and RFC 4180
// quoting.
export type CsvValue = string | number | undefined;

const BOM = "\uFEFF";

// A cell starting with one of these is a formula to Excel and LibreOffice
// ("=HYPERLINK(…)" in a label would run when the file is opened), so such
// text is prefixed with an apostrophe, which shows it as plain text (OWASP
// "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvValue): string {
  if (value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

function line(values: readonly CsvValue[]): string {
  return values.map(cell).join(",");
}

/** The whole file's text: the header line, then one line per row. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${BOM}${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}
