// What the functions answer of a buyer's orders and waiting lists, with the
// event's and types' words in the page's language (localizedText.ts): the
// English ones as sold on the English pages where the organiser gave them,
// the Arabic ones otherwise. Applied as the answers arrive (api.ts), so that
// every component shows them as they are.
import {
  displayLocale,
  eventTitleIn,
  soldTypeNameIn,
  textIn,
  type MyOrdersResult,
  type MyWaitingListResult,
  type OrderTicketsResult,
} from "@bawwaba/common";

export function orderInPageLanguage(order: OrderTicketsResult): OrderTicketsResult {
  const { language } = displayLocale();
  return {
    ...order,
    eventTitle: eventTitleIn(language, order),
    ...(order.venue !== undefined && { venue: textIn(language, order.venue, order.venueEn) }),
    items: order.items.map((item) => ({ ...item, ticketTypeName: soldTypeNameIn(language, item) })),
    tickets: order.tickets.map((ticket) => ({ ...ticket, ticketTypeName: soldTypeNameIn(language, ticket) })),
  };
}

export function myOrdersInPageLanguage(result: MyOrdersResult): MyOrdersResult {
  const { language } = displayLocale();
  return {
    ...result,
    orders: result.orders.map((order) => ({
      ...order,
      eventTitle: eventTitleIn(language, order),
      ...(order.venue !== undefined && { venue: textIn(language, order.venue, order.venueEn) }),
    })),
  };
}

export function myWaitingListInPageLanguage(result: MyWaitingListResult): MyWaitingListResult {
  const { language } = displayLocale();
  return {
    ...result,
    entries: result.entries.map((entry) => ({
      ...entry,
      eventTitle: eventTitleIn(language, entry),
      ticketTypeName: soldTypeNameIn(language, entry),
    })),
  };
}
