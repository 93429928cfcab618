// What a buyer typed into an event's checkout (quantities, name, e-mail,
// answers to the event's questions), kept for the browser tab's session
// (sessionStorage): Back from the payment page, or a refresh, brings the form
// back as it was. Dropped once the order
// is paid and when the buyer signs out; never kept beyond the tab's session.
import type { CheckPromoCodeResult, PromoCodeTicketType } from "@bawwaba/common";
import type { AnswersDraft, RawAnswer } from "../../../lib/answersDraft";
import { isArrayOf, isRecord, isRecordOf, isString, storedValue, type StoredValue } from "../../../lib/storedValue";
import { emptyCheckout, type CheckoutDraft } from "./checkout";

const KEY_PREFIX = "shop.checkout.";

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isOptionalCount = (value: unknown) => value === undefined || isCount(value);

const isPromoType = (value: unknown): value is PromoCodeTicketType =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.name) &&
  [value.price, value.discountedPrice, value.perOrderLimit, value.remaining].every(isCount) &&
  [value.salesStart, value.salesEnd].every(isOptionalCount) &&
  typeof value.hidden === "boolean";

const isPromo = (value: unknown): value is CheckPromoCodeResult | undefined =>
  value === undefined ||
  (isRecord(value) && isString(value.code) && isArrayOf(isPromoType)(value.ticketTypes) && isOptionalCount(value.perOrderLimit));

const isRawAnswer = (value: unknown): value is RawAnswer => typeof value === "string" || typeof value === "boolean";
const isAnswerSet = isRecordOf(isRawAnswer);

const isAnswers = (value: unknown): value is AnswersDraft | undefined =>
  value === undefined || (isRecord(value) && isAnswerSet(value.order) && isRecordOf(isArrayOf(isAnswerSet))(value.byType));

const isCheckoutDraft = (value: unknown): value is CheckoutDraft =>
  isRecord(value) &&
  isRecordOf(isCount)(value.cart) &&
  isString(value.buyerName) &&
  isString(value.buyerEmail) &&
  isPromo(value.promo) &&
  isAnswers(value.answers);

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
