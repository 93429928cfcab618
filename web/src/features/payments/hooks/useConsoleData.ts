// The console's two live lists: the latest payments and the latest payment
// notifications; each undefined until its first answer.
import { useEffect, useState } from "react";
import { subscribeToPaymentEvents, subscribeToPayments } from "../api";
import type { PaymentEventView, PaymentView } from "../model/types";

export function useConsoleData(): { payments?: PaymentView[]; events?: PaymentEventView[]; loadError: boolean } {
  const [payments, setPayments] = useState<PaymentView[]>();
  const [events, setEvents] = useState<PaymentEventView[]>();
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    const failed = (what: string) => (error: unknown) => {
      console.error(`Could not load the ${what}`, error);
      setLoadError(true);
    };
    const stopPayments = subscribeToPayments(setPayments, failed("payments"));
    const stopEvents = subscribeToPaymentEvents(setEvents, failed("payment events"));
    return () => {
      stopPayments();
      stopEvents();
    };
  }, []);

  return { payments, events, loadError };
}
