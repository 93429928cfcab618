// The dashboard's live data: every event, and the sales and admission shards
// of the chosen event (or of all events for null). Each part is undefined
// until it arrives; the first failure is kept as a message.
import type { AdmissionTotals, SalesStatsShardDoc } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { loadErrorMessage } from "../../../lib/loadErrors";
import { subscribeToAdmissionTotals, subscribeToEvents, subscribeToSalesStats } from "../api";
import type { DashboardEvent } from "../model/types";

export interface DashboardData {
  events?: DashboardEvent[];
  shards?: SalesStatsShardDoc[];
  admissions?: AdmissionTotals;
  error?: string;
}

interface Counts {
  /** The event the counts are of; null: all events. */
  eventId: string | null;
  shards?: SalesStatsShardDoc[];
  admissions?: AdmissionTotals;
  error?: string;
}

const failed = (what: string, error: unknown) => {
  console.error(`Could not load the dashboard's ${what}`, error);
  return loadErrorMessage(error);
};

export function useDashboardData(eventId: string | null): DashboardData {
  const [events, setEvents] = useState<{ events?: DashboardEvent[]; error?: string }>({});
  const [counts, setCounts] = useState<Counts>({ eventId });

  useEffect(
    () =>
      subscribeToEvents(
        (events) => setEvents({ events }),
        (error) => setEvents({ error: failed("events", error) }),
      ),
    [],
  );

  useEffect(() => {
    const update = (change: Omit<Counts, "eventId">) =>
      setCounts((previous) => ({ ...(previous.eventId === eventId ? previous : { eventId }), ...change }));
    const stopSales = subscribeToSalesStats(
      eventId,
      (shards) => update({ shards }),
      (error) => update({ error: failed("sales stats", error) }),
    );
    const stopAdmissions = subscribeToAdmissionTotals(
      eventId,
      (admissions) => update({ admissions }),
      (error) => update({ error: failed("admissions", error) }),
    );
    return () => {
      stopSales();
      stopAdmissions();
    };
  }, [eventId]);

  // Counts of the event chosen before are not this one's.
  const current = counts.eventId === eventId ? counts : { eventId };
  return { events: events.events, shards: current.shards, admissions: current.admissions, error: events.error ?? current.error };
}
