// The events a gate may scan, most relevant first, live.
import { useEffect, useMemo, useState } from "react";
import { useNow } from "../../../lib/useNow";
import { subscribeToGateEvents } from "../api";
import { eventsForGate, type GateEvent } from "../model/gateEvents";

export interface GateEventsState {
  /** undefined while the first answer is on its way. */
  events?: GateEvent[];
  failed: boolean;
}

export function useGateEvents(): GateEventsState {
  const [loaded, setLoaded] = useState<GateEvent[]>();
  const [failed, setFailed] = useState(false);
  const now = useNow();
  useEffect(
    () =>
      subscribeToGateEvents(setLoaded, (error) => {
        console.error("Could not load the events", error);
        setFailed(true);
      }),
    [],
  );
  const events = useMemo(() => loaded && eventsForGate(loaded, now), [loaded, now]);
  return { events, failed };
}
