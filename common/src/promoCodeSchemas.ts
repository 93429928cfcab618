// Schemas of promo and access codes: the code's document and the promo-code
// callables' inputs and answers (docs/contracts.md "Promo and access codes"),
// apart from documents.ts and callables.ts so that only the functions and the
// pages that create or check codes download them. A sale's own `promoCode`
// field is callables.ts `promoCodeText`.
import "./zodSetup.js";
import { z } from "zod/mini";
import { docId, promoCodeText } from "./callables.js";
import type { CatalogueTicketType } from "./catalogue.js";
import { timestampSchema } from "./documents.js";
import { callErrorMessages } from "./messages/callErrors.js";
import { promoCodeMessages } from "./messages/promoCodes.js";
import { MAX_PROMO_CODE_USES, normalizePromoCode, type PromoDiscount } from "./promoCodes.js";

const pm = promoCodeMessages.input;

/**
 * A discount: its kind and its one figure, `{kind: "percent", percent}` or
 * `{kind: "amount", amount}` (minor units off each ticket). Checked as one
 * object with a refinement rather than a union: z.union would add its code
 * to the zod chunk every staff page loads (docs/performance.md, page budgets).
 */
function discountSchema(messages: { percent?: string; amount?: string } = {}) {
  const percent = messages.percent === undefined ? {} : { error: () => messages.percent };
  const amount = messages.amount === undefined ? {} : { error: () => messages.amount };
  return z.pipe(
    z
      .object(
        {
          kind: z.enum(["percent", "amount"], percent),
          percent: z.optional(z.int(percent).check(z.minimum(1, percent), z.maximum(100, percent))),
          amount: z.optional(z.int(amount).check(z.positive(amount))),
        },
        percent,
      )
      .check(
        z.refine((discount) => discount.kind !== "percent" || (discount.percent !== undefined && discount.amount === undefined), { ...percent, path: ["percent"] }),
        z.refine((discount) => discount.kind !== "amount" || (discount.amount !== undefined && discount.percent === undefined), { ...amount, path: ["amount"] }),
      ),
    z.transform((discount): PromoDiscount =>
      discount.kind === "percent" ? { kind: "percent", percent: discount.percent! } : { kind: "amount", amount: discount.amount! },
    ),
  );
}

export const promoDiscountSchema = discountSchema();

/**
 * `events/{eventId}/promoCodes/{code}`, keyed by the code as normalized
 * (normalizePromoCode), so a typed code is one read and two codes of one
 * event never collide. The owner-manager's only (rules); created and changed
 * by the functions. Its uses are counted in the `uses` shards beneath it.
 */
export const promoCodeSchema = z.object({
  /** As the organiser wrote it, for display. */
  label: z.string(),
  ticketTypeIds: z.array(z.string()),
  discount: z.optional(promoDiscountSchema),
  /** Minor units: no ticket with the code costs less (unless it cost less before). */
  priceFloor: z.optional(z.int().check(z.nonnegative())),
  maxUses: z.int().check(z.positive(), z.maximum(MAX_PROMO_CODE_USES)),
  perOrderLimit: z.optional(z.int().check(z.positive())),
  validFrom: z.optional(timestampSchema),
  validUntil: z.optional(timestampSchema),
  /** Paused codes are refused; the organiser can resume them. */
  active: z.boolean(),
  /** The batch of single-use codes it was generated in (generatePromoCodes), if any. */
  batchId: z.optional(z.string()),
  createdAt: timestampSchema,
  createdBy: z.string(),
  /** How many shards count its uses (`uses/{n}`, like a type's inventory). */
  useShards: z.int().check(z.positive()),
});
export type PromoCodeDoc = z.infer<typeof promoCodeSchema>;

/**
 * A slice of a sharded count: a code's uses (`events/{eventId}/promoCodes/{code}/uses/{n}`),
 * `allotment` of them, `sold` used. Written only by the functions; here, not in
 * documents.ts, as the functions and the codes dialog alone read them.
 */
export const countShardSchema = z.object({
  index: z.int().check(z.nonnegative()),
  allotment: z.int().check(z.nonnegative()),
  sold: z.int().check(z.nonnegative()),
});
export type CountShardDoc = z.infer<typeof countShardSchema>;



const epochMillis = (error: string) => z.int({ error }).check(z.positive({ error }));

/** What a code does and when, the same for one code and a batch of single-use codes. */
const termsFields = {
  eventId: docId,
  ticketTypeIds: z._default(z.array(docId, { error: () => pm.ticketTypes }).check(z.maxLength(50, { error: () => pm.ticketTypes })), []),
  discount: z.optional(discountSchema({ percent: pm.percent, amount: pm.amount })),
  priceFloor: z.optional(z.int({ error: () => pm.priceFloor }).check(z.nonnegative({ error: () => pm.priceFloor }))),
  perOrderLimit: z.optional(z.int({ error: () => pm.perOrderLimit }).check(z.positive({ error: () => pm.perOrderLimit }))),
  validFrom: z.optional(epochMillis(pm.window)),
  validUntil: z.optional(epochMillis(pm.window)),
};

const windowInOrder = z.refine<{ validFrom?: number; validUntil?: number }>(
  (input) => input.validFrom === undefined || input.validUntil === undefined || input.validUntil > input.validFrom,
  { error: () => pm.window, path: ["validUntil"] },
);

/** A super_admin's new code for an event (docs/contracts.md `createPromoCode`). */
export const createPromoCodeInput = z
  .object(
    {
      ...termsFields,
      code: z.pipe(z.string({ error: () => pm.code }), z.transform((label) => label.trim())),
      maxUses: z.int({ error: () => pm.maxUses }).check(z.positive({ error: () => pm.maxUses }), z.maximum(MAX_PROMO_CODE_USES, { error: () => pm.maxUses })),
    },
    { error: () => callErrorMessages.invalidArgument },
  )
  .check(z.refine((input) => normalizePromoCode(input.code) !== null, { error: () => pm.code, path: ["code"] }), windowInOrder);
export type CreatePromoCodeInput = z.input<typeof createPromoCodeInput>;
export interface CreatePromoCodeResult {
  /** The code as stored and typed (normalized). */
  code: string;
}

/** Most single-use codes one batch makes: one call writes them in a few batches of 500 writes. */
export const MAX_GENERATED_PROMO_CODES = 1000;
/** Longest prefix of generated codes, which take 10 random characters after it. */
export const MAX_PROMO_CODE_PREFIX_LENGTH = 12;

/** A batch of single-use codes with the same terms (docs/contracts.md `generatePromoCodes`). */
export const generatePromoCodesInput = z
  .object(
    {
      ...termsFields,
      count: z.int({ error: () => pm.count(MAX_GENERATED_PROMO_CODES) }).check(
        z.positive({ error: () => pm.count(MAX_GENERATED_PROMO_CODES) }),
        z.maximum(MAX_GENERATED_PROMO_CODES, { error: () => pm.count(MAX_GENERATED_PROMO_CODES) }),
      ),
      prefix: z._default(
        z.pipe(
          z.string({ error: () => pm.prefix(MAX_PROMO_CODE_PREFIX_LENGTH) }),
          z.transform((prefix, context) => {
            if (prefix.trim() === "") return "";
            // A prefix is read as a code is, and may be as short as one character.
            const code = normalizePromoCode(`${prefix}000`)?.slice(0, -3);
            if (code === undefined || code.length > MAX_PROMO_CODE_PREFIX_LENGTH) {
              context.issues.push({ code: "custom", message: pm.prefix(MAX_PROMO_CODE_PREFIX_LENGTH), input: prefix });
              return z.NEVER;
            }
            return code;
          }),
        ),
        "",
      ),
    },
    { error: () => callErrorMessages.invalidArgument },
  )
  .check(windowInOrder);
export type GeneratePromoCodesInput = z.input<typeof generatePromoCodesInput>;
export interface GeneratePromoCodesResult {
  /** The batch the codes share (their `batchId`). */
  batchId: string;
  /** The codes, as typed (normalized), each good for one ticket. */
  codes: string[];
}

/** Pauses or resumes a code, or every code of a generated batch (docs/contracts.md `setPromoCodeActive`). */
export const setPromoCodeActiveInput = z
  .object(
    {
      eventId: docId,
      code: z.optional(promoCodeText),
      batchId: z.optional(docId),
      active: z.boolean({ error: () => callErrorMessages.invalidArgument }),
    },
    { error: () => callErrorMessages.invalidArgument },
  )
  .check(z.refine((input) => (input.code === undefined) !== (input.batchId === undefined), { error: () => callErrorMessages.invalidArgument }));
export type SetPromoCodeActiveInput = z.input<typeof setPromoCodeActiveInput>;

/** A buyer's or a seller's code, checked before paying (docs/contracts.md `checkPromoCode`). */
export const checkPromoCodeInput = z.object({ eventId: docId, code: promoCodeText }, { error: () => callErrorMessages.invalidArgument });
export type CheckPromoCodeInput = z.input<typeof checkPromoCodeInput>;
/** A type the code applies to, as the catalogue shows types, with what a ticket costs with the code. */
export interface PromoCodeTicketType extends CatalogueTicketType {
  discountedPrice: number;
  /** Not in the catalogue: the code unlocks it. */
  hidden: boolean;
}
export interface CheckPromoCodeResult {
  code: string;
  /** The types the code applies to, hidden ones it unlocks included. */
  ticketTypes: PromoCodeTicketType[];
  /** Most tickets one order may buy with the code, when the code limits it. */
  perOrderLimit?: number;
}
