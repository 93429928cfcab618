// One ticket type of an event on sale: name, price, and what is left.
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { langOfShown, ticketAvailability, type EventDoc } from "@bawwaba/common";
import type { StoredTicketType } from "../data/eventsWithTypes";
import { availabilityLabel } from "../lib/availabilityLabel";
import { priceLabel } from "../lib/priceLabel";

interface TicketTypeAvailabilityProps {
  event: EventDoc;
  type: StoredTicketType;
  now: number;
  /** Staff pages show how many are left, not only "on sale". */
  exactRemaining?: boolean;
}

export function TicketTypeAvailability({ event, type, now, exactRemaining }: TicketTypeAvailabilityProps) {
  const { label, color } = availabilityLabel(ticketAvailability(event, type, now), exactRemaining);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", py: 0.75 }}>
      {/* Isolated inline, so the name keeps the page's side of the row in either language (docs/product.md § Languages, dates and digits). */}
      <Typography sx={{ flex: 1, fontWeight: 600 }}>
        <bdi lang={langOfShown(type.name)}>{type.name}</bdi>
      </Typography>
      <Typography sx={{ fontWeight: 700 }} dir="auto">
        {priceLabel(type.price, event.currency)}
      </Typography>
      <Chip size="small" label={label} color={color} variant={color === "default" ? "outlined" : "filled"} />
    </Stack>
  );
}
