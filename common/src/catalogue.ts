// The public catalogue (docs/contracts.md): the events on sale with their
// ticket types, prices and what is left, as JSON the CDN may keep for a few
// seconds. Served by the `catalogue` function behind Hosting's
// /api/catalogue rewrite; read by the shop instead of Firestore listeners.
// Times are epoch milliseconds (JSON has no Timestamps). No zod here: the
// shop reads it without the schemas' weight, and the function builds it
// field by field from validated documents.
import type { CheckoutQuestion } from "./checkoutQuestionBasics.js";
import type { EventCategory } from "./eventCategories.js";
import type { DisplaySettings } from "./locale.js";

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
