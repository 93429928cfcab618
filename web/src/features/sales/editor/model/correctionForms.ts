// The corrections' forms, checked with the callables' own schemas
// (common/src/callables.ts): a mistake shows beside its field at once, in the
// words the function would use, and what is sent is what the function keeps
// (trimmed name and reason, normalized phone, lower-cased e-mail).
import { correctBuyerInput, MAX_REASON_LENGTH, voidTicketInput, type Buyer } from "@bawwaba/common";
import { z } from "zod/mini";

export { MAX_REASON_LENGTH };

const reasonSchema = voidTicketInput.shape.reason;
const buyerSchema = z.pick(correctBuyerInput, { buyer: true, reason: true });

export type ParsedReason = { ok: true; reason: string } | { ok: false; error: string };

/** The reason trimmed, or why it is refused (empty, over 300 characters). */
export function parseReason(reason: string): ParsedReason {
  const parsed = reasonSchema.safeParse(reason);
  return parsed.success ? { ok: true, reason: parsed.data } : { ok: false, error: parsed.error.issues[0]!.message };
}

export interface BuyerDraft {
  name: string;
  phone: string;
  email: string;
  reason: string;
}

export type BuyerField = keyof BuyerDraft;
export type BuyerErrors = Partial<Record<BuyerField, string>>;

export type ParsedBuyerCorrection =
  | { ok: true; buyer: Buyer; reason: string }
  | { ok: false; errors: BuyerErrors };

function fieldOf(path: readonly PropertyKey[]): BuyerField {
  if (path[0] === "reason") return "reason";
  const field = path[1];
  return field === "phone" || field === "email" ? field : "name";
}

/** The corrected buyer as the function will store it, or the errors per field. */
export function parseBuyerCorrection(draft: BuyerDraft): ParsedBuyerCorrection {
  const parsed = buyerSchema.safeParse({
    buyer: { name: draft.name, phone: draft.phone, email: draft.email },
    reason: draft.reason,
  });
  if (parsed.success) {
    const { name, phone, email } = parsed.data.buyer;
    return {
      ok: true,
      buyer: { name, ...(phone ? { phone } : {}), ...(email ? { email } : {}) },
      reason: parsed.data.reason,
    };
  }
  const errors: BuyerErrors = {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** The form filled with the buyer as stored. */
export function buyerDraft(buyer: Buyer): BuyerDraft {
  return { name: buyer.name, phone: buyer.phone ?? "", email: buyer.email ?? "", reason: "" };
}
