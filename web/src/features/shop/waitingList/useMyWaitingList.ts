// The signed-in buyer's waiting lists (listMyWaitingListOffers), asked for
// again when the phone changes, on a retry, and after the buyer leaves one.
import type { MyWaitingListEntry } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { listMyWaitingListOffers } from "../api";
import type { BuyerSession } from "../buyer/useBuyerSession";

export type MyWaitingListState = { status: "loading" } | { status: "loaded"; entries: MyWaitingListEntry[] } | { status: "error"; message: string };

export function useMyWaitingList(session: BuyerSession): { state: MyWaitingListState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const { phone } = session;
  const request = `${phone}\n${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: MyWaitingListState } | null>(null);
  useEffect(() => {
    if (!phone) return;
    let current = true;
    const settle = (state: MyWaitingListState) => current && setAnswer({ request, state });
    session
      .idToken()
      .then((idToken) => (idToken === null ? null : listMyWaitingListOffers(idToken)))
      .then((result) => {
        if (result) settle({ status: "loaded", entries: result.entries });
      })
      .catch((error: unknown) => {
        console.error("Could not list the buyer's waiting lists", error);
        settle({ status: "error", message: callErrorMessage(error) });
      });
    return () => {
      current = false;
    };
    // The session object is new each render; what the call depends on is the phone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  // A reload keeps the list shown until its answer replaces it.
  const state: MyWaitingListState = answer?.request === request ? answer.state : (answer?.state ?? { status: "loading" });
  return { state, reload: () => setAttempt((previous) => previous + 1) };
}
