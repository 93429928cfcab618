// One ticket type of an event on sale: name, price, and what is left.
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ar, FEW_LEFT, findCurrency, formatMoney, ticketAvailability, type EventDoc } from "@bawwaba/common";
import type { StoredTicketType } from "../data/eventsWithTypes";

function availabilityLabel(state: ReturnType<typeof ticketAvailability>): { label: string; color: "success" | "warning" | "default" | "error" } {
  switch (state.state) {
    case "on_sale":
      return state.remaining <= FEW_LEFT
        ? { label: ar.shop.fewLeft(state.remaining), color: "warning" }
        : { label: ar.shop.onSale, color: "success" };
    case "sold_out":
      return { label: ar.shop.soldOut, color: "error" };
    case "not_started":
      return { label: ar.shop.notStarted, color: "default" };
    case "ended":
      return { label: ar.shop.ended, color: "default" };
    case "not_on_sale":
      return { label: ar.shop.notOnSale, color: "default" };
  }
}

function priceLabel(minor: number, currency: string): string {
  if (minor === 0) return ar.shop.free;
  const known = findCurrency(currency);
  // The rules only check the code's shape; an unknown code still shows, unformatted.
  return known ? formatMoney(minor, known.code) : `${minor} ${currency}`;
}

export function TicketTypeAvailability({ event, type, now }: { event: EventDoc; type: StoredTicketType; now: number }) {
  const { label, color } = availabilityLabel(ticketAvailability(event, type, now));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", py: 0.75 }}>
      <Typography sx={{ flex: 1, fontWeight: 600 }}>{type.name}</Typography>
      <Typography sx={{ fontWeight: 700 }} dir="auto">
        {priceLabel(type.price, event.currency)}
      </Typography>
      <Chip size="small" label={label} color={color} variant={color === "default" ? "outlined" : "filled"} />
    </Stack>
  );
}
