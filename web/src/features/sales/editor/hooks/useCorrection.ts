// Runs one correction (a callable) for a dialog: busy while it runs, the
// function's Arabic message when it fails, and what happened when it worked.
import { useRef, useState } from "react";
import { callErrorMessage } from "../../../../lib/callErrorMessage";
import { outcomeMessage, type Correction } from "../model/outcome";

export function useCorrection(onDone: (message: string) => void) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  // The button is disabled while submitting, but a second tap can land before it re-renders.
  const inFlight = useRef(false);

  /** True when the correction went through. */
  const run = async (correct: () => Promise<Correction>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSubmitting(true);
    setError(undefined);
    try {
      onDone(outcomeMessage(await correct()));
      return true;
    } catch (failure) {
      console.error("The correction failed", failure);
      setError(callErrorMessage(failure));
      return false;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const reset = () => setError(undefined);

  return { submitting, error, run, reset };
}
