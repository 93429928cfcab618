// The event's admissions (in total and by gate) and tickets sold, live.
import type { AdmissionTotals } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { subscribeToAdmissions, subscribeToSold } from "../api";

export interface LiveCounts {
  /** undefined while loading. */
  admissions?: AdmissionTotals;
  sold?: number;
  failed: boolean;
}

type Loaded = LiveCounts & { eventId: string };

export function useLiveCounts(eventId: string): LiveCounts {
  const [counts, setCounts] = useState<Loaded>({ eventId, failed: false });
  useEffect(() => {
    const update = (change: Partial<LiveCounts>) =>
      setCounts((previous) => ({ ...(previous.eventId === eventId ? previous : { eventId, failed: false }), ...change }));
    const onError = (error: unknown) => {
      console.error("Could not load the live counts", error);
      update({ failed: true });
    };
    const stopAdmissions = subscribeToAdmissions(eventId, (admissions) => update({ admissions }), onError);
    const stopSold = subscribeToSold(eventId, (sold) => update({ sold }), onError);
    return () => {
      stopAdmissions();
      stopSold();
    };
  }, [eventId]);
  // Counts of the event scanned before are not this event's.
  return counts.eventId === eventId ? counts : { failed: false };
}
