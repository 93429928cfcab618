// The live list of one event's codes and batches of codes, for the codes dialog.
import { promoCodeMessages } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { subscribeToPromoCodes } from "../api";
import type { PromoCodeEntry } from "../model/promoCodeBatches";

export interface PromoCodesState {
  /** undefined while the first answer is on its way. */
  entries?: PromoCodeEntry[];
  loadError?: string;
}

export function usePromoCodes(eventId: string): PromoCodesState {
  const [state, setState] = useState<PromoCodesState>({});
  useEffect(
    () =>
      subscribeToPromoCodes(
        eventId,
        (entries) => setState({ entries }),
        (error) => {
          console.error("Could not load the promo codes", error);
          setState((previous) => ({ ...previous, loadError: promoCodeMessages.manager.loadFailed }));
        },
      ),
    [eventId],
  );
  return state;
}
