// The private link of an online order (getOrderTickets): the shop's page of
// the order. The access token rides in the fragment, so it never reaches a
// server log or a Referer header.

/** The shop's path (web/src/auth/access.ts ROUTES.buyTickets, checked by a unit test). */
export const SHOP_PATH = "/buy-tickets";

export interface OrderLink {
  orderId: string;
  accessToken: string;
}

/** The order's page, relative to the app's origin. */
export function orderLinkPath({ orderId, accessToken }: OrderLink): string {
  return `${SHOP_PATH}?order=${encodeURIComponent(orderId)}#token=${encodeURIComponent(accessToken)}`;
}

/** The order named by a location's query and fragment, or null when either part is missing. */
export function parseOrderLink(search: string, hash: string): OrderLink | null {
  const orderId = new URLSearchParams(search).get("order");
  const accessToken = new URLSearchParams(hash.replace(/^#/, "")).get("token");
  return orderId && accessToken ? { orderId, accessToken } : null;
}
