// Live list of the events on sale for the box office's selling pages:
// published, not yet over, with their ticket types, soonest first. (The
// public shop reads the cached catalogue instead, data/catalogue.ts.)
import { COLLECTIONS, type EventDoc } from "@bawwaba/common";
import { collection, orderBy, query, where } from "firebase/firestore";
import { useEffect, useState } from "react";
import { db } from "../lib/firebase";
import { subscribeToEventsWithTypes, type StoredEvent } from "./eventsWithTypes";

export type PublishedEventsState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; events: StoredEvent[] };

function hasEnded(event: EventDoc, now: number): boolean {
  return (event.endsAt ?? event.startsAt).toMillis() < now;
}

// A visitor may list events only with this filter: the rules allow published ones.
const publishedEvents = query(
  collection(db, COLLECTIONS.events),
  where("status", "==", "published"),
  orderBy("startsAt"),
);

export function usePublishedEvents(): PublishedEventsState {
  const [state, setState] = useState<PublishedEventsState>({ status: "loading" });
  useEffect(
    () =>
      subscribeToEventsWithTypes(
        publishedEvents,
        (events) => {
          const now = Date.now();
          setState({ status: "ready", events: events.filter((event) => !hasEnded(event, now)) });
        },
        (error) => {
          console.error("Could not load the published events", error);
          setState({ status: "error" });
        },
      ),
    [],
  );
  return state;
}
