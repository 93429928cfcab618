// The order's facts: reference, event, buyer, seller, channel, payment, content, total, status, dates.
import { arPublic, formatDateTime, salesEditorMessages } from "@bawwaba/common";
import { priceLabel } from "../../../../lib/priceLabel";
import { DetailList, type Detail } from "../../../../components/DetailList";
import type { TicketEventInfo } from "../../../../data/ticketViews";
import type { OrderView } from "../../../../data/orders";
import { OrderReference } from "../../../../components/OrderReference";
import { OrderStatusChip } from "./OrderStatusChip";

const { order: labels } = salesEditorMessages;
const { channels, payments } = arPublic.tickets;

const isolated = (text: string) => <span dir="ltr">{text}</span>;

export function orderDetails(order: OrderView, event: TicketEventInfo | undefined, timeZone: string): Detail[] {
  const { buyer } = order;
  const eventText = event ? `${order.eventTitle} — ${formatDateTime(event.startsAtMillis, event.timeZone)}، ${event.venue}` : order.eventTitle;
  return [
    ...(order.reference ? [{ label: labels.reference, value: <OrderReference reference={order.reference} /> }] : []),
    { label: labels.id, value: isolated(order.id) },
    { label: labels.status, value: <OrderStatusChip status={order.status} /> },
    { label: labels.event, value: eventText },
    { label: labels.buyer, value: <span data-testid="order-buyer">{buyer.name}</span> },
    ...(buyer.phone ? [{ label: labels.phone, value: isolated(buyer.phone) }] : []),
    ...(buyer.email ? [{ label: labels.email, value: isolated(buyer.email) }] : []),
    ...(order.sellerEmail ? [{ label: labels.seller, value: isolated(order.sellerEmail) }] : []),
    { label: labels.channel, value: channels[order.channel] },
    ...(order.payment ? [{ label: labels.payment, value: payments[order.payment] }] : []),
    {
      label: labels.items,
      value: order.items
        .map((item) => labels.item(item.ticketTypeName, item.quantity, priceLabel(item.unitPrice, order.currency)))
        .join("، "),
    },
    { label: labels.total, value: <strong>{priceLabel(order.total, order.currency)}</strong> },
    { label: labels.createdAt, value: formatDateTime(order.createdAtMillis, timeZone) },
    ...(order.cancelledAtMillis !== undefined
      ? [{ label: labels.cancelledAt, value: formatDateTime(order.cancelledAtMillis, timeZone) }]
      : []),
    ...(order.cancelReason ? [{ label: labels.cancelReason, value: order.cancelReason }] : []),
  ];
}

export function OrderDetails(props: { order: OrderView; event?: TicketEventInfo; timeZone: string }) {
  return <DetailList details={orderDetails(props.order, props.event, props.timeZone)} />;
}
