// The shop's form and the purchaseTickets request it becomes. The check
// between the two is in checkoutValidation.ts, loaded only when the buyer
// starts on the form (hooks/useCheckoutDraft.ts).
import type { CheckPromoCodeResult, PurchaseTicketsInput } from "@bawwaba/common";
import type { AnswerField, AnswersDraft } from "../../../lib/answersDraft";
import type { Cart } from "../../../lib/cart";

/** The form; the buyer's phone is not in it: it is the one their sign-in verified. */
export interface CheckoutDraft {
  cart: Cart;
  buyerName: string;
  buyerEmail: string;
  /** The promo or access code applied, as checkPromoCode answered it. */
  promo?: CheckPromoCodeResult;
  /** The answers to the event's questions typed so far. */
  answers?: AnswersDraft;
}

export const emptyCheckout: CheckoutDraft = { cart: {}, buyerName: "", buyerEmail: "" };

/** "form": a problem with no field of its own (shown above the pay button); "buyerPhone": the phone step; an answer's (lib/answersDraft.ts). */
export type CheckoutField = "items" | "buyerName" | "buyerPhone" | "buyerEmail" | "form" | AnswerField;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The request less its requestId, which each attempt gets (lib/requestAttempt.ts). */
export type PurchaseInput = Omit<PurchaseTicketsInput, "requestId">;

export interface PurchaseRequest {
  input: PurchaseInput;
  /** The same text for the same purchase: what tells a retry from a new one. */
  key: string;
  /** Name the order in the device's list of recent orders, in either language. */
  eventTitle: string;
  eventTitleEn?: string;
}
