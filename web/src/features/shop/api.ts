// The shop's calls (docs/contracts.md): purchaseTickets, checkPromoCode and listMyOrders, with
// the signed-in buyer's ID token, and getOrderTickets by the private link;
// seen by the rest of the feature as plain functions.
import {
  CALLABLES,
  type CheckPromoCodeInput,
  type CheckPromoCodeResult,
  type GetOrderTicketsInput,
  type MyOrdersResult,
  type OrderLink,
  type OrderTicketsResult,
  type PurchaseTicketsInput,
  type PurchaseTicketsResult,
} from "@bawwaba/common";
import { callFunction } from "../../lib/callFunction";

export function purchaseTickets(input: PurchaseTicketsInput, idToken: string): Promise<PurchaseTicketsResult> {
  // A limited-use App Check token, consumed by the function: a captured request cannot be replayed to hold more.
  return callFunction<PurchaseTicketsInput, PurchaseTicketsResult>(CALLABLES.purchaseTickets, input, { limitedUseAppCheckToken: true, idToken });
}

/** What a code does to this event's prices, for the signed-in buyer (docs/contracts.md `checkPromoCode`). */
export function checkPromoCode(input: CheckPromoCodeInput, idToken: string): Promise<CheckPromoCodeResult> {
  return callFunction<CheckPromoCodeInput, CheckPromoCodeResult>(CALLABLES.checkPromoCode, input, { idToken });
}

export function listMyOrders(idToken: string): Promise<MyOrdersResult> {
  return callFunction<null, MyOrdersResult>(CALLABLES.listMyOrders, null, { idToken });
}

export function getOrderTickets({ orderId, accessToken }: OrderLink): Promise<OrderTicketsResult> {
  return callFunction<GetOrderTicketsInput, OrderTicketsResult>(CALLABLES.getOrderTickets, { orderId, accessToken });
}
