// The form of /super-admin-bulk-tickets, checked with bulkGenerateTickets' own
// schema (common/src/callables.ts), plus what is left of the ticket type.
import { bulkGenerateTicketsInput, callErrorMessages, inputMessages, MAX_BULK_TICKETS, toLatinDigits } from "@bawwaba/common";

export type BulkCount = { ok: true; count: number } | { ok: false; error: string };

const { count: countSchema, label: labelSchema } = bulkGenerateTicketsInput.shape;

/** The most tickets one job may generate of a type with `remaining` left: what the form's hint and errors say. */
export function bulkCountLimit(remaining: number): number {
  return Math.max(Math.min(MAX_BULK_TICKETS, remaining), 1);
}

/** A typed count (Latin or Arabic-Indic digits, surrounding spaces) as a number of tickets of `type`. */
export function parseBulkCount(input: string, type: { name: string; remaining: number }): BulkCount {
  const text = toLatinDigits(input).trim();
  // Digits only: "1e3", "2.5" or "-1" are refused, not guessed.
  const parsed = countSchema.safeParse(/^\d{1,6}$/.test(text) ? Number(text) : NaN);
  // The most this type can take, as the field's hint says (bulkCountLimit), not the function's own 50,000.
  if (!parsed.success) return { ok: false, error: inputMessages.bulkCount(bulkCountLimit(type.remaining)) };
  if (parsed.data > type.remaining) {
    return { ok: false, error: callErrorMessages.notEnoughLeft(type.name, Math.max(type.remaining, 0)) };
  }
  return { ok: true, count: parsed.data };
}

/** The error of a typed label, or undefined; blank means no label. */
export function bulkLabelError(label: string): string | undefined {
  const parsed = labelSchema.safeParse(label);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
