// The events on sale, narrowed by category (`?category=<category>`), each
// with the way to its tickets (`?event=<id>`, so the back button returns here).
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { arPublic, EVENT_CATEGORIES, shopCategoryOf, shopCategorySearch, shopEventSearch, shopMessages, type EventCategory } from "@bawwaba/common";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { EventOnSaleCard } from "../../../components/EventOnSaleCard";
import type { StoredEvent } from "../../../data/eventsWithTypes";

export function EventList({ events, now }: { events: StoredEvent[]; now: number }) {
  // The chips are links (`?category=`), drawn in the served HTML too
  // (functions/src/catalogue/shopPage/): a tap narrows the list before the
  // page's script has run as after, and Back and a shared link keep it.
  const category = shopCategoryOf(useLocation().search);
  const shown = category ? events.filter((event) => event.category === category) : events;
  const categoriesOnSale = EVENT_CATEGORIES.filter((c) => events.some((event) => event.category === c));
  const chip = (chosen: EventCategory | null, label: string) => (
    <Chip
      key={chosen ?? "all"}
      label={label}
      component={RouterLink}
      to={{ search: shopCategorySearch(chosen) }}
      clickable
      color={category === chosen ? "primary" : "default"}
      aria-current={category === chosen ? "true" : undefined}
    />
  );

  return (
    <>
      {categoriesOnSale.length > 1 && (
        <Stack direction="row" role="group" aria-label={shopMessages.categoryFilter} sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}>
          {chip(null, shopMessages.allCategories)}
          {categoriesOnSale.map((c) => chip(c, arPublic.categories[c]))}
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
