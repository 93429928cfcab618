// What the snackbar says once a correction went through.
import { type CorrectBuyerResult, type SalesCorrectionResult, salesEditorMessages } from "@bawwaba/common";

const { done } = salesEditorMessages;

export type Correction =
  | { kind: "correctBuyer"; result: CorrectBuyerResult }
  | { kind: "correctAnswers" }
  | { kind: "voidTicket"; result: SalesCorrectionResult }
  | { kind: "cancelOrder"; refund: boolean; result: SalesCorrectionResult };

export function outcomeMessage(correction: Correction): string {
  switch (correction.kind) {
    case "correctBuyer":
      return done.buyerCorrected(correction.result.updatedTicketIds.length);
    case "correctAnswers":
      return done.answersCorrected;
    case "voidTicket":
      return done.ticketVoided(correction.result.returnedToSale);
    case "cancelOrder":
      return done.orderClosed(
        correction.refund,
        correction.result.voidedTicketIds.length,
        correction.result.returnedToSale,
      );
  }
}
