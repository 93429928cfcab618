// The events on sale for the shop, from the public catalogue (data/catalogue.ts),
// asked again every CATALOGUE_POLL_MS while the page is in view (and at once
// when it comes back into view, or when a purchase was refused for lack of
// tickets), instead of a live Firestore listener per visitor. A page served
// with its events (data/servedCatalogue.ts) starts from them and asks first
// at the next poll, or at once when the CDN kept the page longer than a
// catalogue answer may be kept.
import { CATALOGUE_POLL_MS } from "@bawwaba/common";
import { startTransition, useCallback, useContext, useEffect, useRef, useState } from "react";
import { fetchCatalogue } from "../../../data/catalogue";
import { forgetServedEvents, ServedEvents, servedEvents, servedEventsStale } from "../../../data/servedCatalogue";
import type { StoredEvent } from "../../../data/eventsWithTypes";
import { leaveDisplaySettings } from "../../../lib/displaySettings";
import { prepareIntl } from "../../../lib/prepareIntl";

export type CatalogueState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; events: StoredEvent[] };

export function useCatalogue(): { state: CatalogueState; refresh: () => void } {
  const served = useContext(ServedEvents);
  const [state, setState] = useState<CatalogueState>(() => {
    const events = served ?? servedEvents();
    return events ? { status: "ready", events } : { status: "loading" };
  });
  const startedReady = useRef(state.status === "ready");
  const refreshRef = useRef<(fresh: boolean) => void>(() => {});

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request = 0;

    const poll = () => {
      timer = setTimeout(() => {
        if (document.visibilityState === "visible") load(false);
      }, CATALOGUE_POLL_MS);
    };
    const load = (fresh: boolean) => {
      clearTimeout(timer);
      const call = ++request;
      // The events' dates and prices wait for Intl, made ready meanwhile a
      // piece per task, rather than loading it all in the render that draws them.
      Promise.all([fetchCatalogue({ fresh }), prepareIntl()]).then(
        ([events]) => {
          // Drawing the events is a transition: React builds the cards a few
          // milliseconds at a time instead of holding a slow phone's main
          // thread for the whole list (Total Blocking Time; see
          // docs/performance.md § The shop prerendered and started after paint).
          if (active && call === request) startTransition(() => setState({ status: "ready", events }));
        },
        (error: unknown) => {
          console.error("Could not load the catalogue", error);
          // Events already shown stay; the next poll tries again.
          if (active && call === request) setState((previous) => (previous.status === "ready" ? previous : { status: "error" }));
        },
      );
      poll();
    };
    const backInView = () => {
      if (document.visibilityState === "visible") load(false);
    };

    refreshRef.current = load;
    if (startedReady.current) {
      const stale = servedEventsStale();
      forgetServedEvents();
      if (stale) load(false);
      else poll();
    } else load(false);
    document.addEventListener("visibilitychange", backInView);
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", backInView);
      leaveDisplaySettings();
    };
  }, []);

  const refresh = useCallback(() => refreshRef.current(true), []);
  return { state, refresh };
}
