// Each step of a box-office sale has its own URL, so Back and a reload
// return to it: the event list (no query), an event's sale form
// (`?event=<eventId>`) and a sale done (`?sale=<orderId>`).

export type SaleStep = { step: "events" } | { step: "event"; eventId: string } | { step: "sale"; orderId: string };

export function saleStepOf(search: URLSearchParams): SaleStep {
  const orderId = search.get("sale");
  if (orderId) return { step: "sale", orderId };
  const eventId = search.get("event");
  return eventId ? { step: "event", eventId } : { step: "events" };
}

export const eventStepSearch = (eventId: string) => `?${new URLSearchParams({ event: eventId })}`;
export const saleStepSearch = (orderId: string) => `?${new URLSearchParams({ sale: orderId })}`;
