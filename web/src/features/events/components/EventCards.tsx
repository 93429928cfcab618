// The events list on phones: one card per event.
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, eventsAdminMessages, formatDateTime } from "@bawwaba/common";
import { EventActions } from "./EventActions";
import { useNow } from "../../../lib/useNow";
import { EventStatusChip } from "./EventStatusChip";
import type { EventsViewProps } from "./EventsTable";
import { TicketTypesSummary } from "./TicketTypesSummary";

export function EventCards({ events, actions }: EventsViewProps) {
  const now = useNow();
  return (
    <Stack component="ul" spacing={2} aria-label={eventsAdminMessages.eventsList} sx={{ m: 0, p: 0, listStyle: "none" }}>
      {events.map((event) => (
        <Card component="li" variant="outlined" key={event.id} data-testid="event-row">
          <CardContent sx={{ pb: 1 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
                {event.title}
              </Typography>
              <EventStatusChip event={event} now={now} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {arPublic.categories[event.category]} · {event.venue}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {formatDateTime(event.startsAtMillis, event.timeZone)}
            </Typography>
            <TicketTypesSummary event={event} />
          </CardContent>
          {actions && (
            <CardActions sx={{ px: 2, pb: 2 }}>
              <EventActions event={event} {...actions} />
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  );
}
