// One Yousr Pay payment, live: a decision made elsewhere (the console's
// forced decline, another tab) shows at once.
import { useEffect, useState } from "react";
import { subscribeToPayment } from "../api";
import type { PaymentView } from "../model/types";

export type PaymentState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "missing" }
  | { status: "ready"; payment: PaymentView };

export function usePayment(paymentId: string): PaymentState {
  const [state, setState] = useState<PaymentState>({ status: "loading" });
  useEffect(
    () =>
      subscribeToPayment(
        paymentId,
        (payment) => setState(payment ? { status: "ready", payment } : { status: "missing" }),
        (error) => {
          console.error("Could not load the payment", error);
          setState({ status: "error" });
        },
      ),
    [paymentId],
  );
  return state;
}
