// `/buy-tickets`: the public shop. Three views on one route, each kept in the
// URL so that the back button and a shared link work: the events on sale,
// one event's tickets and checkout (`?event=<id>`), and an order's private
// page (`?order=<id>#token=<accessToken>`, common/src/orderLink.ts).
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { ar, orderLinkPath, parseOrderLink } from "@bawwaba/common";
import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { usePublishedEvents } from "../../../data/usePublishedEvents";
import { useNow } from "../../../lib/useNow";
import { EventCheckout } from "../components/EventCheckout";
import { EventList } from "../components/EventList";
import { OrderPage } from "../components/OrderPage";
import { RecentOrders } from "../components/RecentOrders";
import { recentOrders } from "../hooks/recentOrders";

function ShopView() {
  const state = usePublishedEvents();
  const now = useNow();
  const [searchParams] = useSearchParams();
  const eventId = searchParams.get("event");

  if (state.status === "loading") return <FullPageSpinner />;
  if (state.status === "error") return <Alert severity="error">{ar.shop.loadError}</Alert>;
  if (eventId !== null) {
    const event = state.events.find((candidate) => candidate.id === eventId);
    // A new event starts with an empty form: its own tickets.
    return <EventCheckout key={eventId} event={event} now={now} />;
  }
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ar.shop.intro}
      </Typography>
      <RecentOrders />
      <EventList events={state.events} now={now} />
    </>
  );
}

export default function BuyTicketsPage({ routePath }: PageProps) {
  const { search, hash } = useLocation();
  const isOrderLink = new URLSearchParams(search).has("order");
  // Back from a payment the URL has no token: this device kept it when it bought.
  const link = isOrderLink ? parseOrderLink(search, hash, recentOrders.tokenOf) : null;
  const navigate = useNavigate();
  useEffect(() => {
    // Show the whole private link in the address bar (the fragment stays in this browser).
    if (link && !hash) void navigate(orderLinkPath(link), { replace: true });
  }, [link, hash, navigate]);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={isOrderLink ? ar.shop.order.heading : (ar.pages[routePath] ?? ar.appName)} />
      {!isOrderLink && <ShopView />}
      {isOrderLink && !link && <Alert severity="error">{ar.errors.orderLinkInvalid}</Alert>}
      {/* Another order's link starts afresh rather than showing this one's while it loads. */}
      {link && <OrderPage key={`${link.orderId}#${link.accessToken}`} link={link} />}
    </Container>
  );
}
