// The new-code form: what it holds while open (the strings as typed), and the
// request it makes, for one code (createPromoCode) or a batch of single-use
// codes (generatePromoCodes), with the same terms; checked with the
// function's own schema (createPromoCodeInput, generatePromoCodesInput) so
// that each refusal shows beside its field, in the function's words, before
// anything is sent. No Firebase imports, so unit tests can load it.
import {
  createPromoCodeInput,
  currencyExponent,
  eventMessages,
  findCurrency,
  generatePromoCodesInput,
  parseAmount,
  parseMoney,
  promoCodeMessages,
  zonedLocalToMillis,
} from "@bawwaba/common";
import type { z } from "zod/mini";
import type { ManagedEvent } from "../../../../data/managedEvents";

const pm = promoCodeMessages.input;
const notAnAmount = promoCodeMessages.manager.form.notAnAmount;

/** What a code does: a percentage off, an amount off, or only open hidden types. */
export const PROMO_KINDS = ["percent", "amount", "none"] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** One code with its number of uses, or a batch of single-use codes. */
export type PromoCodeFormMode = "single" | "batch";

export interface PromoCodeDraft {
  /** One code's text. */
  code: string;
  /** A batch's: how many codes, and what they start with ("" for nothing). */
  count: string;
  prefix: string;
  kind: PromoKind;
  /** The percentage, or the amount in major units of the event's currency. */
  value: string;
  /** None chosen: every public type. */
  ticketTypeIds: string[];
  /** One code's. */
  maxUses: string;
  /** "" for none: the optional fields below. */
  perOrderLimit: string;
  /** Major units; only with a discount. */
  priceFloor: string;
  /** datetime-local values in the event's time zone. */
  validFrom: string;
  validUntil: string;
}

/** "form": a problem with no field of its own. */
export type PromoCodeField = Exclude<keyof PromoCodeDraft, "kind"> | "form";
export type PromoCodeErrors = Partial<Record<PromoCodeField, string>>;

export type CreatePromoCodeRequest = z.output<typeof createPromoCodeInput>;
export type GeneratePromoCodesRequest = z.output<typeof generatePromoCodesInput>;
export type DraftValidation<Input> = { ok: true; input: Input } | { ok: false; errors: PromoCodeErrors };
export type PromoCodeValidation = DraftValidation<CreatePromoCodeRequest>;
export type PromoCodeBatchValidation = DraftValidation<GeneratePromoCodesRequest>;

export function newPromoCodeDraft(): PromoCodeDraft {
  return {
    code: "",
    count: "",
    prefix: "",
    kind: "percent",
    value: "",
    ticketTypeIds: [],
    maxUses: "",
    perOrderLimit: "",
    priceFloor: "",
    validFrom: "",
    validUntil: "",
  };
}

const FIELD_OF_INPUT: Partial<Record<PropertyKey, PromoCodeField>> = {
  code: "code",
  count: "count",
  prefix: "prefix",
  discount: "value",
  ticketTypeIds: "ticketTypeIds",
  priceFloor: "priceFloor",
  maxUses: "maxUses",
  perOrderLimit: "perOrderLimit",
  validFrom: "validFrom",
  validUntil: "validUntil",
};

/**
 * A whole number as typed, in any digits. What is not one goes to the schema
 * as 0, which every count refuses with its own words ("an integer from 1…").
 * NaN would be refused too, but as a type error, which stops the schema's
 * checks across fields (the code's form, the window) until the next submit.
 */
function wholeNumber(text: string): number {
  const read = parseAmount(text, 0);
  return read.ok ? read.minor : 0;
}

type EventTerms = Pick<ManagedEvent, "id" | "currency" | "timeZone" | "ticketTypes">;

/** The request for one code: the code, its terms and its number of uses. */
export function validatePromoCodeDraft(draft: PromoCodeDraft, event: EventTerms): PromoCodeValidation {
  const errors: PromoCodeErrors = {};
  const parsed = createPromoCodeInput.safeParse({
    ...readTerms(draft, event, errors),
    code: draft.code,
    maxUses: wholeNumber(draft.maxUses),
  });
  return checked<CreatePromoCodeRequest>(parsed, errors);
}

/** The request for a batch of single-use codes: how many, their prefix and their terms. */
export function validatePromoCodeBatchDraft(draft: PromoCodeDraft, event: EventTerms): PromoCodeBatchValidation {
  const errors: PromoCodeErrors = {};
  const parsed = generatePromoCodesInput.safeParse({
    ...readTerms(draft, event, errors),
    count: wholeNumber(draft.count),
    prefix: draft.prefix,
  });
  return checked<GeneratePromoCodesRequest>(parsed, errors);
}

/** The schema's answer with its refusals beside their fields, after those the draft's reading found. */
function checked<Input>(
  parsed: { success: true; data: Input; error?: undefined } | { success: false; data?: undefined; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } },
  errors: PromoCodeErrors,
): DraftValidation<Input> {
  for (const issue of parsed.error?.issues ?? []) errors[FIELD_OF_INPUT[issue.path[0] ?? ""] ?? "form"] ??= issue.message;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/**
 * What a code does and when, the same for one code and a batch, as the
 * schemas take them; what cannot be read goes beside its field in `errors`.
 */
function readTerms(draft: PromoCodeDraft, event: EventTerms, errors: PromoCodeErrors) {
  /** Minor units, or undefined after putting why not beside the field; `outOfRange` is the schema's words for it. */
  const money = (field: "value" | "priceFloor", outOfRange: string): number | undefined => {
    const currency = findCurrency(event.currency)?.code;
    // The rules check only a currency's shape: an amount of an unknown one cannot be read.
    if (!currency) {
      errors[field] = notAnAmount;
      return undefined;
    }
    const read = parseMoney(draft[field], currency);
    if (read.ok) return read.minor;
    switch (read.error) {
      case "too_many_decimals":
        errors[field] = eventMessages.price.too_many_decimals[currencyExponent(currency)];
        break;
      case "not_a_number":
      case "separator":
        errors[field] = notAnAmount;
        break;
      default:
        // Empty, negative or too large: what the schema says of such a number.
        errors[field] = outOfRange;
    }
    return undefined;
  };

  /** The instant, or undefined when empty or after putting why not beside the field. */
  const instant = (field: "validFrom" | "validUntil"): number | undefined => {
    const local = draft[field].trim();
    if (local === "") return undefined;
    const read = zonedLocalToMillis(local, event.timeZone);
    if (read.ok) return read.millis;
    errors[field] = eventMessages.dateTime[read.error];
    return undefined;
  };

  const amount = draft.kind === "amount" ? money("value", pm.amount) : undefined;
  const discount =
    draft.kind === "percent"
      ? { kind: "percent" as const, percent: wholeNumber(draft.value) }
      : amount !== undefined
        ? { kind: "amount" as const, amount }
        : undefined;
  const priceFloor = draft.kind !== "none" && draft.priceFloor.trim() !== "" ? money("priceFloor", pm.priceFloor) : undefined;

  // The function refuses it too, but only the form knows which types are hidden before asking.
  const opensHiddenType = draft.ticketTypeIds.some((id) => event.ticketTypes.some((type) => type.id === id && type.hidden));
  if (draft.kind === "none" && !opensHiddenType) errors.ticketTypeIds = pm.nothingToDo;

  return {
    eventId: event.id,
    ticketTypeIds: draft.ticketTypeIds,
    discount,
    priceFloor,
    perOrderLimit: draft.perOrderLimit.trim() === "" ? undefined : wholeNumber(draft.perOrderLimit),
    validFrom: instant("validFrom"),
    validUntil: instant("validUntil"),
  };
}
