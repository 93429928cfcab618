// The calls the selling pages make: issueTickets and checkPromoCode (docs/contracts.md). The rest of the
// feature sees it as a plain function. Sales made before: pastSales.ts.
import { CALLABLES, type CheckPromoCodeInput, type CheckPromoCodeResult, type IssueTicketsInput, type IssueTicketsResult } from "@bawwaba/common";
import { callFunction } from "../../lib/callFunction";

export function issueTickets(input: IssueTicketsInput): Promise<IssueTicketsResult> {
  return callFunction<IssueTicketsInput, IssueTicketsResult>(CALLABLES.issueTickets, input);
}

export function checkPromoCode(input: CheckPromoCodeInput): Promise<CheckPromoCodeResult> {
  return callFunction<CheckPromoCodeInput, CheckPromoCodeResult>(CALLABLES.checkPromoCode, input);
}

