// The form of /super-admin-bulk-tickets, checked as bulkGenerateTickets will
// check it (common/src/callables.ts), plus what is left of the ticket type.
import { ar, MAX_BULK_TICKETS, toLatinDigits } from "@bawwaba/common";

export const MAX_LABEL_LENGTH = 60;

export type BulkCount = { ok: true; count: number } | { ok: false; error: string };

/** A typed count (Latin or Arabic-Indic digits, surrounding spaces) as a number of tickets. */
export function parseBulkCount(input: string, remaining: number): BulkCount {
  const messages = ar.tickets.bulk;
  const text = toLatinDigits(input).trim();
  // Digits only: "1e3", "2.5" or "-1" are refused, not guessed.
  const count = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (!(count >= 1 && count <= MAX_BULK_TICKETS)) return { ok: false, error: messages.countInvalid(MAX_BULK_TICKETS) };
  if (count > remaining) return { ok: false, error: messages.countAboveRemaining(Math.max(remaining, 0)) };
  return { ok: true, count };
}

/** The error of a typed label, or undefined; empty means no label. */
export function bulkLabelError(label: string): string | undefined {
  return label.trim().length > MAX_LABEL_LENGTH ? ar.tickets.bulk.labelTooLong(MAX_LABEL_LENGTH) : undefined;
}
