// The public catalogue (common/src/catalogue.ts), fetched from Hosting's
// /api/catalogue (cached JSON, no Firebase SDK), as the events the shop's
// components show. Availability there may be a few seconds old: the purchase
// itself says when tickets ran short. With the events come the organiser's
// display settings, made current before the events are drawn (lib/displaySettings.ts).
// The events' and types' words are the page's language's (localizedText.ts):
// English on the English pages where the organiser gave it, Arabic otherwise.
import {
  CATALOGUE_PATH,
  displayLocale,
  eventTextIn,
  ticketTypeNameIn,
  type Catalogue,
  type CatalogueEvent,
  type CatalogueTicketType,
  type TimestampLike,
} from "@bawwaba/common";
import { showInDisplaySettings } from "../lib/displaySettings";
import type { StoredEvent, StoredTicketType } from "./eventsWithTypes";

function timestampAt(millis: number): TimestampLike {
  return {
    seconds: Math.floor(millis / 1000),
    nanoseconds: (millis % 1000) * 1_000_000,
    toMillis: () => millis,
    toDate: () => new Date(millis),
  };
}

const optionalTimestamp = (millis: number | undefined) => (millis === undefined ? undefined : timestampAt(millis));

export function toStoredEvent(event: CatalogueEvent): StoredEvent {
  return {
    id: event.id,
    ...eventTextIn(displayLocale().language, event),
    category: event.category,
    startsAt: timestampAt(event.startsAt),
    endsAt: optionalTimestamp(event.endsAt),
    // The catalogue lists published events only.
    status: "published",
    currency: event.currency,
    timeZone: event.timeZone,
    ticketTypes: event.ticketTypes.map(toStoredTicketType),
    ...(event.questions && { questions: event.questions }),
  };
}

/** A type as the catalogue (or a promo code's answer) shows it, as the shop's components take it. */
export function toStoredTicketType(type: CatalogueTicketType): StoredTicketType {
  return {
    id: type.id,
    name: ticketTypeNameIn(displayLocale().language, type),
    price: type.price,
    perOrderLimit: type.perOrderLimit,
    salesStart: optionalTimestamp(type.salesStart),
    salesEnd: optionalTimestamp(type.salesEnd),
    // The catalogue says what is left, not the capacity and sales behind
    // it; availability (capacity − sold, common/src/availability.ts) reads the same.
    capacity: type.remaining,
    sold: 0,
  };
}

/** The events on sale now, soonest first. `fresh` asks past the browser's copy (after a refused purchase). */
export async function fetchCatalogue({ fresh = false }: { fresh?: boolean } = {}): Promise<StoredEvent[]> {
  const response = await fetch(CATALOGUE_PATH, { headers: { Accept: "application/json" }, cache: fresh ? "no-cache" : "default" });
  if (!response.ok) throw new Error(`The catalogue answered HTTP ${response.status}`);
  const catalogue = (await response.json()) as Partial<Catalogue> | null;
  if (!Array.isArray(catalogue?.events)) throw new Error("The catalogue answered without its events");
  showInDisplaySettings(catalogue.display);
  return catalogue.events.map(toStoredEvent);
}
