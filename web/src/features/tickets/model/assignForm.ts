// The guest form of /qasr-assign-ticket, checked with assignTicket's own
// schema (common/src/callables.ts), so a mistake shows beside its field at
// once, in the words the function would use.
import { assignTicketInput } from "@bawwaba/common";
import { z } from "zod/mini";

const guestSchema = z.pick(assignTicketInput, { holderName: true, holderPhone: true });

export interface AssignFormErrors {
  holderName?: string;
  holderPhone?: string;
}

export type ParsedGuest =
  | { ok: true; guest: { holderName: string; holderPhone?: string } }
  | { ok: false; errors: AssignFormErrors };

/** The guest as the function will store it (name trimmed, phone normalized, blank phone left out), or the errors per field. */
export function parseGuest(value: { holderName: string; holderPhone: string }): ParsedGuest {
  const parsed = guestSchema.safeParse(value);
  if (parsed.success) return { ok: true, guest: parsed.data };
  const errors: AssignFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "holderPhone" ? "holderPhone" : "holderName";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
