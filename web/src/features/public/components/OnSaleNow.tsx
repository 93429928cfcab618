// The landing page's events on sale, soonest first, from the public
// catalogue (data/catalogue.ts, the shop's own source: no Firebase SDK), each
// with the way to its tickets, and the way to all of them.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { landingPageMessages, shopEventSearch } from "@bawwaba/common";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../auth/access";
import { EventWhenWhere } from "../../../components/EventWhenWhere";
import { fetchCatalogue } from "../../../data/catalogue";
import { leaveDisplaySettings } from "../../../lib/displaySettings";
import { useLoaded } from "../../../lib/useLoaded";

/** How many the landing page shows; the shop lists them all. */
const SHOWN = 4;
const texts = landingPageMessages.landing;

export function OnSaleNow() {
  // Nothing until the catalogue answers, nor when it fails: the shop's button stays.
  const { loaded } = useLoaded("catalogue", fetchCatalogue, "the catalogue");
  // The catalogue made its display settings current (data/catalogue.ts): the page's, until it is left.
  useEffect(() => leaveDisplaySettings, []);
  const events = loaded.status === "ready" ? loaded.value.slice(0, SHOWN) : [];
  if (events.length === 0) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="on-sale-now" data-testid="on-sale-now" sx={{ py: 4 }}>
      <Typography id="on-sale-now" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {texts.onSale}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}
      >
        {events.map((event) => (
          <Stack
            component="li"
            key={event.id}
            spacing={1}
            data-testid={`landing-event-${event.id}`}
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, bgcolor: "background.paper" }}
          >
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
              {event.title}
            </Typography>
            <EventWhenWhere event={event} />
            <Button
              component={RouterLink}
              to={{ pathname: ROUTES.buyTickets, search: shopEventSearch(event.id) }}
              variant="contained"
              sx={{ alignSelf: "flex-start", minHeight: 44 }}
            >
              {texts.eventTickets}
            </Button>
          </Stack>
        ))}
      </Box>
      <Button component={RouterLink} to={ROUTES.buyTickets} sx={{ alignSelf: "flex-start", minHeight: 44 }}>
        {texts.allEvents}
      </Button>
    </Stack>
  );
}
