// An event's promo and access codes: read live from Firestore (the rules let
// only a super_admin read them), created, generated and paused through their
// callables (docs/contracts.md "Promo and access codes"). The dialog sees
// PromoCodeEntry: a code with its uses, or a batch of single-use codes.
import {
  CALLABLES,
  COLLECTIONS,
  countShardSchema,
  parseDocument,
  promoCodeSchema,
  type CountShardDoc,
  type CreatePromoCodeInput,
  type CreatePromoCodeResult,
  type GeneratePromoCodesInput,
  type GeneratePromoCodesResult,
  type SetPromoCodeActiveInput,
} from "@bawwaba/common";
import { collection, onSnapshot, orderBy, query, type DocumentSnapshot, type Unsubscribe } from "firebase/firestore";
import { readAll } from "../../../data/liveQuery";
import { callFunction } from "../../../lib/callFunction";
import { db } from "../../../lib/firebase";
import { listPromoCodes, type PromoCodeEntry, type StoredPromoCode } from "./model/promoCodeBatches";
import type { CreatePromoCodeRequest, GeneratePromoCodesRequest } from "./model/promoCodeDraft";

const codesOf = (eventId: string) => collection(db, COLLECTIONS.events, eventId, COLLECTIONS.promoCodes);

const readCode = (snapshot: DocumentSnapshot): StoredPromoCode => ({
  code: snapshot.id,
  doc: parseDocument(promoCodeSchema, snapshot.ref.path, snapshot.data()),
});
const readUseShard = (snapshot: DocumentSnapshot) => parseDocument(countShardSchema, snapshot.ref.path, snapshot.data());

/**
 * The event's codes, newest first, live: each code made one by one with its
 * uses summed from its shards, each batch of generated single-use codes as
 * one entry. Only the codes made one by one have a uses listener: a batch of
 * 1,000 would be 1,000 listeners. It first fires once those codes' shards
 * have arrived, so that no code shows without its uses.
 */
export function subscribeToPromoCodes(
  eventId: string,
  onChange: (entries: PromoCodeEntry[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let codes: StoredPromoCode[] | undefined;
  const shardsByCode = new Map<string, CountShardDoc[]>();
  const useListeners = new Map<string, Unsubscribe>();

  const emit = () => {
    if (!codes) return;
    const entries = listPromoCodes(codes, (code) => shardsByCode.get(code));
    if (entries) onChange(entries);
  };

  const listenToUses = (code: string) =>
    onSnapshot(
      collection(codesOf(eventId), code, COLLECTIONS.promoCodeUses),
      (snapshot) => {
        shardsByCode.set(code, readAll(snapshot.docs, readUseShard));
        emit();
      },
      onError,
    );

  const stopCodes = onSnapshot(
    query(codesOf(eventId), orderBy("createdAt", "desc")),
    (snapshot) => {
      codes = readAll(snapshot.docs, readCode);
      // Codes are never deleted (they are paused instead), so a code's listener stays until the dialog closes.
      for (const { code, doc } of codes) {
        if (doc.batchId === undefined && !useListeners.has(code)) useListeners.set(code, listenToUses(code));
      }
      emit();
    },
    onError,
  );

  return () => {
    stopCodes();
    for (const stop of useListeners.values()) stop();
  };
}

export function createPromoCode(input: CreatePromoCodeRequest): Promise<CreatePromoCodeResult> {
  return callFunction<CreatePromoCodeInput, CreatePromoCodeResult>(CALLABLES.createPromoCode, input);
}

/** Generating and writing 1,000 codes takes a while: the function may run 120 s, a little more for the trip. */
const GENERATE_TIMEOUT_MS = 130_000;

export function generatePromoCodes(input: GeneratePromoCodesRequest): Promise<GeneratePromoCodesResult> {
  return callFunction<GeneratePromoCodesInput, GeneratePromoCodesResult>(CALLABLES.generatePromoCodes, input, {
    timeoutMs: GENERATE_TIMEOUT_MS,
  });
}

/** Pauses or resumes one code, or every code of a generated batch; answers how many codes changed. */
export async function setPromoCodeActive(eventId: string, which: { code: string } | { batchId: string }, active: boolean): Promise<number> {
  const answer = await callFunction<SetPromoCodeActiveInput, { active: boolean; codes: number }>(CALLABLES.setPromoCodeActive, { eventId, ...which, active });
  return answer.codes;
}
