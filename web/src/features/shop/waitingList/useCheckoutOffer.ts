// The offer a checkout was opened with (`?offer=<offerId>`), read from the
// buyer's own entries (listMyWaitingListOffers) once their phone is verified:
// only the phone the offer was made to finds it (docs/security.md, "Buyers").
import { useEffect, useState } from "react";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { listMyWaitingListOffers } from "../api";
import type { BuyerSession } from "../buyer/useBuyerSession";
import { findOffer, type CheckoutOfferTerms } from "./offerCheckout";

export type CheckoutOffer =
  | { status: "none" }
  /** The buyer must verify their phone before the offer can be found. */
  | { status: "signIn" }
  | { status: "loading" }
  | { status: "ready"; terms: CheckoutOfferTerms }
  /** No open offer of this phone has that id (bought, run out, another phone's). */
  | { status: "gone" }
  | { status: "error"; message: string; retry: () => void };

type Answer = { status: "ready"; terms: CheckoutOfferTerms } | { status: "gone" } | { status: "error"; message: string };

export function useCheckoutOffer(offerId: string | undefined, eventId: string, session: BuyerSession): CheckoutOffer {
  const { phone } = session;
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it answers: another phone or a retry shows "loading" until its own.
  const request = `${phone}\n${offerId}\n${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; answer: Answer }>();
  useEffect(() => {
    if (!offerId || !phone) return;
    let current = true;
    const settle = (value: Answer) => current && setAnswer({ request, answer: value });
    session
      .idToken()
      .then((idToken) => (idToken === null ? null : listMyWaitingListOffers(idToken)))
      .then((result) => {
        if (!result) return;
        const terms = findOffer(result.entries, eventId, offerId);
        settle(terms ? { status: "ready", terms } : { status: "gone" });
      })
      .catch((error: unknown) => {
        console.error("Could not read the waiting-list offer", error);
        settle({ status: "error", message: callErrorMessage(error) });
      });
    return () => {
      current = false;
    };
    // The session object is new each render; what the call depends on is the phone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  if (!offerId) return { status: "none" };
  if (!phone) return { status: "signIn" };
  if (answer?.request !== request) return { status: "loading" };
  if (answer.answer.status === "error") return { ...answer.answer, retry: () => setAttempt((previous) => previous + 1) };
  return answer.answer;
}
