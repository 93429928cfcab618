// The box-office selling pages (/generate-tickets, the category pages,
// /qasr-ticket-creation): pick an event on sale in the page's scope, then the
// tickets, buyer and payment, and get the tickets with their QR codes at once.
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { arPublic, isEventOver } from "@bawwaba/common";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { usePublishedEvents } from "../../../data/usePublishedEvents";
import { EventPicker } from "../components/EventPicker";
import { SaleForm } from "../components/SaleForm";
import { useIssueTickets } from "../hooks/useIssueTickets";
import { useNow } from "../../../lib/useNow";
import { useSaleDraft } from "../hooks/useSaleDraft";
import { saleLines } from "../../../lib/cart";
import { salesScope } from "../salesScopes";
import { loadChunk } from "../../../components/loadChunk";
import { PAGE_CHUNK_TIMEOUT_MS } from "../../../lib/config";

// The sale's tickets (QR images, print sheets, sharing) load while the seller
// fills in the sale, not with the page: the event list, the first view,
// needs none of them (docs/performance.md § Libraries loaded on demand).
const loadIssuedTickets = () => import("../components/IssuedTickets");
const IssuedTickets = lazy(() =>
  loadChunk("issued-tickets", loadIssuedTickets, PAGE_CHUNK_TIMEOUT_MS).then(({ IssuedTickets }) => ({ default: IssuedTickets })),
);

export default function SellTicketsPage({ routePath }: PageProps) {
  const state = usePublishedEvents();
  const now = useNow();
  const [eventId, setEventId] = useState<string | null>(null);
  const sale = useIssueTickets();
  const form = useSaleDraft();

  const inScope = useMemo(() => salesScope(routePath), [routePath]);
  // An event that is over is on sale nowhere (isEventOver), so it is not offered.
  const events = useMemo(
    () => (state.status === "ready" ? state.events.filter((event) => inScope(event) && !isEventOver({ endsAtMillis: event.endsAt?.toMillis() }, now)) : []),
    [state, inScope, now],
  );
  const event = events.find((candidate) => candidate.id === eventId);
  const lines = event ? saleLines(event, form.draft.cart, now, form.draft.payment) : [];

  useEffect(() => {
    // A failure here is the lazy component's to show.
    if (eventId !== null) loadIssuedTickets().catch(() => {});
  }, [eventId]);

  const chooseEvent = (id: string | null) => {
    setEventId(id);
    form.clearCart();
    sale.dismiss();
    window.scrollTo({ top: 0 });
  };

  const submit = async () => {
    if (!event) return false;
    const request = await form.validate(event, lines);
    if (!request) return false;
    void sale.issue(request);
    return true;
  };

  const newSale = () => {
    form.reset();
    sale.dismiss();
    window.scrollTo({ top: 0 });
  };

  const body = () => {
    // The tickets stay on screen whatever happens to the event meanwhile.
    if (sale.issued) {
      return (
        <Suspense fallback={<FullPageSpinner />}>
          <IssuedTickets sale={sale.issued} onNewSale={newSale} />
        </Suspense>
      );
    }
    if (state.status === "loading") return <FullPageSpinner />;
    if (state.status === "error") return <Alert severity="error">{arPublic.shop.loadError}</Alert>;
    if (event) {
      return (
        <SaleForm
          event={event}
          lines={lines}
          draft={form.draft}
          errors={form.errors}
          issuing={sale.issuing}
          failure={sale.failure}
          onStep={form.step}
          onBuyerNameChange={form.setBuyerName}
          onBuyerCountryChange={form.setBuyerCountry}
          onBuyerPhoneChange={form.setBuyerPhone}
          onBuyerPhoneBlur={form.checkBuyerPhone}
          onPaymentChange={form.setPayment}
          onSubmit={submit}
          onChangeEvent={() => chooseEvent(null)}
        />
      );
    }
    return (
      <>
        {/* The chosen event was closed, cancelled or unpublished while the seller was on it. */}
        {eventId !== null && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {arPublic.sales.eventGone}
          </Alert>
        )}
        {events.length === 0 ? (
          <Alert severity="info">{arPublic.sales.empty}</Alert>
        ) : (
          <EventPicker events={events} now={now} onChoose={chooseEvent} />
        )}
      </>
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      {!event && !sale.issued && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {arPublic.sales.intro}
        </Typography>
      )}
      {body()}
    </Container>
  );
}
