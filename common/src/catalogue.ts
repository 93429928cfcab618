// The public catalogue (docs/contracts.md): the events on sale with their
// ticket types, prices and what is left, as JSON the CDN may keep for a few
// seconds. Served by the `catalogue` function behind Hosting's
// /api/catalogue rewrite; read by the shop instead of Firestore listeners.
// Times are epoch milliseconds (JSON has no Timestamps). No zod here: the
// shop reads it without the schemas' weight, and the function builds it
// field by field from validated documents.
import type { CheckoutQuestion } from "./checkoutQuestionBasics.js";
import type { EventCategory } from "./eventCategories.js";
import type { DisplaySettings, Language } from "./locale.js";

/** Where Hosting serves the catalogue (the function reads the path after it). */
export const CATALOGUE_PATH = "/api/catalogue";

/**
 * How long an answer may be reused: by the browser, and by Hosting's CDN and
 * a function instance's own memo. A crowd costs Firestore one read of each
 * event's documents per window, not one listener per visitor; the purchase
 * transaction, not this copy, decides whether tickets are left.
 */
export const CATALOGUE_MAX_AGE_SECONDS = 5;
export const CATALOGUE_CDN_MAX_AGE_SECONDS = 10;
export const CATALOGUE_CACHE_CONTROL = `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}, s-maxage=${CATALOGUE_CDN_MAX_AGE_SECONDS}`;

/**
 * The shop's pages served with their events (functions/src/catalogue/shopPage/): the
 * CDN keeps each page a minute, so a crowd opening an event's link costs the
 * function one render and Firestore the catalogue's few reads per minute
 * (docs/capacity.md); the page asks the catalogue again CATALOGUE_POLL_MS
 * after it opens, and the purchase itself says whether tickets are left.
 */
export const SHOP_PAGE_CDN_MAX_AGE_SECONDS = 60;
/** How often an open shop page asks the catalogue again while it is in view (web/src/features/shop/hooks/useCatalogue.ts). */
export const CATALOGUE_POLL_MS = 15_000;

/**
 * Whether events served at `servedAt` (a served page's
 * SHOP_CATALOGUE_SERVED_AT_ATTRIBUTE) are older than a catalogue answer may
 * be: the CDN keeps the page longer (SHOP_PAGE_CACHE_CONTROL). A device
 * whose clock runs behind takes them as fresh.
 */
export function servedCatalogueStale(servedAt: number, now: number): boolean {
  return !(now - servedAt <= CATALOGUE_CDN_MAX_AGE_SECONDS * 1000);
}
export const SHOP_PAGE_CACHE_CONTROL = `public, max-age=${CATALOGUE_CDN_MAX_AGE_SECONDS}, s-maxage=${SHOP_PAGE_CDN_MAX_AGE_SECONDS}`;

/**
 * The id of the `<script type="application/json">` in a served shop page
 * holding the catalogue it was drawn from (a `Catalogue`): the page reads it
 * as it starts, so that it shows the same events without asking for them.
 */
export const SHOP_CATALOGUE_ELEMENT_ID = "shop-catalogue";

/**
 * The attribute of that element holding when the page was drawn (epoch
 * milliseconds): a page the CDN kept longer than a catalogue answer may be
 * kept (CATALOGUE_CDN_MAX_AGE_SECONDS) asks the catalogue as soon as it is
 * taken over, so that its events and display settings are never older
 * than the catalogue's own (docs/contracts.md § Public catalogue).
 */
export const SHOP_CATALOGUE_SERVED_AT_ATTRIBUTE = "data-served-at";

export interface CatalogueTicketType {
  id: string;
  name: string;
  /** The English pages' name (localizedText.ts ticketTypeNameIn); absent when the organiser gave none. */
  nameEn?: string;
  /** Integer, minor units of the event's currency. */
  price: number;
  perOrderLimit: number;
  salesStart?: number;
  salesEnd?: number;
  /**
   * Capacity minus the tickets sold or held, over the type's inventory
   * shards; never below 0. 0 while the type's waiting list is open: tickets
   * freed then are the list's (waitingListSchemas.ts).
   */
  remaining: number;
  /** Present while the type's waiting list is open: the shop offers "notify me" (joinWaitingList) unless it is paused. */
  waitingList?: { paused: boolean };
}

export interface CatalogueEvent {
  id: string;
  title: string;
  description: string;
  category: EventCategory;
  venue: string;
  /** The English pages' words (localizedText.ts eventTextIn); each absent when the organiser gave none. */
  titleEn?: string;
  descriptionEn?: string;
  venueEn?: string;
  startsAt: number;
  endsAt?: number;
  currency: string;
  timeZone?: string;
  /** In their sortOrder (types without one last). */
  ticketTypes: CatalogueTicketType[];
  /** The questions asked at checkout, in order (checkoutQuestions.ts); absent when none. */
  questions?: CheckoutQuestion[];
}

/** `GET /api/catalogue`: published events not yet over, soonest first. */
export interface Catalogue {
  events: CatalogueEvent[];
  /**
   * The organiser's display settings (the Hijri date, the digits): the only
   * part of the organiser's settings the public receives (docs/security.md).
   * Absent in an answer from before they existed: the defaults (displaySettingsOf).
   */
  display?: DisplaySettings;
}

/** `GET /api/catalogue/{eventId}`: one of them; 404 `{ error }` when that event is not on the catalogue. */
export interface CatalogueEventAnswer {
  event: CatalogueEvent;
}

/**
 * What the shop's served page is drawn from: the `shopPage` function
 * (functions/src/catalogue/shopPage/) asks the render the web build made for it
 * (web/build/servedShop.tsx) for the document of one request.
 */
export interface ShopDocumentRequest {
  /** Where the app is drawn: the shop's route and its query, without the language's prefix. */
  location: string;
  language: Language;
  /** The events to draw; none for a view that shows none (an order's page: the shop as it opens). */
  catalogue?: Catalogue;
  /** The page's title, description, previews and structured data, as the head's elements' HTML. */
  head: string;
}

/** The render's entry, `renderShopDocument`: the whole document for one request. */
export type RenderShopDocument = (request: ShopDocumentRequest) => Promise<string>;
