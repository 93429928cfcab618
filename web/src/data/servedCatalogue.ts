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

let taken = false;

/** The events the page's HTML holds, the first time it is asked (later views ask the catalogue afresh); undefined when it holds none. */
export function takeServedEvents(): StoredEvent[] | undefined {
  if (taken || typeof document === "undefined") return undefined;
  taken = true;
  const json = document.getElementById(SHOP_CATALOGUE_ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as Catalogue).events.map(toStoredEvent) : undefined;
}
