// One event of the shop: what, when and where, its ticket types with what is
// left and a quantity for each (a sold-out type offers its waiting list
// instead), the buyer's details, the event's questions when it has some, the
// total and the way to pay. On a phone the total and the pay button stay in
// view at the bottom. Opened from a waiting-list offer's link, it buys the
// tickets the offer holds for the buyer.
import { BackIcon } from "../../../components/BackIcon";
import Lock from "@mui/icons-material/Lock";
import NotificationsActive from "@mui/icons-material/NotificationsActive";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import Typography from "@mui/material/Typography";
import { buyerMessages, DEFAULT_TIME_ZONE, MAX_PERSON_NAME_LENGTH, shopCheckoutMessages, waitingListEntryMessages } from "@bawwaba/common";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { ROUTES } from "../../../auth/access";
import { CartSummary, type CartSummaryText } from "../../../components/CartSummary";
import { CheckedForm } from "../../../components/CheckedForm";
import { lazyChunk } from "../../../components/lazyPage";
import { CheckoutQuestionsEntry } from "../../../components/CheckoutQuestionsEntry";
import { EventHeaderCard } from "../../../components/EventHeaderCard";
import { PromoCodeEntry } from "../../../components/PromoCodeEntry";
import { CallError } from "../../../lib/callFunction";
import { useOnDevice } from "../../../lib/useOnDevice";
import { fieldErrorProps } from "../../../components/fieldErrorProps";
import { FormSection } from "../../../components/FormSection";
import { TicketLinesSection } from "../../../components/TicketLinesSection";
import { toStoredTicketType } from "../../../data/catalogue";
import type { StoredEvent } from "../../../data/eventsWithTypes";
import { saleLines, saleTotal, ticketsInSale, type SaleLine } from "../../../lib/cart";
import { BuyerPhone } from "../buyer/BuyerPhone";
import { useBuyerSession } from "../buyer/useBuyerSession";
import { useCheckoutDraft } from "../hooks/useCheckoutDraft";
import { usePurchase } from "../hooks/usePurchase";
import { checkPromoCode } from "../api";
import { salePromoOf } from "../../../lib/salePromo";
import type { JoinWaitingListDialogProps } from "../waitingList/JoinWaitingListDialog";
import type { OfferBannerProps } from "../waitingList/OfferBanner";
import { SHOP_OFFER_PARAM, withOfferTickets } from "../waitingList/offerCheckout";
import { useCheckoutOffer } from "../waitingList/useCheckoutOffer";

// The waiting list's form and an offer's banner (with the list's words) are
// chunks of their own: most checkouts show neither.
const loadJoinDialog = () => import("../waitingList/JoinWaitingListDialog");
const JoinWaitingListDialog = lazyChunk<JoinWaitingListDialogProps>(
  "waiting-list-join",
  () => loadJoinDialog().then((module) => ({ default: module.JoinWaitingListDialog })),
  null,
);
const OfferBanner = lazyChunk<OfferBannerProps>(
  "waiting-list-offer",
  () => import("../waitingList/OfferBanner").then((module) => ({ default: module.OfferBanner })),
  null,
);

/** Read as the checkout draws, in the page's language: the server draws both languages with one copy of this module. */
const summaryText = (): CartSummaryText => ({
  total: shopCheckoutMessages.total,
  ticketCount: shopCheckoutMessages.ticketCount,
  emptyCart: shopCheckoutMessages.emptyCart,
  maxPerOrder: shopCheckoutMessages.maxPerOrder,
  notEnoughTitle: shopCheckoutMessages.notEnoughTitle,
  retrySame: shopCheckoutMessages.retrySameOrder,
});

function BackToEvents() {
  return (
    <Button component={RouterLink} to={ROUTES.buyTickets} startIcon={<BackIcon />} sx={{ mb: 1, minHeight: 44 }}>
      {shopCheckoutMessages.backToEvents}
    </Button>
  );
}

interface EventCheckoutProps {
  /** Undefined when the link names an event that is not on sale (any more). */
  event: StoredEvent | undefined;
  now: number;
  /** A purchase was refused for lack of tickets: what is left is worth asking again. */
  onNotEnoughLeft: () => void;
}

export function EventCheckout(props: EventCheckoutProps) {
  if (!props.event) {
    return (
      <>
        <BackToEvents />
        <Alert severity="warning">{shopCheckoutMessages.eventGone}</Alert>
      </>
    );
  }
  return <OfferOrNotCheckout {...props} event={props.event} />;
}

/** The checkout, with the waiting-list offer the link names (`?offer=`) if any: another offer starts afresh. */
function OfferOrNotCheckout(props: EventCheckoutProps & { event: StoredEvent }) {
  const offerId = useSearchParams()[0].get(SHOP_OFFER_PARAM) ?? undefined;
  return <Checkout key={offerId} {...props} offerId={offerId} />;
}

/** In a sold-out type's stepper place: its waiting list, unless the organiser paused it. */
function NotifyMe({ line, onOpen }: { line: SaleLine; onOpen: () => void }) {
  if (line.type.waitingList?.paused) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 120, textAlign: "center" }}>
        {waitingListEntryMessages.paused}
      </Typography>
    );
  }
  return (
    <Button
      type="button"
      variant="outlined"
      size="small"
      startIcon={<NotificationsActive />}
      aria-label={waitingListEntryMessages.notifyMeLabel(line.type.name)}
      // Loads the form's code as the finger comes down, before the click.
      onPointerDown={() => void loadJoinDialog().catch(() => {})}
      onClick={onOpen}
      sx={{ minHeight: 44, flexShrink: 0 }}
      data-testid={`notify-${line.type.id}`}
    >
      {waitingListEntryMessages.notifyMe}
    </Button>
  );
}

function Checkout({ event, now, onNotEnoughLeft, offerId }: EventCheckoutProps & { event: StoredEvent; offerId?: string }) {
  // False while React takes over the checkout its page's HTML shows
  // (functions/src/catalogue/shopPage/): the form is then drawn as on no
  // device, its controls waiting, and the tab's draft and the buyer's
  // session show just after. Read here, not given by the page: a prop
  // changed before this lazy view has taken over its HTML would draw it afresh.
  const onDevice = useOnDevice();
  const form = useCheckoutDraft(event.id, onDevice);
  const buyer = useBuyerSession(onDevice);
  const purchase = usePurchase({ onNotEnoughLeft, onAnswerRefused: form.answerRefused });
  const offer = useCheckoutOffer(offerId, event.id, buyer);
  const [joining, setJoining] = useState<SaleLine["type"]>();
  const { draft, errors } = form;

  const terms = offer.status === "ready" ? offer.terms : undefined;
  // The offer's tickets in the cart once it is read, once per offer: the buyer may then take fewer.
  const prefilled = useRef<string>(undefined);
  useEffect(() => {
    if (!terms || prefilled.current === terms.offerId) return;
    prefilled.current = terms.offerId;
    form.setQuantity(terms.ticketTypeId, terms.quantity);
  }, [terms, form]);

  const sold = terms ? withOfferTickets(event, terms) : event;
  const lines = saleLines(sold, draft.cart, now, undefined, salePromoOf(draft.promo, toStoredTicketType));
  const count = ticketsInSale(lines);
  const total = saleTotal(lines);
  const { paying } = purchase;

  const submit = async () => {
    // The offer goes with the purchase when its tickets are in it: they come from the offer, not the type.
    const withOffer = terms && (draft.cart[terms.ticketTypeId] ?? 0) > 0 ? terms.offerId : undefined;
    const request = await form.validate(event, lines, withOffer);
    // The phone is the one the buyer's sign-in verified: no order without it.
    form.phoneProblem(buyer.phone ? undefined : buyerMessages.mustVerify);
    if (!request || !buyer.phone) return false;
    void purchase.pay(request, buyer);
    return true;
  };

  return (
    <>
      <CheckedForm onSubmit={submit} onFocus={form.prepare}>
        {/* Until the page's script runs, a tap or a typed name would go nowhere: the controls wait for it. */}
        <Box component="fieldset" disabled={!onDevice} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <BackToEvents />
          {offer.status !== "none" && (
            <OfferBanner
              offer={offer}
              session={buyer}
              event={{ id: event.id, timeZone: event.timeZone ?? DEFAULT_TIME_ZONE }}
              typeName={event.ticketTypes.find((type) => type.id === terms?.ticketTypeId)?.name}
              refusal={purchase.failure?.message}
            />
          )}
          <EventHeaderCard event={event}>
            {event.description && (
              <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: "pre-line" }}>
                {event.description}
              </Typography>
            )}
          </EventHeaderCard>

          <Stack spacing={2}>
            <TicketLinesSection
              heading={shopCheckoutMessages.ticketsHeading}
              noneOnSaleText={shopCheckoutMessages.noTypesOnSale}
              lines={lines}
              currency={event.currency}
              onStep={form.step}
              error={errors.items}
              errorTestId="items-error"
              soldOutAction={(line) => <NotifyMe line={line} onOpen={() => setJoining(line.type)} />}
            />

            <PromoCodeEntry
              applied={draft.promo}
              onChange={form.setPromo}
              phoneUnverified={!buyer.phone}
              check={async (code) => {
                const idToken = await buyer.idToken();
                if (idToken === null) throw new CallError("unauthenticated", buyerMessages.mustVerify);
                return checkPromoCode({ eventId: event.id, code }, idToken);
              }}
            />

            <FormSection heading={shopCheckoutMessages.buyerHeading}>
              <Stack spacing={2} sx={{ mt: 2 }}>
                <BuyerPhone session={buyer} error={errors.buyerPhone} />
                <TextInput
                  label={shopCheckoutMessages.buyerName}
                  value={draft.buyerName}
                  onChange={(change) => form.setBuyer("buyerName", change.target.value)}
                  {...fieldErrorProps(errors, "buyerName")}
                  required
                  fullWidth
                  autoComplete="name"
                  slotProps={{ htmlInput: { maxLength: MAX_PERSON_NAME_LENGTH } }}
                />
                <TextInput
                  label={shopCheckoutMessages.buyerEmail}
                  value={draft.buyerEmail}
                  onChange={(change) => form.setBuyer("buyerEmail", change.target.value)}
                  {...fieldErrorProps(errors, "buyerEmail", shopCheckoutMessages.buyerEmailHint)}
                  type="email"
                  fullWidth
                  autoComplete="email"
                  slotProps={{ htmlInput: { dir: "ltr", inputMode: "email" } }}
                />
              </Stack>
            </FormSection>

            <CheckoutQuestionsEntry questions={event.questions} lines={lines} value={draft.answers} onChange={form.setAnswers} errors={errors} />

            <CartSummary
              text={summaryText()}
              count={count}
              total={total}
              currency={event.currency}
              formError={errors.form}
              failure={purchase.failure}
              totalTestId="order-total"
              failureTestId="purchase-error"
            >
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {shopCheckoutMessages.termsBefore}
                <Link component={RouterLink} to={ROUTES.privacyPolicy}>
                  {shopCheckoutMessages.termsLink}
                </Link>
                .
              </Typography>
              <Button
                type="submit"
                data-testid="pay"
                variant="contained"
                size="large"
                fullWidth
                disabled={paying}
                startIcon={paying ? <CircularProgress size={20} color="inherit" /> : <Lock />}
                sx={{ mt: 1.5, minHeight: 52, fontSize: 18 }}
              >
                {paying ? shopCheckoutMessages.paying : count > 0 && total === 0 ? shopCheckoutMessages.getFree : shopCheckoutMessages.pay}
              </Button>
            </CartSummary>
          </Stack>
        </Box>
      </CheckedForm>
      {joining && (
        <JoinWaitingListDialog
          eventId={event.id}
          type={joining}
          session={buyer}
          buyer={{ name: draft.buyerName, email: draft.buyerEmail }}
          onClose={() => setJoining(undefined)}
        />
      )}
    </>
  );
}
