// The selling pages (/generate-tickets, the category pages, /qasr-ticket-creation):
// the events on sale in the page's scope with what is left of each ticket type.
// Issuing tickets from here arrives with box-office sales (issueTickets).
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ar } from "@bawwaba/common";
import { useState } from "react";
import { EventOnSaleCard } from "../../../components/EventOnSaleCard";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { usePublishedEvents } from "../../../data/usePublishedEvents";
import { salesScope } from "../salesScopes";

export default function SalesEventsPage({ routePath }: PageProps) {
  const state = usePublishedEvents();
  const [now] = useState(() => Date.now());
  const inScope = salesScope(routePath);
  const events = state.status === "ready" ? state.events.filter(inScope) : [];
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={ar.pages[routePath] ?? ar.appName} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ar.sales.intro}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="issuing-not-available">
        {ar.sales.issuingSoon}
      </Alert>
      {state.status === "loading" && <FullPageSpinner />}
      {state.status === "error" && <Alert severity="error">{ar.shop.loadError}</Alert>}
      {state.status === "ready" &&
        (events.length === 0 ? (
          <Alert severity="info">{ar.sales.empty}</Alert>
        ) : (
          <Stack spacing={2}>
            {events.map((event) => (
              <EventOnSaleCard key={event.id} event={event} now={now} />
            ))}
          </Stack>
        ))}
    </Container>
  );
}
