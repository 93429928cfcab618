// The events a tickets page offers (those passing `offered`), live, with the
// event and ticket type chosen in the URL (useEventTypeParams).
import { useMemo } from "react";
import type { ManagedEvent } from "../../../data/managedEvents";
import { useManagedEvents } from "../../../data/useManagedEvents";
import { useEventTypeParams } from "./useEventTypeParams";

export function usePickedEventType(offered: (event: ManagedEvent) => boolean) {
  const { events: allEvents, loadError } = useManagedEvents();
  const params = useEventTypeParams();
  const events = useMemo(() => allEvents?.filter(offered), [allEvents, offered]);
  const event = events?.find((candidate) => candidate.id === params.eventId);
  const type = event?.ticketTypes.find((candidate) => candidate.id === params.ticketTypeId);
  return { ...params, allEvents, loadError, events, event, type };
}

export type PickedEventType = ReturnType<typeof usePickedEventType>;
