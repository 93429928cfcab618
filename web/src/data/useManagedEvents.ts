// The live list of events with their ticket types, for the staff pages.
import { eventsLoadMessages } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { subscribeToManagedEvents, type ManagedEvent } from "./managedEvents";

export interface ManagedEventsState {
  /** undefined while the first answer is on its way. */
  events?: ManagedEvent[];
  loadError?: string;
}

export function useManagedEvents(): ManagedEventsState {
  const [state, setState] = useState<ManagedEventsState>({});
  useEffect(
    () =>
      subscribeToManagedEvents(
        (events) => setState({ events }),
        (error) => {
          console.error("Could not load the events", error);
          setState((previous) => ({ ...previous, loadError: eventsLoadMessages.loadFailed }));
        },
      ),
    [],
  );
  return state;
}
