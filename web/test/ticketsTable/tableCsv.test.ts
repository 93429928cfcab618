import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { ticketsTableCsv } from "../../src/features/tickets/table/model/tableCsv";
import type { TicketView } from "../../src/data/ticketViews";

const ticket: TicketView = {
  id: "t1",
  eventId: "e1",
  ticketTypeId: "vip",
  orderId: "o1",
  code: "bw1.k.e1.t1.0.sig",
  generation: 0,
  status: "checked_in",
  channel: "box_office",
  eventTitle: "ديربي العاصمة",
  ticketTypeName: "منصة كبار الزوار",
  price: 25050,
  currency: "SAR",
  holderName: "=ريم",
  holderPhone: "0557654321",
  issuedAtMillis: Date.UTC(2026, 10, 21, 9, 5),
  checkedInAtMillis: Date.UTC(2026, 10, 22, 17, 30),
  checkedInGate: "البوابة الشمالية",
  sellerEmail: "sales@bawwaba.test",
};

describe("ticketsTableCsv", () => {
  it("writes a BOM, the Arabic header, and a line per ticket with Arabic status and channel", () => {
    const [header, line, end] = ticketsTableCsv([ticket]).slice(1).split("\r\n");
    expect(header).toBe(ar.ticketsTable.exportCsv.header.join(","));
    expect(end).toBe("");
    const cells = line!.split(",");
    expect(cells.slice(0, 6)).toEqual(["t1", "bw1.k.e1.t1.0.sig", "ديربي العاصمة", "منصة كبار الزوار", "'=ريم", "0557654321"]);
    expect(cells.slice(6, 12)).toEqual([ar.tickets.statuses.checked_in, ar.tickets.channels.box_office, "sales@bawwaba.test", "o1", "250.50", "SAR"]);
    expect(cells[14]).toBe("البوابة الشمالية");
  });

  it("writes times as Excel reads dates (year first), and leaves out what a ticket does not have", () => {
    const unused = { ...ticket, status: "valid" as const, checkedInAtMillis: undefined, checkedInGate: undefined };
    const cells = ticketsTableCsv([unused]).split("\r\n")[1]!.split(",");
    expect(cells[12]).toMatch(/^2026-11-2[12] \d{2}:\d{2}:\d{2}$/);
    expect(cells.slice(13)).toEqual(["", ""]);
  });
});
