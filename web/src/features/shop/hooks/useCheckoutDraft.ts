// The shop form's state: the cart, the buyer, and the messages beside the
// fields. A field's message goes away as soon as it changes.
import { arPublic, normalizePhone } from "@bawwaba/common";
import { useState } from "react";
import { stepQuantity, type SaleLine } from "../../../lib/cart";
import { withoutErrors } from "../../../lib/fieldErrors";
import { emptyCheckout, type CheckoutDraft, type CheckoutErrors, type CheckoutField, type PurchaseRequest } from "../model/checkout";
import { importOnce } from "../../../lib/importOnce";

/**
 * The form's check, with zod and the purchase's schema: not needed to show
 * the checkout, so loaded when the buyer starts on the form (`prepare`) or
 * at the latest when they pay; a failed load is tried again on paying.
 */
const loadCheckoutValidation = importOnce(() => import("../model/checkoutValidation"));

type BuyerField = "buyerName" | "buyerPhone" | "buyerEmail";

export function useCheckoutDraft() {
  const [draft, setDraft] = useState<CheckoutDraft>(emptyCheckout);
  const [errors, setErrors] = useState<CheckoutErrors>({});

  const clearErrors = (...fields: CheckoutField[]) => setErrors((previous) => withoutErrors(previous, fields));

  const step = (line: SaleLine, by: 1 | -1) => {
    setDraft((previous) => ({ ...previous, cart: stepQuantity(previous.cart, line, by) }));
    clearErrors("items", "form");
  };

  const setBuyer = (field: BuyerField, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    clearErrors(field, "form");
  };

  /** Says at once, when the buyer leaves the field, that a typed number is not a phone number. */
  const checkPhone = () => {
    if (draft.buyerPhone.trim() !== "" && normalizePhone(draft.buyerPhone) === null) {
      setErrors((previous) => ({ ...previous, buyerPhone: arPublic.input.phone }));
    }
  };

  /** Starts loading the form's check, so that paying does not wait for it. */
  const prepare = () => {
    loadCheckoutValidation().catch(() => {
      // Tried again on paying, which says so if it fails again.
    });
  };

  /** The request to send, or undefined after putting each problem beside its field. */
  const validate = async (event: { id: string; title: string }, lines: readonly SaleLine[]): Promise<PurchaseRequest | undefined> => {
    let validateCheckout;
    try {
      ({ validateCheckout } = await loadCheckoutValidation());
    } catch {
      setErrors({ form: arPublic.errors.network });
      return undefined;
    }
    const result = validateCheckout(event, lines, draft);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.request : undefined;
  };

  return { draft, errors, step, setBuyer, checkPhone, prepare, validate };
}
