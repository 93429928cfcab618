// The CSV export of /tickets-table: the tickets of the current filter with
// Arabic column names and values, for staff to open in Excel (lib/csv.ts).
import { findCurrency, minorToMajorString, ticketsTableMessages } from "@bawwaba/common";
import { csvText } from "../../../../lib/csv";
import type { TicketView } from "../../../../data/ticketViews";

const { exportCsv, statuses, channels } = ticketsTableMessages;

// "2026-11-21 18:05:00": the Swedish locale writes ISO-ordered local times,
// which Excel reads as dates whatever its own language.
const excelTime = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "medium" });

function time(millis: number | undefined): string | undefined {
  return millis === undefined ? undefined : excelTime.format(millis);
}

/** "50.00" in the currency's major unit, as a number Excel can add up. */
function amount(ticket: TicketView): string {
  const currency = findCurrency(ticket.currency);
  return currency ? minorToMajorString(ticket.price, currency.code) : String(ticket.price);
}

export function ticketsTableCsv(tickets: readonly TicketView[]): string {
  return csvText(
    exportCsv.header,
    tickets.map((ticket) => [
      ticket.id,
      ticket.code,
      ticket.eventTitle,
      ticket.ticketTypeName,
      ticket.holderName,
      ticket.holderPhone,
      statuses[ticket.status],
      channels[ticket.channel],
      ticket.sellerEmail,
      ticket.orderId,
      amount(ticket),
      ticket.currency,
      time(ticket.issuedAtMillis),
      time(ticket.checkedInAtMillis),
      ticket.checkedInGate,
    ]),
  );
}
