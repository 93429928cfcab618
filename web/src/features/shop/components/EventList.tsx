// The events on sale, filtered by category, each with the way to its tickets
// (`?event=<id>`, so the back button returns here).
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { arPublic, EVENT_CATEGORIES, shopEventSearch, shopMessages, type EventCategory } from "@bawwaba/common";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { EventOnSaleCard } from "../../../components/EventOnSaleCard";
import type { StoredEvent } from "../../../data/eventsWithTypes";
import { useOnDevice } from "../../../lib/useOnDevice";

export function EventList({ events, now }: { events: StoredEvent[]; now: number }) {
  const [category, setCategory] = useState<EventCategory | null>(null);
  const shown = category ? events.filter((event) => event.category === category) : events;
  const categoriesOnSale = EVENT_CATEGORIES.filter((c) => events.some((event) => event.category === c));
  // Until the page's script has taken over the HTML it was served as
  // (functions/src/catalogue/shopPage/), a tapped category would filter
  // nothing: the chips wait for it, as the checkout's controls do.
  const filtering = useOnDevice();

  return (
    <>
      {categoriesOnSale.length > 1 && (
        <Stack direction="row" role="group" aria-label={shopMessages.categoryFilter} sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}>
          <Chip label={shopMessages.allCategories} color={category ? "default" : "primary"} onClick={() => setCategory(null)} aria-pressed={!category} disabled={!filtering} />
          {categoriesOnSale.map((c) => (
            <Chip key={c} label={arPublic.categories[c]} color={category === c ? "primary" : "default"} onClick={() => setCategory(c)} aria-pressed={category === c} disabled={!filtering} />
          ))}
        </Stack>
      )}
      {shown.length === 0 ? (
        <Alert severity="info">{category ? shopMessages.emptyInCategory : shopMessages.empty}</Alert>
      ) : (
        <Stack spacing={2}>
          {shown.map((event) => (
            <EventOnSaleCard
              key={event.id}
              event={event}
              now={now}
              action={
                <Button
                  component={RouterLink}
                  to={{ search: shopEventSearch(event.id) }}
                  variant="contained"
                  fullWidth
                  aria-label={shopMessages.chooseEventLabel(event.title)}
                  data-testid={`shop-event-${event.id}`}
                  sx={{ minHeight: 48 }}
                >
                  {shopMessages.chooseEvent}
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </>
  );
}
