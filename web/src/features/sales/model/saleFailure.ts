// What the seller must know when issuing fails: the Arabic message, whether
// some ticket ran short, and whether the tickets may have been issued anyway.
import { callErrorCode, callErrorMessage, isServerRefusal } from "../../../lib/callErrorMessage";

export interface SaleFailure {
  message: string;
  /** resource-exhausted: the message names the type that ran short. */
  notEnoughLeft: boolean;
  /** No answer came (timeout, lost connection): retrying the same sale shows its tickets if it went through. */
  maybeIssued: boolean;
}

export function saleFailure(error: unknown): SaleFailure {
  return {
    message: callErrorMessage(error),
    notEnoughLeft: callErrorCode(error) === "resource-exhausted",
    maybeIssued: !isServerRefusal(error),
  };
}
