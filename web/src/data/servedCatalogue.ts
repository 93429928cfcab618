// The catalogue a shop page was served with (functions/src/catalogue/shopPage/ draws
// the page with its events and puts the catalogue beside them, as JSON):
// the shop starts from it, so that React takes over the events the HTML shows
// without asking for them again. On the server, the render gives it through
// the context instead (web/src/app/prerendering.tsx). With the events come
// the organiser's display settings the page was drawn in, made current
// before the takeover draws them (lib/displaySettings.ts), as the
// catalogue's answer does.
import { SHOP_CATALOGUE_ELEMENT_ID, SHOP_CATALOGUE_SERVED_AT_ATTRIBUTE, servedCatalogueStale, type Catalogue } from "@bawwaba/common";
import { createContext } from "react";
import { showInDisplaySettings } from "../lib/displaySettings";
import { toStoredEvent } from "./catalogue";
import type { StoredEvent } from "./eventsWithTypes";

export const ServedEvents = createContext<StoredEvent[] | undefined>(undefined);

/** The events the page's HTML holds, until they are forgotten; undefined when it holds none. */
export function servedEvents(): StoredEvent[] | undefined {
  const json = typeof document === "undefined" ? undefined : document.getElementById(SHOP_CATALOGUE_ELEMENT_ID)?.textContent;
  if (!json) return undefined;
  const catalogue = JSON.parse(json) as Catalogue;
  showInDisplaySettings(catalogue.display);
  return catalogue.events.map(toStoredEvent);
}

/**
 * Whether the served events are older than a catalogue answer may be (the
 * CDN keeps the page longer, SHOP_PAGE_CACHE_CONTROL): the shop then asks
 * the catalogue as soon as it has taken them over. A device whose clock
 * runs behind waits for the shop's next poll, as a page that fetched them would.
 */
export function servedEventsStale(now = Date.now()): boolean {
  const servedAt = Number(document.getElementById(SHOP_CATALOGUE_ELEMENT_ID)?.getAttribute(SHOP_CATALOGUE_SERVED_AT_ATTRIBUTE) ?? 0);
  return servedCatalogueStale(servedAt, now);
}

/**
 * Once the shop has shown them: the shop opened again in this tab asks the
 * catalogue. Not at the first read: a render React discards (one that
 * waited for code) reads them again.
 */
export function forgetServedEvents(): void {
  document.getElementById(SHOP_CATALOGUE_ELEMENT_ID)?.remove();
}
