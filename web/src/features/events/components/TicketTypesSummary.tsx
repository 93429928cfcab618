// Each ticket type of an event on one line: name (marked when hidden), price, sold / capacity.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { eventsAdminMessages, findCurrency, formatMoney } from "@bawwaba/common";
import type { ManagedEvent } from "../../../data/managedEvents";

export function TicketTypesSummary({ event }: { event: ManagedEvent }) {
  if (event.ticketTypes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {eventsAdminMessages.noTicketTypes}
      </Typography>
    );
  }
  const currency = findCurrency(event.currency)?.code;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none" }}>
      {event.ticketTypes.map((type) => (
        // A line wraps between its parts, never inside a price or a count.
        <Typography component="li" variant="body2" key={type.id} data-testid="ticket-type-summary">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {type.name}
          </Box>
          {type.hidden && ` (${eventsAdminMessages.hiddenType})`}
          {currency && (
            <>
              {" · "}
              <Box component="span" sx={{ whiteSpace: "nowrap" }}>
                {formatMoney(type.price, currency)}
              </Box>
            </>
          )}
          {" · "}
          <Box component="span" sx={{ whiteSpace: "nowrap" }}>
            {eventsAdminMessages.soldOfCapacity(type.sold, type.capacity)}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}
