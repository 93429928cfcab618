// The sale form's state: the cart, the buyer, the payment, the answers to the
// event's questions, and the messages beside the fields. A field's message
// goes away as soon as it changes (the answers' when a quantity does too:
// they name tickets by their place). The checks (model/saleChecks.ts: the
// function's schema, the phone library, the answers' check) load after the
// page, while the seller chooses an event.
import { type CheckPromoCodeResult, DEFAULT_PHONE_COUNTRY, type PaymentMethod, type PhoneCountry, phoneFieldMessages, ticketsMessages } from "@bawwaba/common";
import { useEffect, useRef, useState } from "react";
import { answerFieldsIn, type AnswerField, type AnswersDraft } from "../../../lib/answersDraft";
import { stepQuantity, type SaleLine } from "../../../lib/cart";
import { withoutErrors } from "../../../lib/fieldErrors";
import { importOnce } from "../../../lib/importOnce";
import { loadPhoneNumbers } from "../../../lib/phoneNumbers";
import { validateSale, type SaleDraft, type SaleErrors, type SaleField, type SaleRequest } from "../model/saleRequest";

const loadSaleChecks = importOnce(() => import("../model/saleChecks"));

const emptyDraft = (payment: PaymentMethod): SaleDraft => ({
  cart: {},
  buyerName: "",
  buyerCountry: DEFAULT_PHONE_COUNTRY,
  buyerPhone: "",
  payment,
});

export function useSaleDraft() {
  const [draft, setDraft] = useState(() => emptyDraft("cash"));
  const [errors, setErrors] = useState<SaleErrors>({});
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  });

  // Loaded before the seller needs them; a failed download is tried again on submit.
  useEffect(() => {
    loadSaleChecks().catch((error: unknown) => console.error("Could not load the sale checks", error));
  }, []);

  const clearErrors = (...fields: SaleField[]) => setErrors((previous) => withoutErrors(previous, fields));

  const step = (line: SaleLine, by: 1 | -1) => {
    setDraft((previous) => ({ ...previous, cart: stepQuantity(previous.cart, line, by) }));
    setErrors((previous) => withoutErrors(previous, ["items", "form", ...answerFieldsIn(previous)]));
  };

  const setBuyerName = (buyerName: string) => {
    setDraft((previous) => ({ ...previous, buyerName }));
    clearErrors("buyerName", "form");
  };

  const setBuyerPhone = (buyerPhone: string) => {
    setDraft((previous) => ({ ...previous, buyerPhone }));
    clearErrors("buyerPhone", "form");
  };

  const setBuyerCountry = (buyerCountry: PhoneCountry) => {
    setDraft((previous) => ({ ...previous, buyerCountry }));
    clearErrors("buyerPhone", "form");
  };

  /** Says, when the seller leaves the field, that a typed number is no phone number of the chosen country. */
  const checkBuyerPhone = () => {
    const { buyerPhone, buyerCountry } = draft;
    if (buyerPhone.trim() === "") return;
    loadPhoneNumbers().then(
      ({ normalizePhone }) => {
        // Not when the number changed meanwhile (during the library's first download).
        const current = latestDraft.current;
        if (current.buyerPhone !== buyerPhone || current.buyerCountry !== buyerCountry) return;
        if (normalizePhone(buyerPhone, buyerCountry) === null) {
          setErrors((previous) => ({ ...previous, buyerPhone: phoneFieldMessages.invalid }));
        }
      },
      // Submitting checks again and says why it cannot.
      (error: unknown) => console.error("Could not load the phone library", error),
    );
  };

  const setPayment = (payment: PaymentMethod) => {
    setDraft((previous) => ({ ...previous, payment }));
    clearErrors("payment", "form");
  };

  /** Applies a code (checkPromoCode's answer) or takes it off; staff see hidden types anyway, so the cart stays. */
  const setPromo = (promo: CheckPromoCodeResult | undefined) => {
    setDraft((previous) => ({ ...previous, promo }));
    clearErrors("items", "form");
  };

  /** An answer changed (components/CheckoutQuestions.tsx). */
  const setAnswers = (update: (previous: AnswersDraft | undefined) => AnswersDraft, field: AnswerField) => {
    setDraft((previous) => ({ ...previous, answers: update(previous.answers) }));
    clearErrors(field, "form");
  };

  /** Puts the function's refusal of an answer beside its field. */
  const answerRefused = (field: AnswerField, message: string) => setErrors((previous) => ({ ...previous, [field]: message }));

  /** The request to send, or undefined after putting each problem beside its field. */
  const validate = async (event: Parameters<typeof validateSale>[0], lines: readonly SaleLine[]): Promise<SaleRequest | undefined> => {
    let checks;
    try {
      checks = await loadSaleChecks();
    } catch (error) {
      console.error("Could not load the sale checks", error);
      // A lost connection: submitting again tries the download again.
      setErrors({ form: ticketsMessages.load.unavailable });
      return undefined;
    }
    const result = validateSale(event, lines, draft, checks);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.request : undefined;
  };

  /** Another event: its own tickets (and codes, and questions), the same buyer. */
  const clearCart = () => {
    setDraft((previous) => ({ ...previous, cart: {}, promo: undefined, answers: undefined }));
    setErrors({});
  };

  /** The next sale starts empty; the payment method usually stays the same. */
  const reset = () => {
    setDraft((previous) => emptyDraft(previous.payment));
    setErrors({});
  };

  return {
    draft,
    errors,
    step,
    setBuyerName,
    setBuyerCountry,
    setBuyerPhone,
    checkBuyerPhone,
    setPayment,
    setPromo,
    setAnswers,
    answerRefused,
    validate,
    clearCart,
    reset,
  };
}
