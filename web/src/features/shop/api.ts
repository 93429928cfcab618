// The shop's two calls (docs/contracts.md): purchaseTickets and getOrderTickets, public,
// seen by the rest of the feature as plain functions.
import {
  CALLABLES,
  type GetOrderTicketsInput,
  type OrderLink,
  type OrderTicketsResult,
  type PurchaseTicketsInput,
  type PurchaseTicketsResult,
} from "@bawwaba/common";
import { callFunction } from "../../lib/callFunction";

export function purchaseTickets(input: PurchaseTicketsInput): Promise<PurchaseTicketsResult> {
  // A limited-use App Check token, consumed by the function: a captured request cannot be replayed to hold more.
  return callFunction<PurchaseTicketsInput, PurchaseTicketsResult>(CALLABLES.purchaseTickets, input, { limitedUseAppCheckToken: true });
}

export function getOrderTickets({ orderId, accessToken }: OrderLink): Promise<OrderTicketsResult> {
  return callFunction<GetOrderTicketsInput, OrderTicketsResult>(CALLABLES.getOrderTickets, { orderId, accessToken });
}
