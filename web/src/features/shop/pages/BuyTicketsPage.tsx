// `/buy-tickets`: the public shop. Lists the published events by category and
// date with their ticket types; buying online arrives with the payments work.
import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ar, EVENT_CATEGORIES, type EventCategory } from "@bawwaba/common";
import { useState } from "react";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { EventOnSaleCard } from "../../../components/EventOnSaleCard";
import { usePublishedEvents } from "../../../data/usePublishedEvents";

export default function BuyTicketsPage({ routePath }: PageProps) {
  const state = usePublishedEvents();
  const [category, setCategory] = useState<EventCategory | null>(null);
  // Availability is judged at page load; a sales window that opens meanwhile shows after a reload.
  const [now] = useState(() => Date.now());

  const events = state.status === "ready" ? state.events : [];
  const shown = category ? events.filter((event) => event.category === category) : events;
  const categoriesOnSale = EVENT_CATEGORIES.filter((c) => events.some((event) => event.category === c));

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={ar.pages[routePath] ?? ar.appName} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ar.shop.intro}
      </Typography>
      {state.status === "loading" && <FullPageSpinner />}
      {state.status === "error" && <Alert severity="error">{ar.shop.loadError}</Alert>}
      {state.status === "ready" && (
        <>
          {categoriesOnSale.length > 1 && (
            <Stack
              direction="row"
              role="group"
              aria-label={ar.shop.categoryFilter}
              sx={{ flexWrap: "wrap", gap: 1, mb: 2 }}
            >
              <Chip label={ar.shop.allCategories} color={category ? "default" : "primary"} onClick={() => setCategory(null)} aria-pressed={!category} />
              {categoriesOnSale.map((c) => (
                <Chip key={c} label={ar.categories[c]} color={category === c ? "primary" : "default"} onClick={() => setCategory(c)} aria-pressed={category === c} />
              ))}
            </Stack>
          )}
          {shown.length === 0 ? (
            <Alert severity="info">{category ? ar.shop.emptyInCategory : ar.shop.empty}</Alert>
          ) : (
            <Stack spacing={2}>
              {shown.map((event) => (
                <EventOnSaleCard key={event.id} event={event} now={now} />
              ))}
            </Stack>
          )}
          <Alert severity="info" sx={{ mt: 3 }}>
            {ar.shop.onlineSaleSoon}
          </Alert>
        </>
      )}
    </Container>
  );
}
