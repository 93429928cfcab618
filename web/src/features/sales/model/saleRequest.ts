// From the sale form to the issueTickets request: checked with the function's
// own schema (issueTicketsInput), so each refusal shows beside its field
// before anything is sent, with the words the function would use. The phone
// is read first with the country chosen beside it, and sent in its E.164
// form. The answers to the event's questions are checked as the function
// checks them (lib/saleAnswers.ts). The schema, the phone library and the
// answers' check come as `checks` (saleChecks.ts, loaded after the page).
import { DEFAULT_TIME_ZONE, phoneFieldMessages, salesMessages, type CheckPromoCodeResult, type IssueTicketsInput, type PaymentMethod, type PhoneCountry } from "@bawwaba/common";
import type { StoredEvent } from "../../../data/eventsWithTypes";
import type { AnswerField, AnswersDraft } from "../../../lib/answersDraft";
import { saleTotal, unitPrice, type Cart, type SaleLine } from "../../../lib/cart";
import type { SaleReceipt } from "./issuedSale";
import type * as SaleChecksModule from "./saleChecks";

export type SaleChecks = typeof SaleChecksModule;

export interface SaleDraft {
  cart: Cart;
  buyerName: string;
  /** The country of a number typed without its calling code. */
  buyerCountry: PhoneCountry;
  /** As typed: local or international, any digits. */
  buyerPhone: string;
  payment: PaymentMethod;
  /** The promo or access code applied, as checkPromoCode answered it. */
  promo?: CheckPromoCodeResult;
  /** The answers to the event's questions typed so far. */
  answers?: AnswersDraft;
}

/** "form": a problem with no field of its own (shown above the issue button); an answer's (lib/answersDraft.ts). */
export type SaleField = "items" | "buyerName" | "buyerPhone" | "payment" | "form" | AnswerField;
export type SaleErrors = Partial<Record<SaleField, string>>;

/** The request less its requestId, which each attempt gets (lib/requestAttempt.ts). */
export type SaleInput = Omit<IssueTicketsInput, "requestId">;

export interface SaleRequest {
  input: SaleInput;
  /** The same text for the same sale: what tells a retry from a new sale. */
  key: string;
  receipt: SaleReceipt;
}

export type SaleValidation = { ok: true; request: SaleRequest } | { ok: false; errors: SaleErrors };

function fieldOf(path: readonly PropertyKey[]): SaleField {
  const [first, second] = path;
  if (first === "items" || first === "payment") return first;
  if (first === "buyer" && second === "name") return "buyerName";
  if (first === "buyer" && second === "phone") return "buyerPhone";
  return "form";
}

export function validateSale(
  event: Pick<StoredEvent, "id" | "title" | "venue" | "startsAt" | "currency" | "timeZone" | "questions">,
  lines: readonly SaleLine[],
  draft: SaleDraft,
  checks: SaleChecks,
): SaleValidation {
  const { checkAnswersDraft, normalizePhone, saleInputSchema, whatsAppNumber } = checks;
  const chosen = lines.filter((line) => line.quantity > 0);
  const total = saleTotal(chosen);
  const asked = checkAnswersDraft(event.questions, chosen, draft.answers);
  const errors: SaleErrors = asked.ok ? {} : { ...asked.errors };
  // The schema reads a local number as one of the default country; the seller chose the country.
  const typedPhone = draft.buyerPhone.trim();
  const phone = typedPhone === "" ? "" : normalizePhone(typedPhone, draft.buyerCountry);
  if (phone === null) errors.buyerPhone = phoneFieldMessages.invalid;
  const parsed = saleInputSchema.safeParse({
    eventId: event.id,
    items: chosen.map((line) => ({ ticketTypeId: line.type.id, quantity: line.quantity })),
    buyer: { name: draft.buyerName, phone: phone ?? "" },
    payment: draft.payment,
    ...(draft.promo ? { promoCode: draft.promo.code } : {}),
    ...(asked.ok && asked.answers ? { answers: asked.answers } : {}),
  });

  for (const issue of parsed.error?.issues ?? []) errors[fieldOf(issue.path)] ??= issue.message;
  if (chosen.some((line) => line.problem)) errors.items ??= salesMessages.fixQuantities;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const { buyer, ...rest } = parsed.data;
  // No phone means no key at all, not an undefined one (which the callable
  // would send as null): the request carries only what the seller entered.
  const input: SaleInput = { ...rest, buyer: buyer.phone ? { name: buyer.name, phone: buyer.phone } : { name: buyer.name } };
  return {
    ok: true,
    request: {
      input,
      key: JSON.stringify(input),
      receipt: {
        eventId: event.id,
        eventTitle: event.title,
        venue: event.venue,
        startsAtMillis: event.startsAt.toMillis(),
        timeZone: event.timeZone ?? DEFAULT_TIME_ZONE,
        currency: event.currency,
        unitPrices: Object.fromEntries(chosen.map((line) => [line.type.id, unitPrice(line.promoPrice ?? line.type.price, draft.payment)])),
        buyerName: buyer.name,
        buyerPhone: buyer.phone,
        buyerWhatsApp: buyer.phone ? (whatsAppNumber(buyer.phone) ?? undefined) : undefined,
        payment: parsed.data.payment,
        total,
      },
    },
  };
}
