// What a buyer typed into an event's checkout (quantities, name, e-mail),
// kept for the browser tab's session (sessionStorage): Back from the payment
// page, or a refresh, brings the form back as it was. Dropped once the order
// is paid and when the buyer signs out; never kept beyond the tab's session.
import { isRecord, isRecordOf, isString, storedValue, type StoredValue } from "../../../lib/storedValue";
import { emptyCheckout, type CheckoutDraft } from "./checkout";

const KEY_PREFIX = "shop.checkout.";

const isCheckoutDraft = (value: unknown): value is CheckoutDraft =>
  isRecord(value) &&
  isRecordOf((quantity): quantity is number => Number.isInteger(quantity) && (quantity as number) >= 0)(value.cart) &&
  isString(value.buyerName) &&
  isString(value.buyerEmail);

/** The stored draft of `eventId`'s checkout in `storage`. */
export function checkoutDraftOf(storage: Storage, eventId: string): StoredValue<CheckoutDraft> {
  return storedValue(storage, `${KEY_PREFIX}${eventId}`, isCheckoutDraft, emptyCheckout);
}

/** Forgets every event's draft (a sign-out). */
export function clearCheckoutDrafts(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && key.includes(KEY_PREFIX),
  );
  for (const key of keys) storage.removeItem(key);
}
