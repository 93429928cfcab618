// The shop's "notify me" form for a sold-out type: the quantity wanted (up to
// the type's per-order limit), the name and an optional e-mail, checked with
// joinWaitingList's own schema so each refusal shows beside its field with
// the function's words before anything is sent; the function's refusals go
// beside the field they are about, the rest beside the button.
import { displayLocale, inputMessages, joinWaitingListInput, type JoinWaitingListInput, waitingListMessages } from "@bawwaba/common";

export interface JoinDraft {
  quantity: number;
  name: string;
  email: string;
}

export type JoinField = "quantity" | "name" | "email" | "form";
export type JoinErrors = Partial<Record<JoinField, string>>;

export type JoinValidation = { ok: true; input: JoinWaitingListInput } | { ok: false; errors: JoinErrors };

const FIELDS: readonly JoinField[] = ["quantity", "name", "email"];

/** The quantities offered: 1 to the type's per-order limit. */
export function quantityChoices(perOrderLimit: number): number[] {
  return Array.from({ length: Math.max(1, perOrderLimit) }, (_, index) => index + 1);
}

export function validateJoin(list: { eventId: string; ticketTypeId: string; perOrderLimit: number }, draft: JoinDraft): JoinValidation {
  const errors: JoinErrors = {};
  if (draft.quantity > list.perOrderLimit) errors.quantity = waitingListMessages.errors.overPerOrderLimit(list.perOrderLimit);
  const parsed = joinWaitingListInput.safeParse({
    eventId: list.eventId,
    ticketTypeId: list.ticketTypeId,
    quantity: draft.quantity,
    name: draft.name,
    email: draft.email,
    // The page's language: the offer's e-mail is written in it.
    language: displayLocale().language,
  });
  for (const issue of parsed.error?.issues ?? []) {
    const [first] = issue.path;
    const field = FIELDS.find((known) => known === first) ?? "form";
    errors[field] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { email, ...rest } = parsed.data;
  // No e-mail means no key at all (the callable would send undefined as null).
  return { ok: true, input: email ? { ...rest, email } : rest };
}

/** Where the function's refusal belongs: beside the field it names, else beside the button. */
export function joinRefusalField(message: string, perOrderLimit: number): JoinField {
  if (message === waitingListMessages.input.quantity || message === waitingListMessages.errors.overPerOrderLimit(perOrderLimit)) return "quantity";
  if (message === inputMessages.buyerName) return "name";
  if (message === inputMessages.email) return "email";
  return "form";
}
