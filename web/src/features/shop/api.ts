// The shop's calls (docs/contracts.md): purchaseTickets, checkPromoCode,
// listMyOrders and the waiting lists' (joinWaitingList, leaveWaitingList,
// listMyWaitingListOffers), with the signed-in buyer's ID token, and
// getOrderTickets by the private link; seen by the rest of the feature as
// plain functions.
import {
  CALLABLES,
  type CheckPromoCodeInput,
  type CheckPromoCodeResult,
  type GetOrderTicketsInput,
  type JoinWaitingListInput,
  type LeaveWaitingListInput,
  type MyOrdersResult,
  type OrderLink,
  type OrderTicketsResult,
  type PurchaseTicketsInput,
  type PurchaseTicketsResult,
  type MyWaitingListResult,
  type WaitingListEntryResult,
} from "@bawwaba/common";
import { callFunction } from "../../lib/callFunction";
import { myOrdersInPageLanguage, myWaitingListInPageLanguage, orderInPageLanguage } from "./model/soldInLanguage";

export function purchaseTickets(input: PurchaseTicketsInput, idToken: string): Promise<PurchaseTicketsResult> {
  // A limited-use App Check token, consumed by the function: a captured request cannot be replayed to hold more.
  return callFunction<PurchaseTicketsInput, PurchaseTicketsResult>(CALLABLES.purchaseTickets, input, { limitedUseAppCheckToken: true, idToken });
}

/** What a code does to this event's prices, for the signed-in buyer (docs/contracts.md `checkPromoCode`). */
export function checkPromoCode(input: CheckPromoCodeInput, idToken: string): Promise<CheckPromoCodeResult> {
  return callFunction<CheckPromoCodeInput, CheckPromoCodeResult>(CALLABLES.checkPromoCode, input, { idToken });
}

export function listMyOrders(idToken: string): Promise<MyOrdersResult> {
  return callFunction<null, MyOrdersResult>(CALLABLES.listMyOrders, null, { idToken }).then(myOrdersInPageLanguage);
}

export function getOrderTickets({ orderId, accessToken }: OrderLink): Promise<OrderTicketsResult> {
  return callFunction<GetOrderTicketsInput, OrderTicketsResult>(CALLABLES.getOrderTickets, { orderId, accessToken }).then(orderInPageLanguage);
}

/** Puts the buyer's verified phone on a sold-out type's waiting list (docs/contracts.md `joinWaitingList`). */
export function joinWaitingList(input: JoinWaitingListInput, idToken: string): Promise<WaitingListEntryResult> {
  return callFunction<JoinWaitingListInput, WaitingListEntryResult>(CALLABLES.joinWaitingList, input, { idToken });
}

export function leaveWaitingList(input: LeaveWaitingListInput, idToken: string): Promise<WaitingListEntryResult> {
  return callFunction<LeaveWaitingListInput, WaitingListEntryResult>(CALLABLES.leaveWaitingList, input, { idToken });
}

/** The lists the buyer's phone is on, open offers first, each with its link. */
export function listMyWaitingListOffers(idToken: string): Promise<MyWaitingListResult> {
  return callFunction<null, MyWaitingListResult>(CALLABLES.listMyWaitingListOffers, null, { idToken }).then(myWaitingListInPageLanguage);
}
