// An event on sale: what, where, when (in the event's time zone) and its tickets,
// with an optional action below (the selling pages' "sell tickets").
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, langOfShown } from "@bawwaba/common";
import type { ReactNode } from "react";
import type { StoredEvent } from "../data/eventsWithTypes";
import { EventWhenWhere } from "./EventWhenWhere";
import { TicketTypeAvailability } from "./TicketTypeAvailability";

interface EventOnSaleCardProps {
  event: StoredEvent;
  now: number;
  /** Staff pages show how many tickets are left of each type. */
  exactRemaining?: boolean;
  action?: ReactNode;
}

export function EventOnSaleCard({ event, now, exactRemaining, action }: EventOnSaleCardProps) {
  return (
    <Card component="article" variant="outlined" aria-labelledby={`event-${event.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", mb: 1 }}>
          <Typography id={`event-${event.id}`} variant="h6" component="h2" dir="auto" lang={langOfShown(event.title)} sx={{ flex: 1, fontWeight: 700 }}>
            {event.title}
          </Typography>
          <Chip size="small" label={arPublic.categories[event.category]} color="primary" variant="outlined" />
        </Stack>
        {event.description && (
          <Typography color="text.secondary" dir="auto" lang={langOfShown(event.description)} sx={{ mb: 1 }}>
            {event.description}
          </Typography>
        )}
        <EventWhenWhere event={event} sx={{ mb: 1.5 }} />
        {/* A divider's line, drawn without the Divider component the shop's first load would add. */}
        <Box component="hr" sx={{ m: 0, border: 0, borderBottom: 1, borderColor: "divider" }} />
        {event.ticketTypes.map((type) => (
          <TicketTypeAvailability key={type.id} event={event} type={type} now={now} exactRemaining={exactRemaining} />
        ))}
      </CardContent>
      {action && <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>{action}</CardActions>}
    </Card>
  );
}
