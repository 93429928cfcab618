// The private link of an online order (getOrderTickets): the shop's page of
// the order. The access token rides in the fragment, so it never reaches a
// server log or a Referer header.
import { EVENT_CATEGORIES, type EventCategory } from "./eventCategories.js";

/** The shop's path (web/src/auth/access.ts ROUTES.buyTickets, checked by a unit test). */
export const SHOP_PATH = "/buy-tickets";

/**
 * The shop's query parameter naming the event whose tickets and checkout it
 * shows. The shop's HTML reads it too, to ask for the checkout's code early
 * (web/vite.config.ts).
 */
export const SHOP_EVENT_PARAM = "event";

/** The shop's query for one event's checkout, "?event=<id>". */
export function shopEventSearch(eventId: string): string {
  return `?${SHOP_EVENT_PARAM}=${encodeURIComponent(eventId)}`;
}

/**
 * The shop's query parameter naming the category its list is narrowed to:
 * the category chips are links, so they work before the page's script has
 * run (web/build/startAfterPaint.ts), and Back and a shared link keep them.
 */
export const SHOP_CATEGORY_PARAM = "category";

/** The shop's query for its list narrowed to `category`; for the whole list (null), none. */
export function shopCategorySearch(category: EventCategory | null): string {
  return category === null ? "" : `?${SHOP_CATEGORY_PARAM}=${category}`;
}

/** The category a shop's query narrows its list to: null for none, or for one the shop does not know. */
export function shopCategoryOf(search: string): EventCategory | null {
  const named = new URLSearchParams(search).get(SHOP_CATEGORY_PARAM);
  return EVENT_CATEGORIES.find((category) => category === named) ?? null;
}

export interface OrderLink {
  orderId: string;
  accessToken: string;
}

/**
 * The order link's query parameter naming the order's event, so that the
 * preview a messaging app draws of a shared link names the event, read from
 * the public catalogue, never from the order (docs/contracts.md "Order
 * links"). Not SHOP_EVENT_PARAM: the shop's HTML would fetch the checkout's
 * code for it.
 */
export const ORDER_EVENT_PARAM = "about";

/**
 * The order's page, relative to the app's origin. Without its token it is
 * the payer's way back from a payment provider (which stores the URL): the
 * page then takes the token from the payer's own device. A link made to be
 * shared names the order's event too (`eventId`).
 */
export function orderLinkPath({ orderId, accessToken, eventId }: { orderId: string; accessToken?: string; eventId?: string }): string {
  const about = eventId === undefined ? "" : `&${ORDER_EVENT_PARAM}=${encodeURIComponent(eventId)}`;
  const path = `${SHOP_PATH}?order=${encodeURIComponent(orderId)}${about}`;
  return accessToken ? `${path}#token=${encodeURIComponent(accessToken)}` : path;
}

/** The event an order link's query names for its preview, or null. */
export function orderEventOf(search: string): string | null {
  return new URLSearchParams(search).get(ORDER_EVENT_PARAM);
}

/** Whether a location's query names an order: the shop then shows that order's page. */
export function isOrderLink(search: string): boolean {
  return new URLSearchParams(search).has("order");
}

/**
 * The order named by a location's query and fragment, or null when either
 * part is missing. A location without the token (back from a payment) takes
 * it from `knownToken` (this device's recent orders).
 */
export function parseOrderLink(search: string, hash: string, knownToken: (orderId: string) => string | undefined = () => undefined): OrderLink | null {
  const orderId = new URLSearchParams(search).get("order");
  if (!orderId) return null;
  const accessToken = new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? knownToken(orderId);
  return accessToken ? { orderId, accessToken } : null;
}
