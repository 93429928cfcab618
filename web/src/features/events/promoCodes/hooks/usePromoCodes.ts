// The live list of one event's codes, for the codes dialog.
import { promoCodeMessages } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { subscribeToPromoCodes } from "../api";
import type { PromoCodeView } from "../model/promoCodeTerms";

export interface PromoCodesState {
  /** undefined while the first answer is on its way. */
  codes?: PromoCodeView[];
  loadError?: string;
}

export function usePromoCodes(eventId: string): PromoCodesState {
  const [state, setState] = useState<PromoCodesState>({});
  useEffect(
    () =>
      subscribeToPromoCodes(
        eventId,
        (codes) => setState({ codes }),
        (error) => {
          console.error("Could not load the promo codes", error);
          setState((previous) => ({ ...previous, loadError: promoCodeMessages.manager.loadFailed }));
        },
      ),
    [eventId],
  );
  return state;
}
