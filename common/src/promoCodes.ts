// Promo and access codes (docs/product.md "Promo and access codes"), the
// pure part the functions and the web share: how a typed code is read, which
// of an order's tickets a code applies to, and what each then costs.
//
// A code applies to the event's types it names (all the public ones when it
// names none). It may take a percentage or a fixed amount off each such
// ticket, never below its price floor; and it unlocks the hidden types it
// names (a presale, a sponsor's allocation), which nobody buys without it.
// Each ticket a code applies to is one use: the code's uses are counted in
// shards, like a type's capacity (docs/capacity.md). The document and the
// callables' schemas are promoCodeSchemas.ts.
import { toLatinDigits } from "./digits.js";

export const MIN_PROMO_CODE_LENGTH = 3;
export const MAX_PROMO_CODE_LENGTH = 32;
/**
 * Random characters after a generated single-use code's prefix
 * (generatePromoCodes): 31^10 ≈ 8 × 10^14 codes, not found by trying.
 */
export const GENERATED_PROMO_CODE_RANDOM_LENGTH = 10;
/** Most uses one code may have: far more than any event's tickets, under Firestore's integer range. */
export const MAX_PROMO_CODE_USES = 1_000_000;

/** Tatweel and every non-spacing mark (the short vowels and other diacritics). */
const TATWEEL_AND_MARKS = /[\u0640\p{Mn}]/gu;
const ALEF_FORMS = /[\u0622\u0623\u0625]/g;
const SEPARATORS = /[\s\-_.]/g;
/** What a code is made of once read: Latin letters and digits, Arabic letters. */
const PROMO_CODE_TEXT = /^[A-Z0-9\u0621-\u064a]+$/u;

/**
 * The code as stored and compared: Latin letters in capitals, Eastern digits
 * made Latin, without spaces, dashes, dots, underscores, tatweel, short
 * vowels or direction marks, and the letters people type either way made one
 * (أ إ آ → ا, ى → ي, ة → ه); null when what is left is not a code (too short
 * or long, or other characters). "ramadan-٢٠٢٦" and "RAMADAN 2026" are the
 * same code, and so are «أهلاً» and «اهلا».
 */
export function normalizePromoCode(typed: string): string | null {
  const code = toLatinDigits(typed.normalize("NFKC"))
    .replace(TATWEEL_AND_MARKS, "")
    .replace(SEPARATORS, "")
    .replace(ALEF_FORMS, "\u0627")
    .replace(/\u0649/g, "\u064a")
    .replace(/\u0629/g, "\u0647")
    .toUpperCase();
  if (code.length < MIN_PROMO_CODE_LENGTH || code.length > MAX_PROMO_CODE_LENGTH) return null;
  return PROMO_CODE_TEXT.test(code) ? code : null;
}

export type PromoDiscount =
  | { kind: "percent"; percent: number }
  /** Minor units of the event's currency taken off each ticket. */
  | { kind: "amount"; amount: number };

/** What a code does to the price of one ticket of `price` (minor units): never below `priceFloor`, never up. */
export function discountedUnitPrice(price: number, discount: PromoDiscount | undefined, priceFloor = 0): number {
  if (!discount) return price;
  // Half a minor unit or more of a percentage is taken off (round half up on the discount).
  const off = discount.kind === "percent" ? Math.floor((price * discount.percent + 50) / 100) : discount.amount;
  return Math.min(price, Math.max(price - off, priceFloor));
}

/** The terms of a code, as its creator set them (`events/{eventId}/promoCodes/{code}`). */
export interface PromoCodeTerms {
  /** The types it applies to and unlocks; empty: every public type. */
  ticketTypeIds: readonly string[];
  discount?: PromoDiscount;
  priceFloor?: number;
  /** Most tickets one order may buy with it. */
  perOrderLimit?: number;
}

/** Whether a code applies to tickets of this type (a hidden type only when the code names it). */
export function promoCodeAppliesTo(terms: Pick<PromoCodeTerms, "ticketTypeIds">, typeId: string, hidden: boolean): boolean {
  return terms.ticketTypeIds.length === 0 ? !hidden : terms.ticketTypeIds.includes(typeId);
}

/** How many of an order's tickets a code applies to: its uses in that order. */
export function promoCodeUses(
  terms: Pick<PromoCodeTerms, "ticketTypeIds">,
  items: readonly { ticketTypeId: string; quantity: number }[],
  isHidden: (typeId: string) => boolean,
): number {
  return items.reduce((sum, item) => sum + (promoCodeAppliesTo(terms, item.ticketTypeId, isHidden(item.ticketTypeId)) ? item.quantity : 0), 0);
}

export type PromoCodeState = "usable" | "paused" | "not_started" | "ended";

/**
 * Whether a sale may use a code at `now` (epoch ms), and if not why: paused
 * by the organiser, before its window or after it. The functions refuse by
 * it (promo/promoCodeRecord.ts) and the organiser's list shows it.
 */
export function promoCodeState(
  code: { active: boolean; validFrom?: { toMillis(): number }; validUntil?: { toMillis(): number } },
  now: number,
): PromoCodeState {
  if (!code.active) return "paused";
  if (code.validFrom && now < code.validFrom.toMillis()) return "not_started";
  if (code.validUntil && now >= code.validUntil.toMillis()) return "ended";
  return "usable";
}
