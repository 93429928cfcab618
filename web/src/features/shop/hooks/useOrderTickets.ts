// The order behind a private link, from getOrderTickets. A payment is
// confirmed by the provider's notification, which arrives on its own time,
// so a pending order is asked for again every 2 s until it is settled.
import { callErrorMessages, type OrderLink, type OrderTicketsResult } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { callErrorCode, callErrorMessage } from "../../../lib/callErrorMessage";
import { leaveDisplaySettings, showInDisplaySettings } from "../../../lib/displaySettings";
import { getOrderTickets } from "../api";
import { titlesOf } from "../model/recentOrders";
import { recentOrders } from "./recentOrders";

export const ORDER_POLL_MS = 2_000;

const INVALID_LINK_CODES = new Set(["not-found", "invalid-argument"]);

export type OrderState =
  | { status: "loading" }
  /** `invalidLink`: no such order, or not with this token. */
  | { status: "error"; message: string; invalidLink: boolean }
  | { status: "ready"; order: OrderTicketsResult };

export function useOrderTickets(link: OrderLink): { state: OrderState; retry: () => void } {
  const { orderId, accessToken } = link;
  const [state, setState] = useState<OrderState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = false;

    const load = async () => {
      try {
        const order = await getOrderTickets({ orderId, accessToken });
        if (!active) return;
        if (!shown) recentOrders.remember({ orderId, accessToken, ...titlesOf(order), savedAt: Date.now() });
        shown = true;
        // Before the render that draws the order: its dates and numbers as the organiser chose.
        showInDisplaySettings(order.display);
        setState({ status: "ready", order });
        if (order.status === "pending") timer = setTimeout(load, ORDER_POLL_MS);
      } catch (error) {
        if (!active) return;
        console.error("Could not load the order", error);
        // While an order is on screen, a failed poll (a lost connection) waits for the next one.
        if (shown) {
          timer = setTimeout(load, ORDER_POLL_MS);
          return;
        }
        // not-found: no such order, or not with this token; invalid-argument: a mangled link.
        const invalidLink = INVALID_LINK_CODES.has(callErrorCode(error));
        setState({ status: "error", message: invalidLink ? callErrorMessages.orderLinkInvalid : callErrorMessage(error), invalidLink });
      }
    };
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
      leaveDisplaySettings();
    };
  }, [orderId, accessToken, attempt]);

  const retry = () => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  };

  return { state, retry };
}
