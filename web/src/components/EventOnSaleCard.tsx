// An event on sale: what, where, when (in the event's time zone) and its tickets.
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Place from "@mui/icons-material/Place";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ar, DEFAULT_TIME_ZONE, formatDateTime } from "@bawwaba/common";
import type { StoredEvent } from "../data/eventsWithTypes";
import { TicketTypeAvailability } from "./TicketTypeAvailability";

export function EventOnSaleCard({ event, now }: { event: StoredEvent; now: number }) {
  const timeZone = event.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <Card component="article" variant="outlined" aria-labelledby={`event-${event.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", mb: 1 }}>
          <Typography id={`event-${event.id}`} variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
            {event.title}
          </Typography>
          <Chip size="small" label={ar.categories[event.category]} color="primary" variant="outlined" />
        </Stack>
        {event.description && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {event.description}
          </Typography>
        )}
        <Stack spacing={0.5} sx={{ mb: 1.5, color: "text.secondary" }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <CalendarMonth fontSize="small" aria-hidden />
            <Typography variant="body2">{formatDateTime(event.startsAt.toMillis(), timeZone)}</Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Place fontSize="small" aria-hidden />
            <Typography variant="body2">{event.venue}</Typography>
          </Stack>
        </Stack>
        <Divider />
        {event.ticketTypes.map((type) => (
          <TicketTypeAvailability key={type.id} event={event} type={type} now={now} />
        ))}
      </CardContent>
    </Card>
  );
}
