// The CSV export of /tickets-table: the tickets of the current filter with
// Arabic column names and values, for staff to open in Excel (lib/csv.ts);
// after the ticket's own columns, its answers to the event's questions, one
// column per question label the exported tickets carry.
import { answerText, formatOrderReference, ticketsMessages, ticketsTableMessages } from "@bawwaba/common";
import { csvAmount, csvText } from "../../../../lib/csv";
import type { TicketView } from "../../../../data/ticketViews";

const { exportCsv, statuses, channels } = ticketsTableMessages;

export interface TableCsvOptions {
  /**
   * Whether the signed entry codes go in the file: whoever holds it could
   * enter with them, so only when the super_admin asks (docs/security.md
   * "Exports and deployment").
   */
  includeCodes: boolean;
  /** The IANA time zone of an event, in which its tickets' times are written. */
  timeZoneOf: (eventId: string) => string;
}

const inZone = new Map<string, Intl.DateTimeFormat>();

/**
 * "2026-11-21T12:05:00+03:00": ISO 8601 in the event's zone with its offset,
 * so that a time read anywhere (another office, a spreadsheet in UTC) says
 * the same instant; a local time without its zone did not.
 */
function isoTime(millis: number | undefined, timeZone: string): string | undefined {
  if (millis === undefined) return undefined;
  let format = inZone.get(timeZone);
  if (!format) {
    const fields = { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" } as const;
    format = new Intl.DateTimeFormat("en-US", { ...fields, hourCycle: "h23", timeZone, timeZoneName: "longOffset" });
    inZone.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(millis).map(({ type, value }) => [type, value]));
  // "GMT+03:00", or "GMT" alone at UTC+0.
  const offset = part.timeZoneName === "GMT" ? "+00:00" : part.timeZoneName!.slice("GMT".length);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

/**
 * The labels of the questions the tickets answered, each once, in the order
 * first met (a ticket stores its answers in the order asked). By label, not
 * by question id: the same question in two events, or asked again after an
 * edit, is one column; the label is what the file's reader sees.
 */
export function answerColumns(tickets: readonly Pick<TicketView, "answers">[]): string[] {
  return [...new Set(tickets.flatMap((ticket) => (ticket.answers ?? []).map((answer) => answer.label)))];
}

export function ticketsTableCsv(tickets: readonly TicketView[], { includeCodes, timeZoneOf }: TableCsvOptions): string {
  const questions = answerColumns(tickets);
  const header: string[] = [...exportCsv.header, ...questions];
  // The code after the ticket number.
  if (includeCodes) header.splice(1, 0, ticketsMessages.fields.code);
  return csvText(
    header,
    tickets.map((ticket) => {
      const zone = timeZoneOf(ticket.eventId);
      return [
        ticket.id,
        ...(includeCodes ? [ticket.code] : []),
        ticket.eventTitle,
        ticket.ticketTypeName,
        ticket.holderName,
        ticket.holderPhone,
        statuses[ticket.status],
        channels[ticket.channel],
        ticket.sellerEmail,
        ticket.orderId,
        ticket.orderReference && formatOrderReference(ticket.orderReference),
        csvAmount(ticket.price, ticket.currency),
        ticket.currency,
        isoTime(ticket.issuedAtMillis, zone),
        isoTime(ticket.checkedInAtMillis, zone),
        ticket.checkedInGate,
        ticket.promoCode,
        ...questions.map((label) => {
          const answer = ticket.answers?.find((candidate) => candidate.label === label);
          return answer && answerText(answer.value);
        }),
      ];
    }),
  );
}
