// The signed-in buyer's orders (listMyOrders), asked for again when the
// phone changes; a call that finds the session gone signs the page out.
import type { MyOrder } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { leaveDisplaySettings, showInDisplaySettings } from "../../../lib/displaySettings";
import { listMyOrders } from "../api";
import type { BuyerSession } from "./useBuyerSession";

export type MyOrdersState = { status: "loading" } | { status: "loaded"; orders: MyOrder[] } | { status: "error"; message: string };

export function useMyOrders(session: BuyerSession): { state: MyOrdersState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const { phone } = session;
  // Each answer is kept with the request it answers: another phone or a retry shows "loading" until its own.
  const request = `${phone}\n${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: MyOrdersState } | null>(null);
  const setState = (state: MyOrdersState) => setAnswer({ request, state });
  useEffect(() => {
    if (!phone) return;
    let current = true;
    session
      .idToken()
      .then((idToken) => (idToken === null ? null : listMyOrders(idToken)))
      .then((result) => {
        if (!current || !result) return;
        // Before the render that draws the orders: their dates and numbers as the organiser chose.
        showInDisplaySettings(result.display);
        setState({ status: "loaded", orders: result.orders });
      })
      .catch((error: unknown) => {
        console.error("Could not list the buyer's orders", error);
        if (current) setState({ status: "error", message: callErrorMessage(error) });
      });
    return () => {
      current = false;
      leaveDisplaySettings();
    };
    // The session object is new each render; what the call depends on is the phone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone, attempt]);
  const state: MyOrdersState = answer?.request === request ? answer.state : { status: "loading" };
  return { state, retry: () => setAttempt((previous) => previous + 1) };
}
