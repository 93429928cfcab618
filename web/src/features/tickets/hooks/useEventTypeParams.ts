// The chosen event and ticket type, kept in the URL (?event=…&type=…) so that
// a reload or a shared link opens the same list.
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

export interface EventTypeParams {
  eventId?: string;
  ticketTypeId?: string;
  /** Choosing an event forgets the type: types belong to one event. */
  setEvent: (eventId: string) => void;
  setType: (ticketTypeId: string | undefined) => void;
}

export function useEventTypeParams(): EventTypeParams {
  const [params, setParams] = useSearchParams();
  const setEvent = useCallback(
    (eventId: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set("event", eventId);
        next.delete("type");
        return next;
      }),
    [setParams],
  );
  const setType = useCallback(
    (ticketTypeId: string | undefined) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (ticketTypeId) next.set("type", ticketTypeId);
        else next.delete("type");
        return next;
      }),
    [setParams],
  );
  return {
    eventId: params.get("event") ?? undefined,
    ticketTypeId: params.get("type") ?? undefined,
    setEvent,
    setType,
  };
}
