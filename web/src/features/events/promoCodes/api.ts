// An event's promo and access codes: read live from Firestore (the rules let
// only a super_admin read them), created and paused through their callables
// (docs/contracts.md "Promo and access codes"). The dialog sees PromoCodeView.
import {
  CALLABLES,
  COLLECTIONS,
  countShardSchema,
  parseDocument,
  promoCodeSchema,
  type CountShardDoc,
  type CreatePromoCodeInput,
  type CreatePromoCodeResult,
  type PromoCodeDoc,
  type SetPromoCodeActiveInput,
} from "@bawwaba/common";
import { collection, onSnapshot, orderBy, query, type DocumentSnapshot, type Unsubscribe } from "firebase/firestore";
import { readAll } from "../../../data/liveQuery";
import { callFunction } from "../../../lib/callFunction";
import { db } from "../../../lib/firebase";
import type { CreatePromoCodeRequest } from "./model/promoCodeDraft";
import { toPromoCodeView, type PromoCodeView } from "./model/promoCodeTerms";

const codesOf = (eventId: string) => collection(db, COLLECTIONS.events, eventId, COLLECTIONS.promoCodes);

const readCode = (snapshot: DocumentSnapshot) => ({
  code: snapshot.id,
  doc: parseDocument(promoCodeSchema, snapshot.ref.path, snapshot.data()),
});
const readUseShard = (snapshot: DocumentSnapshot) => parseDocument(countShardSchema, snapshot.ref.path, snapshot.data());

/**
 * The event's codes, newest first, each with its uses summed from its shards,
 * live. It first fires once every code's shards have arrived, so that no code
 * shows without its uses.
 */
export function subscribeToPromoCodes(
  eventId: string,
  onChange: (codes: PromoCodeView[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let codes: { code: string; doc: PromoCodeDoc }[] | undefined;
  const shardsByCode = new Map<string, CountShardDoc[]>();
  const useListeners = new Map<string, Unsubscribe>();

  const emit = () => {
    if (!codes) return;
    const views: PromoCodeView[] = [];
    for (const { code, doc } of codes) {
      const shards = shardsByCode.get(code);
      if (!shards) return;
      views.push(toPromoCodeView(code, doc, shards));
    }
    onChange(views);
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
      for (const { code } of codes) if (!useListeners.has(code)) useListeners.set(code, listenToUses(code));
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

export async function setPromoCodeActive(eventId: string, code: string, active: boolean): Promise<void> {
  await callFunction<SetPromoCodeActiveInput, { active: boolean }>(CALLABLES.setPromoCodeActive, { eventId, code, active });
}
