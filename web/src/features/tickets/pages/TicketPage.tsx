// `/ticket/:id`: one ticket with its QR, its event, its answers to the
// event's questions, its order (with the order's answers), and its story
// (assignments, reissues, gate scans). A super_admin sees everything; a
// seller sees the ticket and the order of a sale they made (the rules), and
// the parts they may not read are left out.
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, DEFAULT_TIME_ZONE, formatDateTime, staffSignInMessages, ticketPagesMessages, ticketsMessages } from "@bawwaba/common";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { priceLabel } from "../../../lib/priceLabel";
import { AnswerList } from "../../../components/AnswerList";
import { DetailList, type Detail } from "../../../components/DetailList";
import { TicketQrCode } from "../../../components/TicketQrCode";
import { CheckInsList, TicketHistoryList } from "../components/TicketHistoryList";
import { TicketStatusChip } from "../../../components/TicketStatusChip";
import { WhatsAppShareButton } from "../components/WhatsAppShareButton";
import { useTicketDetails, type Part } from "../hooks/useTicketDetails";
import { ltr } from "../../../lib/bidi";
import { toPrintable } from "../model/printable";
import { isDocumentId } from "../../../lib/ticketIds";
import type { OrderView } from "../../../data/orders";
import { OrderReference } from "../../../components/OrderReference";
import type { TicketEventInfo, TicketView } from "../../../data/ticketViews";
import { PrintTicketsButton } from "../../../components/print/PrintTicketsButton";

const { fields, channels, payments } = ticketsMessages;

const { details } = ticketPagesMessages;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A part that failed for another reason than the rules shows its message; a refused one nothing. */
function PartSection<T>({ title, part, children }: { title: string; part: Part<T>; children: (value: T) => ReactNode }) {
  if (part.state === "hidden") return null;
  return (
    <Section title={title}>
      {part.state === "loading" && <Typography color="text.secondary">{arPublic.shell.loading}</Typography>}
      {part.state === "failed" && <Alert severity="warning">{part.message}</Alert>}
      {part.state === "ready" && children(part.value)}
    </Section>
  );
}

function ticketDetails(ticket: TicketView, event: TicketEventInfo | undefined, timeZone: string): Detail[] {
  const holder = ticket.holderName
    ? ticket.holderPhone
      ? `${ticket.holderName} (${ltr(ticket.holderPhone)})`
      : ticket.holderName
    : ticketsMessages.noHolder;
  return [
    { label: fields.event, value: ticket.eventTitle },
    ...(event
      ? [
          { label: fields.date, value: formatDateTime(event.startsAtMillis, event.timeZone) },
          { label: fields.venue, value: event.venue },
        ]
      : []),
    { label: fields.type, value: ticket.ticketTypeName },
    { label: fields.holder, value: holder },
    { label: fields.status, value: <TicketStatusChip status={ticket.status} /> },
    { label: fields.channel, value: channels[ticket.channel] },
    { label: fields.price, value: priceLabel(ticket.price, ticket.currency) },
    { label: fields.issuedAt, value: formatDateTime(ticket.issuedAtMillis, timeZone) },
    ...(ticket.checkedInAtMillis !== undefined
      ? [{ label: fields.checkedInAt, value: formatDateTime(ticket.checkedInAtMillis, timeZone) }]
      : []),
    ...(ticket.label ? [{ label: fields.label, value: ticket.label }] : []),
    ...(ticket.serial !== undefined ? [{ label: fields.serial, value: String(ticket.serial) }] : []),
    { label: fields.code, value: details.generation(ticket.generation) },
    { label: fields.ticketId, value: <span dir="ltr">{ticket.id}</span> },
  ];
}

function orderDetails(order: OrderView, timeZone: string): Detail[] {
  const { buyer } = order;
  return [
    ...(order.reference ? [{ label: fields.orderReference, value: <OrderReference reference={order.reference} /> }] : []),
    { label: fields.order, value: <span dir="ltr">{order.id}</span> },
    { label: details.buyer, value: buyer.name },
    ...(buyer.phone ? [{ label: fields.phone, value: <span dir="ltr">{buyer.phone}</span> }] : []),
    ...(buyer.email ? [{ label: staffSignInMessages.login.email, value: <span dir="ltr">{buyer.email}</span> }] : []),
    ...(order.payment ? [{ label: details.payment, value: payments[order.payment] }] : []),
    { label: details.total, value: priceLabel(order.total, order.currency) },
    { label: details.orderStatus, value: details.orderStatuses[order.status] },
    { label: fields.channel, value: channels[order.channel] },
    ...(order.sellerEmail ? [{ label: details.seller, value: <span dir="ltr">{order.sellerEmail}</span> }] : []),
    { label: details.orderedAt, value: formatDateTime(order.createdAtMillis, timeZone) },
  ];
}

function TicketDetailsView({ ticketId }: { ticketId: string }) {
  const { ticket, event, order, history, checkIns } = useTicketDetails(ticketId);

  if (ticket.state === "loading") return <FullPageSpinner />;
  if (ticket.state === "failed") {
    return (
      <Alert severity="error" role="alert">
        {ticket.message}
      </Alert>
    );
  }
  if (ticket.value === null) {
    return (
      <Alert severity="warning" role="alert">
        {ticketsMessages.load.notFound}
      </Alert>
    );
  }

  const current = ticket.value;
  const eventInfo = event.state === "ready" ? (event.value ?? undefined) : undefined;
  const timeZone = eventInfo?.timeZone ?? DEFAULT_TIME_ZONE;
  const loadedOrder = order.state === "ready" ? order.value : null;
  const printable = eventInfo ? toPrintable(current, eventInfo) : undefined;

  return (
    <Stack spacing={2}>
      <Section title={details.ticket}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { xs: "center", sm: "flex-start" } }}>
          <TicketQrCode code={current.code} size={240} />
          <Stack spacing={2} sx={{ flex: 1, width: "100%" }}>
            <DetailList details={ticketDetails(current, eventInfo, timeZone)} />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              <PrintTicketsButton tickets={printable ? [printable] : []} disabled={!printable} />
              {printable && (
                <WhatsAppShareButton ticket={printable} phone={current.holderPhone ?? loadedOrder?.buyer.phone} />
              )}
            </Stack>
          </Stack>
        </Stack>
      </Section>

      {current.answers && current.answers.length > 0 && (
        <Section title={details.ticketAnswers}>
          <AnswerList answers={current.answers} testId="ticket-answers" />
        </Section>
      )}
      <PartSection title={details.order} part={order}>
        {(value) =>
          value ? (
            <>
              <DetailList details={orderDetails(value, timeZone)} />
              {value.answers && value.answers.length > 0 && (
                <>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
                    {details.orderAnswers}
                  </Typography>
                  <AnswerList answers={value.answers} testId="order-answers" />
                </>
              )}
            </>
          ) : (
            <Typography color="text.secondary">{details.orderUnavailable}</Typography>
          )
        }
      </PartSection>
      <PartSection title={details.history} part={history}>
        {(entries) => <TicketHistoryList entries={entries} timeZone={timeZone} />}
      </PartSection>
      <PartSection title={details.checkIns} part={checkIns}>
        {(value) => <CheckInsList checkIns={value} timeZone={timeZone} />}
      </PartSection>
    </Stack>
  );
}

export default function TicketPage({ routePath }: PageProps) {
  const { id = "" } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      {isDocumentId(id) ? (
        <TicketDetailsView key={id} ticketId={id} />
      ) : (
        <Alert severity="warning" role="alert">
          {ticketsMessages.load.notFound}
        </Alert>
      )}
    </Container>
  );
}
