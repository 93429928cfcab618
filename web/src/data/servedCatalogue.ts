// The catalogue a shop page was served with (functions/src/catalogue/shopPage/ draws
// the page with its events and puts the catalogue beside them, as JSON):
// the shop starts from it, so that React takes over the events the HTML shows
// without asking for them again. On the server, the render gives it through
// the context instead (web/src/app/prerendering.tsx).
import { SHOP_CATALOGUE_ELEMENT_ID, type Catalogue } from "@bawwaba/common";
import { createContext } from "react";
import { toStoredEvent } from "./catalogue";
import type { StoredEvent } from "./eventsWithTypes";

export const ServedEvents = createContext<StoredEvent[] | undefined>(undefined);

/** The events the page's HTML holds, until they are forgotten; undefined when it holds none. */
export function servedEvents(): StoredEvent[] | undefined {
  const json = typeof document === "undefined" ? undefined : document.getElementById(SHOP_CATALOGUE_ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as Catalogue).events.map(toStoredEvent) : undefined;
}

/**
 * Once the shop has shown them: the shop opened again in this tab asks the
 * catalogue. Not at the first read: a render React discards (one that
 * waited for code) reads them again.
 */
export function forgetServedEvents(): void {
  document.getElementById(SHOP_CATALOGUE_ELEMENT_ID)?.remove();
}
