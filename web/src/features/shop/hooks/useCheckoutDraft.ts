// The shop form's state: the cart, the buyer, the answers to the event's
// questions, and the messages beside the fields. A field's message goes away
// as soon as it changes (the answers' when a quantity does too: they name
// tickets by their place). The form is kept for the tab's session
// (model/checkoutDrafts.ts), so Back from the payment page or a refresh shows
// it as the buyer left it.
import { callErrorMessages, type CheckPromoCodeResult } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { answerFieldsIn, type AnswerField, type AnswersDraft } from "../../../lib/answersDraft";
import { stepQuantity, type SaleLine } from "../../../lib/cart";
import { withoutErrors } from "../../../lib/fieldErrors";
import { checkoutDraftOf } from "../model/checkoutDrafts";
import { emptyCheckout, type CheckoutDraft, type CheckoutErrors, type CheckoutField, type PurchaseRequest } from "../model/checkout";
import type { StoredEvent } from "../../../data/eventsWithTypes";
import { cartWithoutUnlocked } from "../../../lib/salePromo";
import { tabStorage } from "../../../lib/deviceStorage";
import { importOnce } from "../../../lib/importOnce";

/**
 * The form's check, with zod and the purchase's schema: not needed to show
 * the checkout, so loaded when the buyer starts on the form (`prepare`) or
 * at the latest when they pay; a failed load is tried again on paying.
 */
const loadCheckoutValidation = importOnce(() => import("../model/checkoutValidation"));

type BuyerField = "buyerName" | "buyerEmail";

/** `onDevice` false: the empty form, as the page's HTML shows it, until it is true (EventCheckout's `onDevice`). */
export function useCheckoutDraft(eventId: string, onDevice = true) {
  const [stored] = useState(() => checkoutDraftOf(tabStorage, eventId));
  const [draft, setDraft] = useState<CheckoutDraft>(() => (onDevice ? stored.read() : emptyCheckout));
  const [restored, setRestored] = useState(onDevice);
  if (onDevice && !restored) {
    setRestored(true);
    setDraft(stored.read());
  }
  const [errors, setErrors] = useState<CheckoutErrors>({});
  useEffect(() => {
    if (restored) stored.write(draft);
  }, [stored, draft, restored]);

  const clearErrors = (...fields: CheckoutField[]) => setErrors((previous) => withoutErrors(previous, fields));

  const step = (line: SaleLine, by: 1 | -1) => {
    setDraft((previous) => ({ ...previous, cart: stepQuantity(previous.cart, line, by) }));
    setErrors((previous) => withoutErrors(previous, ["items", "form", ...answerFieldsIn(previous)]));
  };

  /** Puts `quantity` of a type in the cart (a waiting-list offer's tickets). */
  const setQuantity = (ticketTypeId: string, quantity: number) => {
    setDraft((previous) => ({ ...previous, cart: { ...previous.cart, [ticketTypeId]: quantity } }));
    setErrors((previous) => withoutErrors(previous, ["items", "form", ...answerFieldsIn(previous)]));
  };

  const setBuyer = (field: BuyerField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    clearErrors(field, "form");
  };

  /** Applies a code (checkPromoCode's answer), or takes it off with the tickets only it unlocked. */
  const setPromo = (promo: CheckPromoCodeResult | undefined) => {
    setDraft((previous) => ({
      ...previous,
      cart: !promo && previous.promo ? cartWithoutUnlocked(previous.cart, previous.promo) : previous.cart,
      promo,
    }));
    clearErrors("items", "form");
  };

  /** An answer changed (components/CheckoutQuestions.tsx). */
  const setAnswers = (update: (previous: AnswersDraft | undefined) => AnswersDraft, field: AnswerField) => {
    setDraft((previous) => ({ ...previous, answers: update(previous.answers) }));
    clearErrors(field, "form");
  };

  /** Puts the function's refusal of an answer beside its field. */
  const answerRefused = (field: AnswerField, message: string) => setErrors((previous) => ({ ...previous, [field]: message }));

  /** Puts a message beside the phone step (the buyer has not verified their phone). */
  const phoneProblem = (message: string | undefined) =>
    setErrors((previous) => (message ? { ...previous, buyerPhone: message } : withoutErrors(previous, ["buyerPhone"])));

  /** Starts loading the form's check, so that paying does not wait for it. */
  const prepare = () => {
    loadCheckoutValidation().catch(() => {
      // Tried again on paying, which says so if it fails again.
    });
  };

  /** The request to send, or undefined after putting each problem beside its field. */
  const validate = async (
    event: Pick<StoredEvent, "id" | "title" | "questions">,
    lines: readonly SaleLine[],
    /** The waiting-list offer the purchase buys with. */
    offerId?: string,
  ): Promise<PurchaseRequest | undefined> => {
    let validateCheckout;
    try {
      ({ validateCheckout } = await loadCheckoutValidation());
    } catch {
      setErrors({ form: callErrorMessages.network });
      return undefined;
    }
    const result = validateCheckout(event, lines, draft, offerId);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.request : undefined;
  };

  return { draft, errors, step, setQuantity, setBuyer, setPromo, setAnswers, answerRefused, phoneProblem, prepare, validate };
}
