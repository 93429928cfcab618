import { describe, expect, it } from "vitest";
import { ticketsCsv } from "../../src/features/tickets/model/ticketsCsv";

const row = { serial: 1, ticketId: "t1", code: "bw1.k.e.t1.0.sig", event: "حفل القصر", type: "عادية", label: "الراعي" };

describe("ticketsCsv", () => {
  it("starts with a UTF-8 byte order mark and the header, and ends lines with CRLF", () => {
    const csv = ticketsCsv([row]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("serial,ticketId,code,event,type,label\r\n1,t1,bw1.k.e.t1.0.sig,حفل القصر,عادية,الراعي\r\n");
  });

  it("keeps Arabic as it is (the BOM makes Excel read it as UTF-8)", () => {
    const bytes = new TextEncoder().encode(ticketsCsv([row]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain("حفل القصر");
  });

  it("quotes fields with commas, quotes, line breaks or edge spaces, doubling inner quotes", () => {
    const csv = ticketsCsv([{ ...row, event: 'حفل "الصيف", الكبير', type: "سطر\nثان", label: " مسافة " }]);
    expect(csv.split("\r\n")[1]).toBe('1,t1,bw1.k.e.t1.0.sig,"حفل ""الصيف"", الكبير","سطر\nثان"," مسافة "');
  });

  it("leaves absent serial and label empty", () => {
    const csv = ticketsCsv([{ ...row, serial: undefined, label: undefined }]);
    expect(csv.split("\r\n")[1]).toBe(",t1,bw1.k.e.t1.0.sig,حفل القصر,عادية,");
  });

  it("defuses text that a spreadsheet would run as a formula", () => {
    const csv = ticketsCsv([{ ...row, label: "=HYPERLINK(\"http://x\")" }, { ...row, serial: 2, label: "+1" }]);
    const lines = csv.split("\r\n");
    expect(lines[1]).toBe('1,t1,bw1.k.e.t1.0.sig,حفل القصر,عادية,"\'=HYPERLINK(""http://x"")"');
    expect(lines[2]).toBe("2,t1,bw1.k.e.t1.0.sig,حفل القصر,عادية,'+1");
  });

  it("has only the header for no tickets", () => {
    expect(ticketsCsv([])).toBe("\uFEFFserial,ticketId,code,event,type,label\r\n");
  });
});
