// Runs one write (save, publish, duplicate, create or pause a promo code…)
// and keeps what the person must see about it: busy while it runs, then a
// success or an Arabic error message.
import { useCallback, useState } from "react";
import { eventsErrorMessage } from "../model/eventsErrors";

export interface Feedback {
  severity: "success" | "error";
  message: string;
}

/** `errorMessage` says why a write failed: by default as the events' Firestore writes fail. */
export function useEventCommand(errorMessage: (error: unknown) => string = eventsErrorMessage) {
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  /** Resolves to whether the write succeeded; never rejects. */
  const run = useCallback(async (write: () => Promise<unknown>, successMessage: string): Promise<boolean> => {
    setBusy(true);
    setFeedback(null);
    try {
      await write();
      setFeedback({ severity: "success", message: successMessage });
      return true;
    } catch (error) {
      console.error("An event write failed", error);
      setFeedback({ severity: "error", message: errorMessage(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }, [errorMessage]);

  /** Shows the success of a write made elsewhere (the form dialog saves on its own). */
  const notify = useCallback((message: string) => setFeedback({ severity: "success", message }), []);
  const clearFeedback = useCallback(() => setFeedback(null), []);
  return { busy, feedback, run, notify, clearFeedback };
}
