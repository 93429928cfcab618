// The tickets of one page of /tickets-table: a table on a wide screen, a card
// per ticket on a phone (nine columns do not fit in 390 px). Each links to the
// ticket's page. Type under event, and the time of entry under the time of
// issue, keep the table within a laptop's width beside the navigation.
// The order shows as its reference (left to right inside the Arabic row).
import Link from "@mui/material/Link";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { ticketsMessages, ticketsTableMessages } from "@bawwaba/common";
import { Link as RouterLink } from "react-router-dom";
import { DetailLine } from "../../../../components/DetailLine";
import { RecordCard, ResponsiveRecords } from "../../../../components/ResponsiveRecords";
import { viewerTime } from "../../../../lib/viewerTime";
import { TicketStatusChip } from "../../../../components/TicketStatusChip";
import { shortTicketId, ticketPath } from "../../../../lib/ticketIds";
import { OrderReference } from "../../../../components/OrderReference";
import type { TicketView } from "../../../../data/ticketViews";

const { columns, channels, open } = ticketsTableMessages;
const { noHolder } = ticketsMessages;

const HEADERS = [columns.holder, columns.event, columns.status, columns.channel, columns.seller, columns.order, columns.issuedAt];

function HolderLink({ ticket }: { ticket: TicketView }) {
  return (
    <Link
      component={RouterLink}
      to={ticketPath(ticket.id)}
      aria-label={open(ticket.id)}
      // A finger's 44 × 44 px however short the name (tests/browser/touchTargets.test.ts).
      sx={{ fontWeight: 600, display: "inline-flex", alignItems: "center", minHeight: 44, minWidth: 44 }}
    >
      {ticket.holderName ?? noHolder}
    </Link>
  );
}

function WideRow({ ticket }: { ticket: TicketView }) {
  return (
    <TableRow hover data-testid="ticket-row" data-ticket-id={ticket.id}>
      <TableCell>
        <HolderLink ticket={ticket} />
        {ticket.holderPhone && (
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: "end" }}>
            {ticket.holderPhone}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {ticket.eventTitle}
        <Typography variant="body2" color="text.secondary">
          {ticket.ticketTypeName}
        </Typography>
      </TableCell>
      <TableCell>
        <TicketStatusChip status={ticket.status} />
      </TableCell>
      <TableCell>{channels[ticket.channel]}</TableCell>
      <TableCell
        title={ticket.sellerEmail}
        sx={{ maxWidth: 170, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
      >
        {ticket.sellerEmail}
      </TableCell>
      <TableCell sx={{ fontFamily: "monospace", whiteSpace: "nowrap" }} title={ticket.orderId}>
        <OrderOf ticket={ticket} />
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        {viewerTime(ticket.issuedAtMillis)}
        {ticket.checkedInAtMillis !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {columns.checkedInAt}: {viewerTime(ticket.checkedInAtMillis)}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}

/** The ticket's order as people read it: its reference, or for an order without one the start of its id, left to right. */
function OrderOf({ ticket }: { ticket: TicketView }) {
  return ticket.orderReference ? <OrderReference reference={ticket.orderReference} /> : <bdi dir="ltr">{shortTicketId(ticket.orderId)}</bdi>;
}

function PhoneCard({ ticket }: { ticket: TicketView }) {
  return (
    <RecordCard
      title={<HolderLink ticket={ticket} />}
      status={<TicketStatusChip status={ticket.status} />}
      data-testid="ticket-row"
      data-ticket-id={ticket.id}
    >
      <DetailLine label={columns.event} value={`${ticket.eventTitle} — ${ticket.ticketTypeName}`} />
      <DetailLine label={columns.channel} value={channels[ticket.channel]} />
      <DetailLine label={columns.order} value={<OrderOf ticket={ticket} />} />
      <DetailLine label={columns.seller} value={ticket.sellerEmail} />
      <DetailLine label={columns.issuedAt} value={viewerTime(ticket.issuedAtMillis)} />
      {ticket.checkedInAtMillis !== undefined && <DetailLine label={columns.checkedInAt} value={viewerTime(ticket.checkedInAtMillis)} />}
    </RecordCard>
  );
}

export function TicketRows({ tickets }: { tickets: TicketView[] }) {
  return (
    <ResponsiveRecords
      records={tickets}
      headers={HEADERS}
      row={(ticket) => <WideRow key={ticket.id} ticket={ticket} />}
      card={(ticket) => <PhoneCard key={ticket.id} ticket={ticket} />}
    />
  );
}
