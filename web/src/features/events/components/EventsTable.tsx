// The events list on laptops: one row per event.
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { arPublic, eventsAdminMessages, formatDateTime } from "@bawwaba/common";
import type { ManagedEvent } from "../../../data/managedEvents";
import { EventActions, type EventActionHandlers } from "./EventActions";
import { useNow } from "../../../lib/useNow";
import { EventStatusChip } from "./EventStatusChip";
import { TicketTypesSummary } from "./TicketTypesSummary";

export interface EventsViewProps {
  events: ManagedEvent[];
  /** Absent for a read-only list. */
  actions?: EventActionHandlers;
}

export function EventsTable({ events, actions }: EventsViewProps) {
  const now = useNow();
  const columns = eventsAdminMessages.columns;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={eventsAdminMessages.eventsList}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.title}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.startsAt}</TableCell>
            <TableCell>{columns.ticketTypes}</TableCell>
            {actions && <TableCell>{columns.actions}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} data-testid="event-row" sx={{ verticalAlign: "top" }}>
              <TableCell sx={{ minWidth: 160, maxWidth: 240, overflowWrap: "anywhere" }}>
                <Typography sx={{ fontWeight: 700 }}>{event.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {arPublic.categories[event.category]} · {event.venue}
                </Typography>
              </TableCell>
              <TableCell>
                <EventStatusChip event={event} now={now} />
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>{formatDateTime(event.startsAtMillis, event.timeZone)}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <TicketTypesSummary event={event} />
              </TableCell>
              {actions && (
                <TableCell sx={{ minWidth: 180 }}>
                  <EventActions event={event} {...actions} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
