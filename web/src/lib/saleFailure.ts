// What the seller (issueTickets) or the buyer (purchaseTickets) must know when
// a sale fails: the Arabic message, whether some ticket ran short, whether
// the sale may have gone through anyway, and the answer it refused.
import { refusedAnswerField, type AnswerField } from "./answersDraft";
import { callErrorCode, callErrorMessage, isServerRefusal } from "./callErrorMessage";

export interface SaleFailure {
  message: string;
  /** resource-exhausted: the message names the type that ran short. */
  notEnoughLeft: boolean;
  /** No answer came (timeout, lost connection): retrying the same sale answers with it if it went through. */
  maybeIssued: boolean;
  /** invalid-argument naming an answer to the event's questions: the message goes beside that answer's field too. */
  answerField?: AnswerField;
}

export function saleFailure(error: unknown): SaleFailure {
  const answerField = callErrorCode(error) === "invalid-argument" ? refusedAnswerField((error as { details?: unknown }).details) : undefined;
  return {
    message: callErrorMessage(error),
    notEnoughLeft: callErrorCode(error) === "resource-exhausted",
    maybeIssued: !isServerRefusal(error),
    ...(answerField && { answerField }),
  };
}
