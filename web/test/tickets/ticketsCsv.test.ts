import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { ticketsCsv } from "../../src/features/tickets/model/ticketsCsv";

const row = { serial: 1, ticketId: "t1", code: "bw1.k.e.t1.0.sig", event: "حفل القصر", type: "عادية", label: "الراعي" };
const { fields } = ar.tickets;
const HEADER = `"${fields.serial}","${fields.ticketId}","${fields.code}","${fields.event}","${fields.type}","${fields.label}"`;

describe("ticketsCsv", () => {
  it("starts with a UTF-8 byte order mark and the Arabic header, quotes text, and ends lines with CRLF", () => {
    const csv = ticketsCsv([row]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe(`${HEADER}\r\n1,"t1","bw1.k.e.t1.0.sig","حفل القصر","عادية","الراعي"\r\n`);
  });

  it("names its columns in Arabic, as the tickets table's export does", () => {
    expect(ar.bulkTickets.bulk.csvHeader).toEqual([fields.serial, fields.ticketId, fields.code, fields.event, fields.type, fields.label]);
  });

  it("keeps Arabic as it is (the BOM makes Excel read it as UTF-8)", () => {
    const bytes = new TextEncoder().encode(ticketsCsv([row]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("حفل القصر");
  });

  it("keeps commas, quotes, line breaks and edge spaces inside the quotes, doubling inner quotes", () => {
    const csv = ticketsCsv([{ ...row, event: 'حفل "الصيف", الكبير', type: "سطر\nثان", label: " مسافة " }]);
    expect(csv.split("\r\n")[1]).toBe('1,"t1","bw1.k.e.t1.0.sig","حفل ""الصيف"", الكبير","سطر\nثان"," مسافة "');
  });

  it("leaves absent serial and label empty", () => {
    const csv = ticketsCsv([{ ...row, serial: undefined, label: undefined }]);
    expect(csv.split("\r\n")[1]).toBe(',"t1","bw1.k.e.t1.0.sig","حفل القصر","عادية",');
  });

  it("defuses text that a spreadsheet would run as a formula", () => {
    const csv = ticketsCsv([{ ...row, label: "=HYPERLINK(\"http://x\")" }, { ...row, serial: 2, label: "+1" }]);
    const lines = csv.split("\r\n");
    expect(lines[1]).toBe('1,"t1","bw1.k.e.t1.0.sig","حفل القصر","عادية","\'=HYPERLINK(""http://x"")"');
    expect(lines[2]).toBe('2,"t1","bw1.k.e.t1.0.sig","حفل القصر","عادية","\'+1"');
  });

  it("has only the header for no tickets", () => {
    expect(ticketsCsv([])).toBe(`\uFEFF${HEADER}\r\n`);
  });
});
