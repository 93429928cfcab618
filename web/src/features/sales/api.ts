// The one call the selling pages make: issueTickets (docs/contracts.md). The rest of the
// feature sees it as a plain function. Sales made before: pastSales.ts.
import { CALLABLES, type IssueTicketsInput, type IssueTicketsResult } from "@bawwaba/common";
import { callFunction } from "../../lib/callFunction";

export function issueTickets(input: IssueTicketsInput): Promise<IssueTicketsResult> {
  return callFunction<IssueTicketsInput, IssueTicketsResult>(CALLABLES.issueTickets, input);
}

