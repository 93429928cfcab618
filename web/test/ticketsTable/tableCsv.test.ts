import { ar } from "@bawwaba/common";
import { describe, expect, it } from "vitest";
import { answerColumns, ticketsTableCsv } from "../../src/features/tickets/table/model/tableCsv";
import type { TicketView } from "../../src/data/ticketViews";

const ticket: TicketView = {
  id: "t1",
  eventId: "e1",
  ticketTypeId: "vip",
  orderId: "o1",
  // A reference whose check character matches (common/src/orderReference.ts).
  orderReference: "4Z02HD1S",
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

const { exportCsv, fields } = { exportCsv: ar.ticketsTable.exportCsv, fields: ar.tickets.fields };
const ZONES: Record<string, string> = { e1: "Asia/Riyadh", e2: "Europe/London" };
const timeZoneOf = (eventId: string) => ZONES[eventId]!;

/** The cells of one CSV line (RFC 4180: quoted fields, "" for a quote). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)) cells.push(match[1]?.replace(/""/g, '"') ?? match[2] ?? "");
  return cells;
}

function lines(tickets: TicketView[], includeCodes = false): string[][] {
  const [header, ...rows] = ticketsTableCsv(tickets, { includeCodes, timeZoneOf }).slice(1).trimEnd().split("\r\n");
  return [cellsOf(header!), ...rows.map(cellsOf)];
}

describe("ticketsTableCsv", () => {
  it("writes a BOM, the Arabic header, and a line per ticket with Arabic status and channel, without the entry code", () => {
    const csv = ticketsTableCsv([ticket], { includeCodes: false, timeZoneOf });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).not.toContain(ticket.code);
    const [header, line] = lines([ticket]);
    expect(header).toEqual(exportCsv.header);
    expect(header).not.toContain(fields.code);
    expect(line!.slice(0, 5)).toEqual(["t1", "ديربي العاصمة", "منصة كبار الزوار", "'=ريم", "0557654321"]);
    expect(line!.slice(5, 12)).toEqual([
      ar.tickets.statuses.checked_in,
      ar.tickets.channels.box_office,
      "sales@bawwaba.test",
      "o1",
      "BW-4Z02-HD1S",
      "250.50",
      "SAR",
    ]);
    expect(line![14]).toBe("البوابة الشمالية");
  });

  it("adds the signed entry codes, after the ticket number, only when asked", () => {
    const [header, line] = lines([ticket], true);
    expect(header!.slice(0, 3)).toEqual([fields.ticketId, fields.code, fields.event]);
    expect(line!.slice(0, 3)).toEqual(["t1", "bw1.k.e1.t1.0.sig", "ديربي العاصمة"]);
    expect(header).toHaveLength(exportCsv.header.length + 1);
    expect(line).toHaveLength(header!.length);
  });

  it("writes times in ISO 8601 in the event's time zone, with its offset", () => {
    const [, riyadh, london, summer] = lines([
      ticket,
      { ...ticket, eventId: "e2" },
      { ...ticket, eventId: "e2", issuedAtMillis: Date.UTC(2026, 6, 1, 9, 5, 7) },
    ]);
    expect(riyadh!.slice(12, 14)).toEqual(["2026-11-21T12:05:00+03:00", "2026-11-22T20:30:00+03:00"]);
    expect(london![12]).toBe("2026-11-21T09:05:00+00:00");
    expect(summer![12]).toBe("2026-07-01T10:05:07+01:00");
  });

  it("leaves out what a ticket does not have", () => {
    const unused = { ...ticket, status: "valid" as const, checkedInAtMillis: undefined, checkedInGate: undefined, orderReference: undefined };
    const [, line] = lines([unused]);
    expect(line![9]).toBe("");
    expect(line!.slice(13)).toEqual(["", "", ""]);
  });

  it("writes the promo code a ticket was bought with after the entry gate", () => {
    const [header, line, without] = lines([{ ...ticket, promoCode: "VIP2026" }, ticket]);
    expect(header![15]).toBe("رمز الخصم");
    expect(header![15]).toBe(ar.ticketsTable.filters.promoCode);
    expect(line![15]).toBe("VIP2026");
    expect(without![15]).toBe("");
  });

  it("adds one column per question label the tickets answered, in the order first met, yes/no in words", () => {
    const size = { questionId: "size", label: "المقاس", value: "L" };
    const student = { questionId: "student", label: "طالب؟", value: true };
    const age = { questionId: "age", label: "العمر", value: 19 };
    const [header, first, second, none] = lines([
      { ...ticket, answers: [size, student] },
      // The same label from another event's question is the same column.
      { ...ticket, id: "t2", answers: [{ ...age }, { ...student, questionId: "other", value: false }] },
      { ...ticket, id: "t3" },
    ]);
    expect(header!.slice(exportCsv.header.length)).toEqual(["المقاس", "طالب؟", "العمر"]);
    expect(first!.slice(exportCsv.header.length)).toEqual(["L", ar.answerWords.yes, ""]);
    expect(second!.slice(exportCsv.header.length)).toEqual(["", ar.answerWords.no, "19"]);
    expect(none!.slice(exportCsv.header.length)).toEqual(["", "", ""]);
    for (const line of [first, second, none]) expect(line).toHaveLength(header!.length);
  });

  it("keeps a label that reads as a formula from running in the spreadsheet", () => {
    const [header, line] = lines([{ ...ticket, answers: [{ questionId: "q", label: "=HYPERLINK(1)", value: "-1" }] }]);
    expect(header!.at(-1)).toBe("'=HYPERLINK(1)");
    expect(line!.at(-1)).toBe("'-1");
  });
});

describe("answerColumns", () => {
  it("is empty when no ticket answered anything", () => {
    expect(answerColumns([{}, { answers: [] }])).toEqual([]);
  });
});
