// What a request for the shop's page is answered (the `shopPage` function
// writes it): the shop's document drawn with the events it shows, behind
// Hosting's /buy-tickets and /en/buy-tickets rewrites. Every answer may be
// kept by the CDN for its window (SHOP_PAGE_CACHE_CONTROL), so a crowd
// opening one event's link costs one render and the catalogue's few reads
// per window, as the catalogue itself does (docs/capacity.md).
import {
  isOrderLink,
  languageOfPath,
  orderEventOf,
  SHOP_EVENT_PARAM,
  SHOP_PAGE_CACHE_CONTROL,
  SHOP_PATH,
  shopEventSearch,
  type RenderShopDocument,
} from "@bawwaba/common";
import type { CatalogueService } from "../catalogue.js";
import { shopHead, type ShopPageView } from "./head.js";

export interface ShopPageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A Firestore document id as the shop links to it (as the catalogue's own, catalogue/answer.ts). */
const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

const HTML = "text/html; charset=utf-8";

export async function answerShopPageRequest(
  catalogue: CatalogueService,
  render: RenderShopDocument,
  request: { method: string; path: string; search: string; origin: string; now: number },
): Promise<ShopPageAnswer> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return { status: 405, headers: { Allow: "GET, HEAD", "Cache-Control": "no-store", "Content-Type": "text/plain" }, body: "" };
  }
  const language = languageOfPath(request.path);
  const query = new URLSearchParams(request.search);
  const head = (view: ShopPageView) => shopHead({ view, language, origin: request.origin, now: request.now });
  // An order's private page: the shop as it opens, never the order's words
  // (its token is in the fragment, which no server sees; the page draws the
  // order itself). The event its link names, when the catalogue lists it,
  // gives the link's preview its title: public words, the order never read.
  if (isOrderLink(request.search)) {
    const aboutId = orderEventOf(request.search);
    const about = aboutId !== null && EVENT_ID.test(aboutId) ? await catalogue.event(aboutId) : null;
    return {
      status: 200,
      headers: { "Content-Type": HTML, "Cache-Control": SHOP_PAGE_CACHE_CONTROL, "X-Robots-Tag": "noindex" },
      body: await render({ location: SHOP_PATH, language, head: head({ kind: "order", ...(about && { event: about }) }) }),
    };
  }
  const all = await catalogue.all();
  const eventId = query.get(SHOP_EVENT_PARAM);
  if (eventId === null) {
    // The list at the page's own address, query and all, as its script
    // takes it over (a category its chips link to narrows it; a link's other
    // query, say a campaign's, stays in its language switch's link).
    const location = `${SHOP_PATH}${request.search}`;
    return {
      status: 200,
      headers: { "Content-Type": HTML, "Cache-Control": SHOP_PAGE_CACHE_CONTROL },
      body: await render({ location, language, catalogue: all, head: head({ kind: "list", events: all.events }) }),
    };
  }
  const location = `${SHOP_PATH}${shopEventSearch(eventId)}`;
  const event = EVENT_ID.test(eventId) ? await catalogue.event(eventId) : null;
  // An event the catalogue does not list (a draft, over, no such event): the
  // shop's notice that it is not on sale, as the page says it in the browser.
  return event === null
    ? {
        status: 404,
        headers: { "Content-Type": HTML, "Cache-Control": SHOP_PAGE_CACHE_CONTROL, "X-Robots-Tag": "noindex" },
        body: await render({ location, language, catalogue: all, head: head({ kind: "gone" }) }),
      }
    : {
        status: 200,
        headers: { "Content-Type": HTML, "Cache-Control": SHOP_PAGE_CACHE_CONTROL },
        body: await render({ location, language, catalogue: all, head: head({ kind: "event", event }) }),
      };
}
