// `/buy-tickets`: the public shop. Three views on one route, each kept in the
// URL so that the back button and a shared link work: the events on sale,
// one event's tickets and checkout (`?event=<id>`), and an order's private
// page (`?order=<id>#token=<accessToken>`, common/src/orderLink.ts). A
// waiting-list offer's link, `/buy-tickets/<eventId>?offer=<offerId>`
// (ROUTES.buyTicketsOffer, common offerLinkPath), is that event's checkout,
// which buys with the offer.
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { arPublic, isOrderLink, orderEventOf, orderLinkPath, parseOrderLink, SHOP_EVENT_PARAM, SHOP_PATH, shopMessages } from "@bawwaba/common";
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { PAGE_CHUNK_TIMEOUT_MS } from "../../../lib/config";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { loadChunk } from "../../../components/loadChunk";
import { PageHeading } from "../../../components/PageHeading";
import { useNow } from "../../../lib/useNow";
import { useOnDevice } from "../../../lib/useOnDevice";
import { EventList } from "../components/EventList";
import { EventListSkeleton } from "../components/EventListSkeleton";
import { recentOrders } from "../hooks/recentOrders";
import { useCatalogue } from "../hooks/useCatalogue";

// The checkout (its form, and the function's own schema that checks it) loads
// when an event is chosen: the list of events, the first view, needs neither.
const loadEventCheckout = () => import("../components/EventCheckout");
const EventCheckout = lazy(() =>
  loadChunk("event-checkout", loadEventCheckout, PAGE_CHUNK_TIMEOUT_MS).then(({ EventCheckout }) => ({
    default: EventCheckout,
  })),
);

// An order's link without its token (another device): the buyer signs in with their phone.
const OrderSignIn = lazy(() =>
  loadChunk("order-sign-in", () => import("../buyer/OrderSignIn"), PAGE_CHUNK_TIMEOUT_MS).then(({ OrderSignIn }) => ({
    default: OrderSignIn,
  })),
);

// An order's private page, with its QR codes, loads only for an order's link.
const OrderPage = lazy(() =>
  loadChunk("order-page", () => import("../components/OrderPage"), PAGE_CHUNK_TIMEOUT_MS).then(({ OrderPage }) => ({
    default: OrderPage,
  })),
);

// A returning buyer's orders on this device: most visitors have none, and
// the page's HTML (drawn on no device) shows none, so their code loads only
// for a device that has some, once the page has taken its HTML over.
const RecentOrders = lazy(() =>
  loadChunk("recent-orders", () => import("../components/RecentOrders"), PAGE_CHUNK_TIMEOUT_MS).then(({ RecentOrders }) => ({
    default: RecentOrders,
  })),
);

function RecentOrdersOnDevice() {
  const onDevice = useOnDevice();
  const orders = useMemo(() => (onDevice ? recentOrders.read() : []), [onDevice]);
  return orders.length === 0 ? null : (
    <Suspense fallback={null}>
      <RecentOrders orders={orders} />
    </Suspense>
  );
}

function ShopView() {
  const { state, refresh } = useCatalogue();
  const now = useNow();
  const [searchParams] = useSearchParams();
  const eventId = useParams().eventId ?? searchParams.get(SHOP_EVENT_PARAM);
  useEffect(() => {
    // Opened on an event: its checkout's code downloads beside the catalogue,
    // not after it. A failure here is the lazy component's to show.
    if (eventId !== null) loadEventCheckout().catch(() => {});
  }, [eventId]);

  if (state.status === "error") return <Alert severity="error">{shopMessages.loadError}</Alert>;
  // Until the catalogue arrives the list and a checkout look the same: the
  // shop's words and its place kept for the events. That is the page as its
  // HTML already shows it, prerendered at build time (web/build/prerender.tsx),
  // which React then takes over without drawing it again.
  let view: ReactNode;
  if (state.status === "loading") view = <EventListSkeleton count={2} />;
  else if (eventId === null) view = <EventList events={state.events} now={now} />;
  else {
    const event = state.events.find((candidate) => candidate.id === eventId);
    // A new event starts with an empty form: its own tickets.
    view = (
      <Suspense fallback={<EventListSkeleton count={1} />}>
        <EventCheckout key={eventId} event={event} now={now} onNotEnoughLeft={refresh} />
      </Suspense>
    );
  }
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {shopMessages.intro}
      </Typography>
      {eventId === null && <RecentOrdersOnDevice />}
      {view}
    </>
  );
}

export default function BuyTicketsPage() {
  const { search, hash } = useLocation();
  const showsOrder = isOrderLink(search);
  // Back from a payment the URL has no token: this device kept it when it bought.
  const link = showsOrder ? parseOrderLink(search, hash, recentOrders.tokenOf) : null;
  const navigate = useNavigate();
  useEffect(() => {
    // Show the whole private link in the address bar (the fragment stays in this browser), with the event it names.
    if (link && !hash) void navigate(orderLinkPath({ ...link, eventId: orderEventOf(search) ?? undefined }), { replace: true });
  }, [link, hash, search, navigate]);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={showsOrder ? shopMessages.order.heading : (arPublic.pages[SHOP_PATH] ?? arPublic.appName)} />
      {!showsOrder && <ShopView />}
      {showsOrder && !link && (
        <Suspense fallback={<FullPageSpinner />}>
          <OrderSignIn orderId={new URLSearchParams(search).get("order") ?? ""} />
        </Suspense>
      )}
      {/* Another order's link starts afresh rather than showing this one's while it loads. */}
      {link && (
        <Suspense fallback={<FullPageSpinner />}>
          <OrderPage key={`${link.orderId}#${link.accessToken}`} link={link} />
        </Suspense>
      )}
    </Container>
  );
}
