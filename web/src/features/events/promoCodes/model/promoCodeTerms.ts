// A code as the organiser's dialog lists it: what it does, to which types,
// how much of it is used, when it works and whether it can be used now, in
// words. No Firebase imports, so
// unit tests can load it (api.ts reads the documents into PromoCodeView).
import {
  formatDateTime,
  inventoryTotals,
  promoCodeMessages,
  promoCodeState,
  type CountShardDoc,
  type PromoCodeDoc,
  type PromoCodeState,
  type PromoDiscount,
} from "@bawwaba/common";
import type { ManagedEvent } from "../../../../data/managedEvents";
import { priceLabel } from "../../../../lib/priceLabel";
import { timeZoneLabel } from "../../model/zonedPreview";

const m = promoCodeMessages.manager;

/** What a code does and when, dates as milliseconds: the same for one code and a batch. */
export interface PromoCodeTermsView {
  /** Empty: every public type. */
  ticketTypeIds: string[];
  discount?: PromoDiscount;
  priceFloor?: number;
  perOrderLimit?: number;
  validFromMillis?: number;
  validUntilMillis?: number;
}

/** The terms of a stored code. */
export function termsOf(doc: PromoCodeDoc): PromoCodeTermsView {
  return {
    ticketTypeIds: doc.ticketTypeIds,
    discount: doc.discount,
    priceFloor: doc.priceFloor,
    perOrderLimit: doc.perOrderLimit,
    validFromMillis: doc.validFrom?.toMillis(),
    validUntilMillis: doc.validUntil?.toMillis(),
  };
}

/** A stored code (`events/{eventId}/promoCodes/{code}`) with its uses, dates as milliseconds. */
export interface PromoCodeView extends PromoCodeTermsView {
  /** The normalized code: the document's id, what buyers type and what setPromoCodeActive takes. */
  code: string;
  /** As the organiser wrote it. */
  label: string;
  active: boolean;
  /** Tickets bought with it, summed over its use shards. */
  used: number;
  /** Uses it has, summed over its use shards: its maxUses. */
  usesAllowed: number;
}

/** The code `code`'s document and its `uses` shards, as the dialog shows them. */
export function toPromoCodeView(code: string, doc: PromoCodeDoc, useShards: readonly CountShardDoc[]): PromoCodeView {
  // The shards count uses as a type's inventory shards count tickets (docs/capacity.md).
  const uses = inventoryTotals(useShards);
  return {
    code,
    label: doc.label,
    ...termsOf(doc),
    active: doc.active,
    used: uses.sold,
    usesAllowed: uses.capacity,
  };
}

/**
 * Whether a sale may use the code at `now` (epoch ms), and if not why, as the
 * functions decide it (common promoCodeState).
 */
export function promoCodeStateAt(
  code: Pick<PromoCodeView, "active" | "validFromMillis" | "validUntilMillis">,
  now: number,
): PromoCodeState {
  const instant = (millis: number | undefined) => (millis === undefined ? undefined : { toMillis: () => millis });
  return promoCodeState({ active: code.active, validFrom: instant(code.validFromMillis), validUntil: instant(code.validUntilMillis) }, now);
}

/** "فعّال", "موقوف", "لم يبدأ" or "انتهى": the code's state at `now`, in words. */
export function promoCodeStateLabel(code: Pick<PromoCodeView, "active" | "validFromMillis" | "validUntilMillis">, now: number): string {
  return m.states[promoCodeStateAt(code, now)];
}

export interface PromoCodeTermsDescription {
  /** Its discount and the hidden types it opens: "خصم 20٪ · يفتح: كبار الزوار". */
  effect: string;
  /** "على كل الأنواع العامة" or the types it names. */
  appliesTo: string;
  /** The limits it was given: per order, price floor, validity window. */
  conditions: string[];
}

export interface PromoCodeDescription extends PromoCodeTermsDescription {
  /** "استُخدم 7 من 100". */
  uses: string;
}

type EventTerms = Pick<ManagedEvent, "currency" | "timeZone" | "ticketTypes">;

/** The names of the types `ticketTypeIds` names, a removed one as such: "عادي، كبار الزوار". */
export function typeNames(ticketTypeIds: readonly string[], event: Pick<EventTerms, "ticketTypes">): string {
  return ticketTypeIds.map((id) => event.ticketTypes.find((type) => type.id === id)?.name ?? m.removedType).join("، ");
}

export function describePromoCode(code: PromoCodeView, event: EventTerms): PromoCodeDescription {
  return { ...describePromoCodeTerms(code, event), uses: m.uses(code.used, code.usesAllowed) };
}

/** What a code, or every code of a batch, does, to which types, and its limits. */
export function describePromoCodeTerms(code: PromoCodeTermsView, event: EventTerms): PromoCodeTermsDescription {
  const unlocked = code.ticketTypeIds.filter((id) => event.ticketTypes.some((type) => type.id === id && type.hidden));

  const effect = [
    code.discount && discountLabel(code.discount, event.currency),
    unlocked.length > 0 && m.unlocks(typeNames(unlocked, event)),
  ].filter((part) => typeof part === "string");

  const window = [
    code.validFromMillis !== undefined && m.validFrom(formatDateTime(code.validFromMillis, event.timeZone)),
    code.validUntilMillis !== undefined && m.validUntil(formatDateTime(code.validUntilMillis, event.timeZone)),
  ].filter((part) => typeof part === "string");

  const conditions = [
    code.perOrderLimit !== undefined && m.perOrderLimit(code.perOrderLimit),
    code.priceFloor !== undefined && m.priceFloor(priceLabel(code.priceFloor, event.currency)),
    window.length > 0 && m.validity(window.join(" "), timeZoneLabel(event.timeZone)),
  ].filter((part) => typeof part === "string");

  return {
    effect: effect.join(" · "),
    appliesTo: code.ticketTypeIds.length === 0 ? m.appliesToPublic : m.appliesTo(typeNames(code.ticketTypeIds, event)),
    conditions,
  };
}

/** "خصم 20٪" or "خصم 50 ر.س." */
export function discountLabel(discount: PromoDiscount, currency: string): string {
  return discount.kind === "percent" ? m.percentOff(discount.percent) : m.amountOff(priceLabel(discount.amount, currency));
}
