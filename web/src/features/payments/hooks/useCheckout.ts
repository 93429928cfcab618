// The payment the hosted checkout shows, asked of the gateway
// (yousrPayCheckout: no client reads payments directly) and asked again
// while it is open, so a decision made elsewhere (the console's forced
// decline, another tab) shows.
import type { YousrPayCheckoutResult } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { yousrPayCheckout } from "../checkoutApi";

export type CheckoutState =
  | { status: "loading" }
  /** The gateway's own Arabic reason: no such payment, or the test gateway is off here. */
  | { status: "error"; message: string }
  | { status: "ready"; payment: YousrPayCheckoutResult };

/** How often an open payment is asked again. */
const OPEN_PAYMENT_REFRESH_MS = 5_000;

export function useCheckout(paymentId: string): CheckoutState {
  const [state, setState] = useState<CheckoutState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      yousrPayCheckout({ paymentId }).then(
        (payment) => {
          if (!current) return;
          setState({ status: "ready", payment });
          if (payment.status === "open") timer = setTimeout(load, OPEN_PAYMENT_REFRESH_MS);
        },
        (error: unknown) => {
          if (!current) return;
          console.error("Could not load the payment", error);
          setState({ status: "error", message: callErrorMessage(error) });
        },
      );
    };
    load();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [paymentId]);
  return state;
}
