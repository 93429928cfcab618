// One order as the editor shows it, live: the order, its tickets and its
// audit log each on their own listener, so a correction shows as soon as the
// function has written it; and its event (for the date, place and time zone).
import { useEffect, useState } from "react";
import { fetchEventInfo } from "../../../../data/eventInfo";
import { loadErrorMessage } from "../../../../lib/loadErrors";
import type { TicketEventInfo } from "../../../../data/ticketViews";
import { subscribeToOrder, subscribeToOrderAudit, subscribeToOrderTickets } from "../api";
import type { OrderView } from "../../../../data/orders";
import type { AuditEntry, EditorTicket } from "../model/types";

export type Live<T> = { state: "loading" } | { state: "ready"; value: T } | { state: "failed"; message: string };

const LOADING = { state: "loading" } as const;

function failed(what: string, error: unknown): Live<never> {
  console.error(`Could not load the ${what}`, error);
  return { state: "failed", message: loadErrorMessage(error) };
}

export interface OrderLive {
  /** A null value: there is no such order. */
  order: Live<OrderView | null>;
  tickets: Live<EditorTicket[]>;
  audit: Live<AuditEntry[]>;
  event?: TicketEventInfo;
}

/** Mount with `key={orderId}`: the state belongs to one order. */
export function useOrderLive(orderId: string): OrderLive {
  const [order, setOrder] = useState<Live<OrderView | null>>(LOADING);
  const [tickets, setTickets] = useState<Live<EditorTicket[]>>(LOADING);
  const [audit, setAudit] = useState<Live<AuditEntry[]>>(LOADING);
  const [event, setEvent] = useState<TicketEventInfo>();

  useEffect(() => {
    const stops = [
      subscribeToOrder(
        orderId,
        (value) => setOrder({ state: "ready", value }),
        (error) => setOrder(failed("order", error)),
      ),
      subscribeToOrderTickets(
        orderId,
        (value) => setTickets({ state: "ready", value }),
        (error) => setTickets(failed("order's tickets", error)),
      ),
      subscribeToOrderAudit(
        orderId,
        (value) => setAudit({ state: "ready", value }),
        (error) => setAudit(failed("order's audit log", error)),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }, [orderId]);

  const eventId = order.state === "ready" ? order.value?.eventId : undefined;
  useEffect(() => {
    if (!eventId) return;
    let active = true;
    fetchEventInfo(eventId).then(
      (value) => active && setEvent(value ?? undefined),
      // The event only adds its date and place; the order shows without it.
      (error: unknown) => console.warn("Could not load the order's event", error),
    );
    return () => {
      active = false;
    };
  }, [eventId]);

  return { order, tickets, audit, event };
}
