// The dialog's list: a code made one by one is listed with its uses, live;
// the single-use codes generatePromoCodes made together (one `batchId`, up to
// 1,000 of them) are one row, without a uses listener per code, and their
// codes go out as a CSV file for the organiser to hand out. No Firebase
// imports, so unit tests can load it (api.ts reads the documents).
import {
  formatDateTime,
  GENERATED_PROMO_CODE_RANDOM_LENGTH,
  promoCodeMessages,
  type CountShardDoc,
  type GeneratePromoCodesResult,
  type PromoCodeDoc,
} from "@bawwaba/common";
import type { ManagedEvent } from "../../../../data/managedEvents";
import { csvText, type CsvValue } from "../../../../lib/csv";
import type { GeneratePromoCodesRequest } from "./promoCodeDraft";
import {
  discountLabel,
  promoCodeStateLabel,
  termsOf,
  toPromoCodeView,
  typeNames,
  type PromoCodeTermsView,
  type PromoCodeView,
} from "./promoCodeTerms";

const csv = promoCodeMessages.manager.csv;


/** A code document as read, keyed by its normalized code. */
export interface StoredPromoCode {
  code: string;
  doc: PromoCodeDoc;
}

/** The single-use codes of one generatePromoCodes call, as one row. */
export interface PromoCodeBatchView extends PromoCodeTermsView {
  batchId: string;
  /** What every code starts with ("VIP"), "" for none. */
  prefix: string;
  /** Its codes, in alphabetical order, each paused or not. */
  codes: { code: string; active: boolean }[];
  createdAtMillis: number;
}

export type PromoCodeEntry = { kind: "code"; code: PromoCodeView } | { kind: "batch"; batch: PromoCodeBatchView };

/** The prefix of a generated code: what is before its random characters. */
const prefixOf = (code: string) => code.slice(0, Math.max(0, code.length - GENERATED_PROMO_CODE_RANDOM_LENGTH));

const byCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/**
 * The event's codes as listed, in the order given (newest first): each code
 * without a batch with its uses, each batch once, where its first code is.
 * Undefined while the uses of a code without a batch have not arrived
 * (`usesOf` answers undefined), so that no code shows without its uses;
 * batch codes have no uses listener and wait for nothing.
 */
export function listPromoCodes(
  codes: readonly StoredPromoCode[],
  usesOf: (code: string) => readonly CountShardDoc[] | undefined,
): PromoCodeEntry[] | undefined {
  const entries: PromoCodeEntry[] = [];
  const batches = new Map<string, PromoCodeBatchView>();
  for (const { code, doc } of codes) {
    if (doc.batchId === undefined) {
      const uses = usesOf(code);
      if (!uses) return undefined;
      entries.push({ kind: "code", code: toPromoCodeView(code, doc, uses) });
      continue;
    }
    const batch = batches.get(doc.batchId);
    if (batch) {
      batch.codes.push({ code, active: doc.active });
      batch.createdAtMillis = Math.min(batch.createdAtMillis, doc.createdAt.toMillis());
      continue;
    }
    // The codes of a batch share their terms: the first one read says them.
    const created: PromoCodeBatchView = {
      batchId: doc.batchId,
      prefix: prefixOf(code),
      codes: [{ code, active: doc.active }],
      createdAtMillis: doc.createdAt.toMillis(),
      ...termsOf(doc),
    };
    batches.set(doc.batchId, created);
    entries.push({ kind: "batch", batch: created });
  }
  for (const batch of batches.values()) batch.codes.sort(byCode);
  return entries;
}

/** What a batch is shown as, left to right: its prefix ("VIP…"), or its first code when it has none. */
export function batchExample(batch: Pick<PromoCodeBatchView, "prefix" | "codes">): string {
  return batch.prefix !== "" ? `${batch.prefix}…` : (batch.codes[0]?.code ?? "");
}

/** The batch generatePromoCodes has just made, as the list would show it: every code active. */
export function generatedBatch(input: GeneratePromoCodesRequest, result: GeneratePromoCodesResult, now: number): PromoCodeBatchView {
  return {
    batchId: result.batchId,
    prefix: input.prefix,
    codes: result.codes.map((code) => ({ code, active: true })).sort(byCode),
    createdAtMillis: now,
    ticketTypeIds: input.ticketTypeIds,
    discount: input.discount,
    priceFloor: input.priceFloor,
    perOrderLimit: input.perOrderLimit,
    validFromMillis: input.validFrom,
    validUntilMillis: input.validUntil,
  };
}

type EventTerms = Pick<ManagedEvent, "currency" | "timeZone" | "ticketTypes">;

/** One line per code of the batch: the code, its discount, its types, its window in the event's zone, its state at `now`. */
export function batchCsvRows(batch: PromoCodeBatchView, event: EventTerms, now: number): CsvValue[][] {
  // The terms are the batch's: worded once for all its codes.
  const discount = batch.discount ? discountLabel(batch.discount, event.currency) : csv.noDiscount;
  const types = batch.ticketTypeIds.length === 0 ? csv.allPublicTypes : typeNames(batch.ticketTypeIds, event);
  const from = batch.validFromMillis === undefined ? undefined : formatDateTime(batch.validFromMillis, event.timeZone);
  const until = batch.validUntilMillis === undefined ? undefined : formatDateTime(batch.validUntilMillis, event.timeZone);
  const { validFromMillis, validUntilMillis } = batch;
  return batch.codes.map(({ code, active }) => [
    code,
    discount,
    types,
    from,
    until,
    promoCodeStateLabel({ active, validFromMillis, validUntilMillis }, now),
  ]);
}

/** The batch's codes as a CSV file for Excel (lib/csv.ts: byte order mark, Arabic header). */
export function batchCsv(batch: PromoCodeBatchView, event: EventTerms, now: number): string {
  return csvText(csv.header, batchCsvRows(batch, event, now));
}

/** "promo-codes-VIP-<batchId>.csv": the prefix for people, the batch's id so that two batches' files differ. */
export function batchCsvFileName(batch: Pick<PromoCodeBatchView, "prefix" | "batchId">): string {
  return csv.fileName(batch.prefix !== "" ? `${batch.prefix}-${batch.batchId}` : batch.batchId);
}
