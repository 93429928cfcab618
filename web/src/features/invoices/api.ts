// The invoice page's one call: getOrderInvoices with the order's private link
// (docs/contracts.md), public, no sign-in.
import { CALLABLES, type GetOrderInvoicesInput, type OrderInvoices, type OrderLink } from "@bawwaba/common";
import { callFunction } from "../../lib/callFunction";

export function getOrderInvoices({ orderId, accessToken }: OrderLink): Promise<OrderInvoices> {
  return callFunction<GetOrderInvoicesInput, OrderInvoices>(CALLABLES.getOrderInvoices, { orderId, accessToken });
}
