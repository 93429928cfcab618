// What checking a sale needs that a page's first download must not carry:
// issueTickets's schema (common/src/callables.ts, whose phone schema brings
// the phone library), the phone library itself, and the check of the answers
// to the event's questions (see docs/performance.md § Libraries loaded on
// demand).
// useSaleDraft loads this module while the seller chooses an event, and
// validateSale (saleRequest.ts) takes it as an argument.
import { issueTicketsInput } from "@bawwaba/common";
import { z } from "zod/mini";

export { normalizePhone, whatsAppNumber } from "@bawwaba/common";
export { checkAnswersDraft } from "../../../lib/saleAnswers";

/** The issueTickets input less its requestId, which each attempt gets (lib/requestAttempt.ts). */
export const saleInputSchema = z.omit(issueTicketsInput, { requestId: true });
