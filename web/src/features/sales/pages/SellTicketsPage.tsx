// The box-office selling pages (/generate-tickets, the category pages,
// /qasr-ticket-creation): pick an event on sale in the page's scope, then the
// tickets, buyer and payment, and get the tickets with their QR codes at once.
// Each step has its URL (model/saleSteps.ts): Back and a reload return to it,
// and the seller's recent sales open their sale-done screens again.
import Alert from "@mui/material/Alert";
import Divider from "@mui/material/Divider";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { arPublic, isEventOver, salesMessages, shopMessages } from "@bawwaba/common";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { usePublishedEvents } from "../../../data/usePublishedEvents";
import { EventPicker } from "../components/EventPicker";
import { useIssueTickets } from "../hooks/useIssueTickets";
import { useNow } from "../../../lib/useNow";
import { useSaleDraft } from "../hooks/useSaleDraft";
import { saleLines } from "../../../lib/cart";
import { salePromoOf } from "../../../lib/salePromo";
import { salesScope } from "../salesScopes";
import { useSearchParams } from "react-router-dom";
import type { IssuedSale } from "../model/issuedSale";
import { eventStepSearch, saleStepOf, saleStepSearch } from "../model/saleSteps";
import { loadChunk } from "../../../components/loadChunk";
import { PAGE_CHUNK_TIMEOUT_MS } from "../../../lib/config";

// The sale's form (its fields, the payment's and the questions' way in)
// loads once the events show, or at once on a sale's URL; a sale done (its
// tickets' QR images, print sheets, sharing, or reading a past sale back)
// while the seller fills in the sale; the recent sales after the events
// show: the event list, the first view, needs none of them
// (docs/performance.md § Libraries loaded on demand).
const loadSaleForm = () => import("../components/SaleForm");
const SaleForm = lazy(() => loadChunk("sale-form", loadSaleForm, PAGE_CHUNK_TIMEOUT_MS).then(({ SaleForm }) => ({ default: SaleForm })));
const loadSaleDone = () => import("../components/SaleDone");
const SaleDone = lazy(() => loadChunk("sale-done", loadSaleDone, PAGE_CHUNK_TIMEOUT_MS).then(({ SaleDone }) => ({ default: SaleDone })));
const RecentSales = lazy(() =>
  loadChunk("recent-sales", () => import("../components/RecentSales"), PAGE_CHUNK_TIMEOUT_MS).then(({ RecentSales }) => ({ default: RecentSales })),
);

export default function SellTicketsPage({ routePath }: PageProps) {
  const state = usePublishedEvents();
  const now = useNow();
  const [search, setSearch] = useSearchParams();
  const step = saleStepOf(search);
  const eventId = step.step === "event" ? step.eventId : null;
  const form = useSaleDraft();
  const sale = useIssueTickets({ onAnswerRefused: form.answerRefused });

  const inScope = useMemo(() => salesScope(routePath), [routePath]);
  // An event that is over is on sale nowhere (isEventOver), so it is not offered.
  const events = useMemo(
    () => (state.status === "ready" ? state.events.filter((event) => inScope(event) && !isEventOver({ endsAtMillis: event.endsAt?.toMillis() }, now)) : []),
    [state, inScope, now],
  );
  const event = events.find((candidate) => candidate.id === eventId);
  const lines = event ? saleLines(event, form.draft.cart, now, form.draft.payment, salePromoOf(form.draft.promo)) : [];

  useEffect(() => {
    // A failure here is the lazy component's to show.
    if (step.step === "event" || state.status === "ready") loadSaleForm().catch(() => {});
    if (step.step !== "events") loadSaleDone().catch(() => {});
  }, [step.step, state.status]);

  const chooseEvent = (id: string | null) => {
    setSearch(id === null ? "" : eventStepSearch(id));
    form.clearCart();
    sale.dismiss();
    window.scrollTo({ top: 0 });
  };

  const submit = async () => {
    if (!event) return false;
    const request = await form.validate(event, lines);
    if (!request) return false;
    void sale.issue(request).then((done) => {
      // Issued: the sale-done screen gets its own URL; Back returns to the emptied form.
      if (!done) return;
      form.reset();
      setSearch(saleStepSearch(done.orderId));
    });
    return true;
  };

  const newSale = (done: IssuedSale) => {
    form.reset();
    sale.dismiss();
    setSearch(eventStepSearch(done.receipt.eventId));
    window.scrollTo({ top: 0 });
  };

  const body = () => {
    // The tickets stay on screen whatever happens to the event meanwhile.
    if (step.step === "sale") {
      return (
        <Suspense fallback={<FullPageSpinner />}>
          <SaleDone orderId={step.orderId} justIssued={sale.issued} onNewSale={newSale} />
        </Suspense>
      );
    }
    if (state.status === "loading") return <FullPageSpinner />;
    if (state.status === "error") return <Alert severity="error">{shopMessages.loadError}</Alert>;
    if (event) {
      return (
        <Suspense fallback={<FullPageSpinner />}>
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
            onPromoChange={form.setPromo}
            onAnswersChange={form.setAnswers}
            onSubmit={submit}
            onChangeEvent={() => chooseEvent(null)}
          />
        </Suspense>
      );
    }
    return (
      <>
        {/* The chosen event was closed, cancelled or unpublished while the seller was on it. */}
        {eventId !== null && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {salesMessages.eventGone}
          </Alert>
        )}
        {events.length === 0 ? (
          <Alert severity="info">{salesMessages.empty}</Alert>
        ) : (
          <EventPicker events={events} now={now} onChoose={chooseEvent} />
        )}
        <Divider sx={{ my: 3 }} />
        <Suspense fallback={null}>
          <RecentSales />
        </Suspense>
      </>
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      {step.step === "events" && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {salesMessages.intro}
        </Typography>
      )}
      {body()}
    </Container>
  );
}
