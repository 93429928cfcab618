// The console's actions on a payment: replay its last notification to the
// shop's webhook, or decline it as if the payer had. One runs at a time; the
// outcome (or the Arabic reason it failed) stays on screen.
import { paymentsConsoleMessages } from "@bawwaba/common";
import { useState } from "react";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { runForFeedback, type Feedback } from "../../../lib/writeFeedback";
import { yousrPayReplay } from "../api";
import { yousrPayDecide } from "../checkoutApi";
import type { PaymentView } from "../model/types";

export function usePaymentActions() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const run = async (payment: PaymentView, action: () => Promise<Feedback>) => {
    setBusyId(payment.id);
    setFeedback(null);
    setFeedback(await action());
    setBusyId(null);
  };

  const replay = (payment: PaymentView) =>
    run(payment, () =>
      runForFeedback(
        () => yousrPayReplay({ paymentId: payment.id }),
        ({ httpStatus }) => paymentsConsoleMessages.console.replayed(httpStatus),
        callErrorMessage,
        "Replaying the payment notification",
      ),
    );

  const forceDecline = (payment: PaymentView) =>
    run(payment, () =>
      runForFeedback(
        () => yousrPayDecide({ paymentId: payment.id, decision: "decline" }),
        paymentsConsoleMessages.console.declined,
        callErrorMessage,
        "Declining the payment",
      ),
    );

  return { busyId, feedback, replay, forceDecline };
}
