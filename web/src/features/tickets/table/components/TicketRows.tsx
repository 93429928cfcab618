// The tickets of one page of /tickets-table: a table on a wide screen, a card
// per ticket on a phone (nine columns do not fit in 390 px). Each links to the
// ticket's page. Type under event, and the time of entry under the time of
// issue, keep the table within a laptop's width beside the navigation.
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { ar, formatShortDateTime } from "@bawwaba/common";
import { Link as RouterLink } from "react-router-dom";
import { TicketStatusChip } from "../../components/TicketStatusChip";
import { shortTicketId, ticketPath } from "../../model/ticketIds";
import type { TicketView } from "../../model/types";

const { columns, channels, open } = ar.ticketsTable;
const { noHolder } = ar.tickets;

// Times as the staff member's own clock reads them.
const viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const when = (millis: number) => formatShortDateTime(millis, viewerTimeZone);

function HolderLink({ ticket }: { ticket: TicketView }) {
  return (
    <Link component={RouterLink} to={ticketPath(ticket.id)} aria-label={open(ticket.id)} sx={{ fontWeight: 600 }}>
      {ticket.holderName ?? noHolder}
    </Link>
  );
}

function WideTable({ tickets }: { tickets: TicketView[] }) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {[columns.holder, columns.event, columns.status, columns.channel, columns.seller, columns.order, columns.issuedAt].map((label) => (
              <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tickets.map((ticket) => (
            <TableRow key={ticket.id} hover data-testid="ticket-row" data-ticket-id={ticket.id}>
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
                {shortTicketId(ticket.orderId)}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {when(ticket.issuedAtMillis)}
                {ticket.checkedInAtMillis !== undefined && (
                  <Typography variant="body2" color="text.secondary">
                    {columns.checkedInAt}: {when(ticket.checkedInAtMillis)}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Detail({ label, value }: { label: string; value?: string }) {
  if (!value) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
      <Box component="span" sx={{ color: "text.secondary" }}>
        {label}:{" "}
      </Box>
      {value}
    </Typography>
  );
}

function PhoneCards({ tickets }: { tickets: TicketView[] }) {
  return (
    <Stack spacing={1.5}>
      {tickets.map((ticket) => (
        <Card key={ticket.id} variant="outlined" sx={{ p: 1.5 }} data-testid="ticket-row" data-ticket-id={ticket.id}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 0.5 }}>
            <HolderLink ticket={ticket} />
            <TicketStatusChip status={ticket.status} />
          </Stack>
          <Detail label={columns.event} value={`${ticket.eventTitle} — ${ticket.ticketTypeName}`} />
          <Detail label={columns.channel} value={channels[ticket.channel]} />
          <Detail label={columns.seller} value={ticket.sellerEmail} />
          <Detail label={columns.issuedAt} value={when(ticket.issuedAtMillis)} />
          {ticket.checkedInAtMillis !== undefined && <Detail label={columns.checkedInAt} value={when(ticket.checkedInAtMillis)} />}
        </Card>
      ))}
    </Stack>
  );
}

export function TicketRows({ tickets }: { tickets: TicketView[] }) {
  const wide = useMediaQuery(useTheme().breakpoints.up("md"));
  return wide ? <WideTable tickets={tickets} /> : <PhoneCards tickets={tickets} />;
}
