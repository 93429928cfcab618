// From the shop's form to the purchaseTickets request: checked with the
// function's own schema (purchaseTicketsInput), so each refusal shows beside
// its field before anything is sent, with the words the function would use;
// so are the answers to the event's questions (lib/saleAnswers.ts).
// Its own module, loaded when the buyer starts on the form: the schema brings
// zod and the callables' schemas, whose evaluation blocked the checkout's
// first view on a slowed phone (see docs/performance.md § Libraries loaded
// on demand).
import { displayLocale, purchaseTicketsInput, shopCheckoutMessages, type CheckoutQuestion } from "@bawwaba/common";
import { z } from "zod/mini";
import type { SaleLine } from "../../../lib/cart";
import { checkAnswersDraft } from "../../../lib/saleAnswers";
import type { CheckoutDraft, CheckoutErrors, CheckoutField, PurchaseInput, PurchaseRequest } from "./checkout";
import { titlesOf } from "./recentOrders";

export type CheckoutValidation = { ok: true; request: PurchaseRequest } | { ok: false; errors: CheckoutErrors };

const inputSchema = z.omit(purchaseTicketsInput, { requestId: true });

const BUYER_FIELDS: Readonly<Record<string, CheckoutField>> = {
  name: "buyerName",
  email: "buyerEmail",
};

function fieldOf([first, second]: readonly PropertyKey[]): CheckoutField {
  if (first === "items") return "items";
  if (first === "buyer" && typeof second === "string") return BUYER_FIELDS[second] ?? "form";
  return "form";
}

export function validateCheckout(
  event: { id: string; title: string; titleEn?: string; questions?: readonly CheckoutQuestion[] },
  lines: readonly SaleLine[],
  draft: CheckoutDraft,
  /** The waiting-list offer the purchase buys with (docs/contracts.md `purchaseTickets`). */
  offerId?: string,
): CheckoutValidation {
  const chosen = lines.filter((line) => line.quantity > 0);
  const asked = checkAnswersDraft(event.questions, chosen, draft.answers);
  const parsed = inputSchema.safeParse({
    eventId: event.id,
    items: chosen.map((line) => ({ ticketTypeId: line.type.id, quantity: line.quantity })),
    buyer: { name: draft.buyerName, email: draft.buyerEmail },
    ...(draft.promo ? { promoCode: draft.promo.code } : {}),
    ...(asked.ok && asked.answers ? { answers: asked.answers } : {}),
    ...(offerId ? { offerId } : {}),
    // The page's language: the buyer's e-mail and every later message are written in it.
    language: displayLocale().language,
  });

  const errors: CheckoutErrors = asked.ok ? {} : { ...asked.errors };
  for (const issue of parsed.error?.issues ?? []) errors[fieldOf(issue.path)] ??= issue.message;
  if (chosen.some((line) => line.problem)) errors.items ??= shopCheckoutMessages.fixQuantities;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const { buyer, promoCode, ...rest } = parsed.data;
  // No e-mail means no key at all, not an undefined one (which the callable
  // would send as null): the request carries only what the buyer entered.
  const input: PurchaseInput = {
    ...rest,
    buyer: buyer.email ? { name: buyer.name, email: buyer.email } : { name: buyer.name },
    ...(promoCode ? { promoCode } : {}),
  };
  return { ok: true, request: { input, key: JSON.stringify(input), ...titlesOf({ eventTitle: event.title, eventTitleEn: event.titleEn }) } };
}
