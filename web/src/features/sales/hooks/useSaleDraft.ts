// The sale form's state: the cart, the buyer, the payment, and the messages
// beside the fields. A field's message goes away as soon as it changes.
import { arPublic, normalizePhone, type PaymentMethod } from "@bawwaba/common";
import { useState } from "react";
import { stepQuantity, type SaleLine } from "../../../lib/cart";
import { withoutErrors } from "../../../lib/fieldErrors";
import {
  validateSale,
  type SaleDraft,
  type SaleErrors,
  type SaleField,
  type SaleRequest,
} from "../model/saleRequest";

const emptyDraft = (payment: PaymentMethod): SaleDraft => ({ cart: {}, buyerName: "", buyerPhone: "", payment });

export function useSaleDraft() {
  const [draft, setDraft] = useState(() => emptyDraft("cash"));
  const [errors, setErrors] = useState<SaleErrors>({});

  const clearErrors = (...fields: SaleField[]) => setErrors((previous) => withoutErrors(previous, fields));

  const step = (line: SaleLine, by: 1 | -1) => {
    setDraft((previous) => ({ ...previous, cart: stepQuantity(previous.cart, line, by) }));
    clearErrors("items", "form");
  };

  const setBuyerName = (buyerName: string) => {
    setDraft((previous) => ({ ...previous, buyerName }));
    clearErrors("buyerName", "form");
  };

  const setBuyerPhone = (buyerPhone: string) => {
    setDraft((previous) => ({ ...previous, buyerPhone }));
    clearErrors("buyerPhone", "form");
  };

  /** Says at once, when the seller leaves the field, that a typed number is not a phone number. */
  const checkBuyerPhone = () => {
    if (draft.buyerPhone.trim() !== "" && normalizePhone(draft.buyerPhone) === null) {
      setErrors((previous) => ({ ...previous, buyerPhone: arPublic.input.phone }));
    }
  };

  const setPayment = (payment: PaymentMethod) => {
    setDraft((previous) => ({ ...previous, payment }));
    clearErrors("payment", "form");
  };

  /** The request to send, or undefined after putting each problem beside its field. */
  const validate = (event: Parameters<typeof validateSale>[0], lines: readonly SaleLine[]): SaleRequest | undefined => {
    const result = validateSale(event, lines, draft);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.request : undefined;
  };

  /** Another event: its own tickets, the same buyer. */
  const clearCart = () => {
    setDraft((previous) => ({ ...previous, cart: {} }));
    setErrors({});
  };

  /** The next sale starts empty; the payment method usually stays the same. */
  const reset = () => {
    setDraft((previous) => emptyDraft(previous.payment));
    setErrors({});
  };

  return { draft, errors, step, setBuyerName, setBuyerPhone, checkBuyerPhone, setPayment, validate, clearCart, reset };
}
