// What the seller (issueTickets) or the buyer (purchaseTickets) must know when
// a sale fails: the Arabic message, whether some ticket ran short, and whether
// the sale may have gone through anyway.
import { callErrorCode, callErrorMessage, isServerRefusal } from "./callErrorMessage";

export interface SaleFailure {
  message: string;
  /** resource-exhausted: the message names the type that ran short. */
  notEnoughLeft: boolean;
  /** No answer came (timeout, lost connection): retrying the same sale answers with it if it went through. */
  maybeIssued: boolean;
}

export function saleFailure(error: unknown): SaleFailure {
  return {
    message: callErrorMessage(error),
    notEnoughLeft: callErrorCode(error) === "resource-exhausted",
    maybeIssued: !isServerRefusal(error),
  };
}
