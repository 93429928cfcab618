// Sends a sale to issueTickets and keeps what the seller must see: busy while
// it runs, then the issued tickets or why it failed (a refused answer to the
// event's questions goes to `onAnswerRefused` too). The requestId of a sale
// not yet issued is kept for its retry (lib/requestAttempt.ts).
import { useRef, useState } from "react";
import type { AnswerField } from "../../../lib/answersDraft";
import { issueTickets } from "../api";
import { issuedSale, type IssuedSale } from "../model/issuedSale";
import { saleFailure, type SaleFailure } from "../../../lib/saleFailure";
import { nextAttempt, type RequestAttempt } from "../../../lib/requestAttempt";
import type { SaleRequest } from "../model/saleRequest";

export function useIssueTickets({ onAnswerRefused }: { onAnswerRefused?: (field: AnswerField, message: string) => void } = {}) {
  const [issuing, setIssuing] = useState(false);
  const [failure, setFailure] = useState<SaleFailure | null>(null);
  const [issued, setIssued] = useState<IssuedSale | null>(null);
  const lastAttempt = useRef<RequestAttempt | undefined>(undefined);
  // The button is disabled while issuing, but a second tap can land before it re-renders.
  const inFlight = useRef(false);

  /** The sale once issued; null when it failed (the failure is kept) or another is on its way. */
  const issue = async (request: SaleRequest): Promise<IssuedSale | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    const attempt = nextAttempt(lastAttempt.current, request.key);
    lastAttempt.current = attempt;
    setIssuing(true);
    setFailure(null);
    try {
      const result = await issueTickets({ ...request.input, requestId: attempt.requestId });
      lastAttempt.current = undefined;
      const done = issuedSale(result, request.receipt, window.location.origin);
      setIssued(done);
      return done;
    } catch (error) {
      console.error("Could not issue the tickets", error);
      const failure = saleFailure(error);
      setFailure(failure);
      if (failure.answerField) onAnswerRefused?.(failure.answerField, failure.message);
      return null;
    } finally {
      inFlight.current = false;
      setIssuing(false);
    }
  };

  /** Back to the form after a sale. */
  const dismiss = () => {
    setIssued(null);
    setFailure(null);
  };

  return { issuing, failure, issued, issue, dismiss };
}
