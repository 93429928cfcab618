// Sends the buyer's order to purchaseTickets, then takes the buyer on: to the
// payment provider's checkout, or straight to the order's page when there is
// nothing to pay. The order is first remembered on this device. The requestId
// of an order not yet answered is kept for its retry (lib/requestAttempt.ts),
// so a retry after a timeout never holds the tickets twice. A refusal for lack
// of tickets calls `onNotEnoughLeft`, for the page to ask for what is left now;
// a refused answer to the event's questions, `onAnswerRefused`.
import { buyerMessages, orderLinkPath } from "@bawwaba/common";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { CallError } from "../../../lib/callFunction";
import { nextAttempt, type RequestAttempt } from "../../../lib/requestAttempt";
import type { AnswerField } from "../../../lib/answersDraft";
import { saleFailure, type SaleFailure } from "../../../lib/saleFailure";
import { purchaseTickets } from "../api";
import type { BuyerSession } from "../buyer/useBuyerSession";
import type { PurchaseRequest } from "../model/checkout";
import { titlesOf } from "../model/recentOrders";
import { recentOrders } from "./recentOrders";

interface PurchaseCallbacks {
  onNotEnoughLeft?: () => void;
  onAnswerRefused?: (field: AnswerField, message: string) => void;
}

export function usePurchase({ onNotEnoughLeft, onAnswerRefused }: PurchaseCallbacks = {}) {
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<SaleFailure | null>(null);
  const lastAttempt = useRef<RequestAttempt | undefined>(undefined);
  // The button is disabled while paying, but a second tap can land before it re-renders.
  const inFlight = useRef(false);

  // Leaving for the checkout keeps the button busy until the page unloads; a
  // page the browser restores from its back-forward cache must be usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setPaying(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  const pay = async (request: PurchaseRequest, buyer: Pick<BuyerSession, "idToken">) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const attempt = nextAttempt(lastAttempt.current, request.key);
    lastAttempt.current = attempt;
    setPaying(true);
    setFailure(null);
    let leaving = false;
    try {
      const idToken = await buyer.idToken();
      if (idToken === null) throw new CallError("unauthenticated", buyerMessages.mustVerify);
      const result = await purchaseTickets({ ...request.input, requestId: attempt.requestId }, idToken);
      lastAttempt.current = undefined;
      const link = { orderId: result.orderId, accessToken: result.accessToken };
      recentOrders.remember({ ...link, ...titlesOf(request), savedAt: Date.now() });
      if (result.status === "pending" && result.checkoutUrl) {
        leaving = true;
        window.location.assign(result.checkoutUrl);
      } else {
        navigate(orderLinkPath({ ...link, eventId: request.input.eventId }));
      }
    } catch (error) {
      console.error("Could not place the order", error);
      const failure = saleFailure(error);
      setFailure(failure);
      if (failure.notEnoughLeft) onNotEnoughLeft?.();
      if (failure.answerField) onAnswerRefused?.(failure.answerField, failure.message);
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setPaying(false);
      }
    }
  };

  return { paying, failure, pay };
}
