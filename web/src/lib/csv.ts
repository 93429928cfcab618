// CSV files made to open correctly in Excel: a UTF-8 byte order mark (without
// it Excel reads Arabic as Windows-1252 mojibake), CRLF line ends and RFC 4180
// quoting.
import { findCurrency, minorToMajorString } from "@bawwaba/common";

export type CsvValue = string | number | undefined;

const BOM = "\uFEFF";

// A cell whose text starts with one of these is a formula to Excel and
// LibreOffice ("=HYPERLINK(…)" in a holder's name would run when the file is
// opened; OWASP "CSV injection"). So is text right after a `,` or `;`
// (spaces between) in a spreadsheet whose list separator that is: Excel in
// many Arabic and European locales splits on `;`, where the quotes of a file
// written with `,` do not pair up to stop it, and `x;=HYPERLINK(…)` becomes
// two cells, the second a formula (docs/security.md "Exports and deployment"). Each such place gets
// an apostrophe: a leading one shows the rest as plain text, and one after
// the separator starts that would-be cell with it. A phone in its
// international form (+966…) is text and gets one too, as Excel users know.
const FORMULA_AT = /(^|[,;])(?=[ ]*[=+\-@\t\r])/g;

function cell(value: CsvValue): string {
  if (value === undefined) return "";
  // Numbers stay bare, so that a spreadsheet adds them up (a negative amount stays a number).
  if (typeof value === "number") return String(value);
  // Every text cell is quoted, so that only a list separator outside quotes
  // splits it, whatever Excel's own separator is.
  return `"${value.replace(FORMULA_AT, "$1'").replace(/"/g, '""')}"`;
}

function line(values: readonly CsvValue[]): string {
  return values.map(cell).join(",");
}

/** The whole file's text: the header line, then one line per row. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${BOM}${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}

/** An amount in minor units as its currency's major units ("50.00", "1.500"), a number Excel can add up. */
export function csvAmount(minor: number, currency: string): string {
  const known = findCurrency(currency);
  return known ? minorToMajorString(minor, known.code) : String(minor);
}
