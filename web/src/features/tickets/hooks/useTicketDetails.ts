// Everything /ticket/:id shows, live where it can change (the ticket, its
// history, its scans). Each part loads on its own: a part the rules refuse
// (history and scans for anyone but a super_admin) is "hidden", not an error.
import { useEffect, useState } from "react";
import { fetchOrder, type OrderView } from "../../../data/orders";
import {
  subscribeToTicket,
  subscribeToTicketCheckIns,
  subscribeToTicketHistory,
} from "../api";
import { isPermissionDenied, loadErrorMessage } from "../../../lib/loadErrors";
import { fetchEventInfo } from "../../../data/eventInfo";
import type { CheckInView, HistoryEntryView, TicketEventInfo, TicketView } from "../../../data/ticketViews";

export type Part<T> =
  | { state: "loading" }
  | { state: "ready"; value: T }
  | { state: "hidden" }
  | { state: "failed"; message: string };

const LOADING = { state: "loading" } as const;

function failure(what: string, error: unknown): Part<never> {
  if (isPermissionDenied(error)) return { state: "hidden" };
  console.error(`Could not load the ${what}`, error);
  return { state: "failed", message: loadErrorMessage(error) };
}

/** The ticket itself is never "hidden": refused, it is the page's message. */
export type TicketPart = Exclude<Part<TicketView | null>, { state: "hidden" }>;

export interface TicketDetails {
  /** A null value: there is no such ticket. */
  ticket: TicketPart;
  event: Part<TicketEventInfo | null>;
  order: Part<OrderView | null>;
  history: Part<HistoryEntryView[]>;
  checkIns: Part<CheckInView[]>;
}

/** Mount with `key={ticketId}`: the state belongs to one ticket. */
export function useTicketDetails(ticketId: string): TicketDetails {
  const [ticket, setTicket] = useState<TicketPart>(LOADING);
  const [history, setHistory] = useState<Part<HistoryEntryView[]>>(LOADING);
  const [checkIns, setCheckIns] = useState<Part<CheckInView[]>>(LOADING);
  const [event, setEvent] = useState<Part<TicketEventInfo | null>>(LOADING);
  const [order, setOrder] = useState<Part<OrderView | null>>(LOADING);

  useEffect(() => {
    const stops = [
      subscribeToTicket(
        ticketId,
        (value) => setTicket({ state: "ready", value }),
        (error) => setTicket({ state: "failed", message: loadErrorMessage(error) }),
      ),
      subscribeToTicketHistory(
        ticketId,
        (value) => setHistory({ state: "ready", value }),
        (error) => setHistory(failure("ticket history", error)),
      ),
      subscribeToTicketCheckIns(
        ticketId,
        (value) => setCheckIns({ state: "ready", value }),
        (error) => setCheckIns(failure("check-ins", error)),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [ticketId]);

  const loaded = ticket.state === "ready" ? ticket.value : null;
  const eventId = loaded?.eventId;
  const orderId = loaded?.orderId;

  useEffect(() => {
    if (!eventId) return;
    let active = true;
    fetchEventInfo(eventId).then(
      (value) => active && setEvent({ state: "ready", value }),
      (error: unknown) => active && setEvent(failure("event", error)),
    );
    return () => {
      active = false;
    };
  }, [eventId]);

  useEffect(() => {
    if (!orderId) return;
    let active = true;
    fetchOrder(orderId).then(
      (value) => active && setOrder({ state: "ready", value }),
      (error: unknown) => active && setOrder(failure("order", error)),
    );
    return () => {
      active = false;
    };
  }, [orderId]);

  return { ticket, event, order, history, checkIns };
}
