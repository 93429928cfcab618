// One order as the editor shows it, live: the order, its tickets and its
// audit log each on their own listener, so a correction shows as soon as the
// function has written it; and its event (for the date, place and time zone,
// and the questions a correction of answers asks).
import type { CheckoutQuestion } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { loadErrorMessage } from "../../../../lib/loadErrors";
import type { TicketEventInfo } from "../../../../data/ticketViews";
import { fetchOrderEvent, subscribeToOrder, subscribeToOrderAudit, subscribeToOrderTickets, type OrderEvent } from "../api";
import type { OrderView } from "../../../../data/orders";
import type { AuditEntry, EditorTicket } from "../model/types";

export type Live<T> = { state: "loading" } | { state: "ready"; value: T } | { state: "failed"; message: string };

const LOADING = { state: "loading" } as const;
const NO_QUESTIONS: CheckoutQuestion[] = [];

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
  /** The event's current questions ([] when it asks none, or could not be read). */
  questions: CheckoutQuestion[];
  /** Whether the order's event has been read (or could not be): the editor shows the order only then. */
  eventSettled: boolean;
}

/** Mount with `key={orderId}`: the state belongs to one order. */
export function useOrderLive(orderId: string): OrderLive {
  const [order, setOrder] = useState<Live<OrderView | null>>(LOADING);
  const [tickets, setTickets] = useState<Live<EditorTicket[]>>(LOADING);
  const [audit, setAudit] = useState<Live<AuditEntry[]>>(LOADING);
  const [event, setEvent] = useState<{ eventId: string; read?: OrderEvent }>();

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

  // The event adds its date and place to the order's event line. The editor
  // waits for it (one read): arriving after the order, it made that line wrap
  // and moved the tickets' void buttons 24 px under a pointer about to click.
  // Without it (it could not be read), the order shows anyway.
  const eventId = order.state === "ready" ? order.value?.eventId : undefined;
  useEffect(() => {
    if (!eventId) return;
    let active = true;
    fetchOrderEvent(eventId).then(
      (value) => active && setEvent({ eventId, read: value ?? undefined }),
      (error: unknown) => {
        console.warn("Could not load the order's event", error);
        if (active) setEvent({ eventId });
      },
    );
    return () => {
      active = false;
    };
  }, [eventId]);

  const eventSettled = eventId === undefined || event?.eventId === eventId;
  const read = eventSettled ? event?.read : undefined;
  return { order, tickets, audit, event: read?.info, questions: read?.questions ?? NO_QUESTIONS, eventSettled };
}
