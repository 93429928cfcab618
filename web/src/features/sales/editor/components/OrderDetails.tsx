// The order's facts: reference, event, buyer, seller, channel, payment,
// content, total (and once money went back, what was refunded and what is
// still paid), its invoice's number, status, dates; then its answers to the event's questions,
// and a pending online order's tickets' answers (its tickets do not exist yet).
import Typography from "@mui/material/Typography";
import { findCurrency, formatDateTime, formatMoney, salesEditorMessages, stillPaid, ticketsMessages } from "@bawwaba/common";
import { AnswerList } from "../../../../components/AnswerList";
import { priceLabel } from "../../../../lib/priceLabel";
import { DetailList, type Detail } from "../../../../components/DetailList";
import type { TicketEventInfo } from "../../../../data/ticketViews";
import type { OrderView } from "../../../../data/orders";
import { OrderReference } from "../../../../components/OrderReference";
import { pendingTicketAnswers } from "../model/answers";
import { AnswerLines } from "./AnswerLines";
import { OrderStatusChip } from "./OrderStatusChip";

const { order: labels } = salesEditorMessages;
const { channels, payments } = ticketsMessages;

const isolated = (text: string) => <span dir="ltr">{text}</span>;
/** What went back and what is still paid: zero is an amount here ("0 ر.س."), not a free price. */
const money = (amount: number, currency: string, testId: string) => {
  const known = amount === 0 ? findCurrency(currency) : undefined;
  return (
    <span data-testid={testId} data-amount={amount}>
      {known ? formatMoney(0, known.code) : priceLabel(amount, currency)}
    </span>
  );
};

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
    ...(order.refundedAmount
      ? [
          { label: labels.refunded, value: money(order.refundedAmount, order.currency, "order-refunded") },
          { label: labels.stillPaid, value: money(stillPaid(order), order.currency, "order-still-paid") },
        ]
      : []),
    ...(order.invoiceNumber ? [{ label: labels.invoice, value: <span dir="ltr" data-testid="order-invoice">{order.invoiceNumber}</span> }] : []),
    { label: labels.createdAt, value: formatDateTime(order.createdAtMillis, timeZone) },
    ...(order.cancelledAtMillis !== undefined
      ? [{ label: labels.cancelledAt, value: formatDateTime(order.cancelledAtMillis, timeZone) }]
      : []),
    ...(order.cancelReason ? [{ label: labels.cancelReason, value: order.cancelReason }] : []),
  ];
}

function Subheading({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

export function OrderDetails({ order, event, timeZone }: { order: OrderView; event?: TicketEventInfo; timeZone: string }) {
  const pending = pendingTicketAnswers(order);
  return (
    <>
      <DetailList details={orderDetails(order, event, timeZone)} />
      {order.answers && order.answers.length > 0 && (
        <>
          <Subheading>{labels.answers}</Subheading>
          <AnswerList answers={order.answers} testId="order-answers" />
        </>
      )}
      {pending.length > 0 && (
        <div data-testid="pending-ticket-answers">
          <Subheading>{labels.ticketAnswers}</Subheading>
          {pending.map((ticket) => (
            <div key={ticket.position}>
              <Typography variant="body2" sx={{ fontWeight: 700, mt: 1 }}>
                {labels.ticketAnswersOf(ticket.position, ticket.typeName)}
              </Typography>
              <AnswerLines answers={ticket.answers} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}
