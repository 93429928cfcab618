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
  // An event with one ticket type needs no second choice: that type is taken
  // until the URL names another.
  const onlyType = event?.ticketTypes.length === 1 ? event.ticketTypes[0] : undefined;
  const type = params.ticketTypeId === undefined ? onlyType : event?.ticketTypes.find((candidate) => candidate.id === params.ticketTypeId);
  return { ...params, ticketTypeId: type?.id ?? params.ticketTypeId, allEvents, loadError, events, event, type };
}

export type PickedEventType = ReturnType<typeof usePickedEventType>;
