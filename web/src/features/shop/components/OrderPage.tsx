// An order's private page: its status, event, date, place (with a map) and
// reference (pending: asked for again every 2 s until the payment is
// confirmed), then its tickets with their QR codes and gate codes and, for
// each valid one, links to add it to Apple or Google Wallet (only the wallets
// the server says are on: `wallets`, docs/contracts.md `getOrderTickets`),
// a calendar file, the print sheets, sharing, the tax invoice's page and the
// link to keep; or why it ended and the way to buy again.
import Payment from "@mui/icons-material/Payment";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import EventAvailable from "@mui/icons-material/EventAvailable";
import Share from "@mui/icons-material/Share";
import { arPublic, DEFAULT_TIME_ZONE, displayLocale, formatOrderReference, invoiceLinkPath, langOfShown, type OrderLink, orderLinkPath, orderPageMessages, type OrderStatus, type OrderTicketsResult, pathInLanguage, salesMessages, shopEventSearch, ticketsMessages, walletPassPath } from "@bawwaba/common";
import { useEffect, useState } from "react";
import { tabStorage } from "../../../lib/deviceStorage";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../auth/access";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { EventWhenWhere, instant } from "../../../components/EventWhenWhere";
import { OrderReference } from "../../../components/OrderReference";
import { PrintTicketsButton } from "../../../components/print/PrintTicketsButton";
import type { PrintableTicket } from "../../../components/print/printableTicket";
import { calendarFile } from "../../../lib/calendarFile";
import { downloadTextFile } from "../../../lib/downloadTextFile";
import { QrTicketCard, QrTicketGrid } from "../../../components/QrTicketCards";
import { priceLabel } from "../../../lib/priceLabel";
import { useNow } from "../../../lib/useNow";
import { useOrderTickets } from "../hooks/useOrderTickets";
import { emptyCheckout } from "../model/checkout";
import { checkoutDraftOf } from "../model/checkoutDrafts";
import { holdMinutesLeft } from "../model/holdTime";
import { PrivateLink } from "./PrivateLink";

const { order: text } = orderPageMessages;
const extras = orderPageMessages;

/** A map search of the venue's text: events keep their place as text, an address or a hall's name. */
function VenueOnMap({ venue }: { venue: string }) {
  return (
    <Link
      href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venue)}`}
      target="_blank"
      rel="noopener noreferrer"
      variant="body2"
      aria-label={extras.venueOnMap(venue)}
      data-testid="venue-map"
      dir="auto"
      lang={langOfShown(venue)}
      sx={{ minHeight: 44, display: "inline-flex", alignItems: "center" }}
    >
      {venue}
    </Link>
  );
}

const STATUS_SEVERITY: Record<OrderStatus, "info" | "success" | "warning" | "error"> = {
  pending: "info",
  paid: "success",
  cancelled: "error",
  expired: "warning",
  refunded: "warning",
};

function Summary({ order }: { order: OrderTicketsResult }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <Typography dir="auto" lang={langOfShown(order.eventTitle)} sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
        {order.eventTitle}
      </Typography>
      {order.startsAt && order.venue !== undefined && (
        <EventWhenWhere
          event={{ startsAt: instant(order.startsAt), venue: order.venue, timeZone: order.timeZone }}
          venueLink={(venue) => <VenueOnMap venue={venue} />}
          sx={{ my: 0.5 }}
        />
      )}
      <Typography dir="auto">{text.summary(count, priceLabel(order.total, order.currency))}</Typography>
      {order.reference && (
        <Typography>
          {ticketsMessages.fields.orderReference}: <OrderReference reference={order.reference} />
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {text.buyer(order.buyerName)}
      </Typography>
    </>
  );
}

function Pending({ order }: { order: OrderTicketsResult }) {
  const now = useNow();
  const minutes = order.holdExpiresAt === undefined ? undefined : holdMinutesLeft(order.holdExpiresAt, now);
  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <CircularProgress size={18} aria-hidden />
        <Typography>{text.pendingBody}</Typography>
      </Stack>
      {minutes !== undefined && <Typography sx={{ fontWeight: 600 }}>{minutes > 0 ? text.holdLeft(minutes) : text.holdOver}</Typography>}
      {order.checkoutUrl && (
        <Button
          href={order.checkoutUrl}
          variant="contained"
          size="large"
          startIcon={<Payment />}
          sx={{ alignSelf: "flex-start", minHeight: 48 }}
        >
          {text.payNow}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Plain links to the wallet endpoint (docs/contracts.md "Wallet passes"):
 * Apple's answer is the .pkpass itself, which iOS opens in Wallet; Google's
 * is a redirect to its save page. No script, and nothing shown for a wallet
 * that is off.
 */
// The words are read as the buttons draw: when this module loads, an English page's are not in yet (lib/pageLanguage.ts).
const WALLETS = [
  { kind: "apple", label: () => extras.appleWallet, labelFor: extras.appleWalletFor },
  { kind: "google", label: () => extras.googleWallet, labelFor: extras.googleWalletFor },
] as const;

function WalletLinks({ order, link, ticketId, ticketName }: { order: OrderTicketsResult; link: OrderLink; ticketId: string; ticketName: string }) {
  const shown = WALLETS.filter(({ kind }) => order.wallets[kind]);
  if (shown.length === 0) return null;
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ mt: 1, justifyContent: "center", flexWrap: "wrap" }}>
      {shown.map(({ kind, label, labelFor }) => (
        <Button
          key={kind}
          href={walletPassPath(kind, link, ticketId)}
          variant="outlined"
          aria-label={labelFor(ticketName)}
          sx={{ minHeight: 44 }}
          data-testid={`${kind}-wallet`}
        >
          {label()}
        </Button>
      ))}
    </Stack>
  );
}

function Tickets({ order, link }: { order: OrderTicketsResult; link: OrderLink }) {
  const { tickets } = order;
  return (
    <QrTicketGrid maxColumns={2}>
      {tickets.map((ticket, index) => (
        <QrTicketCard
          key={ticket.ticketId}
          position={index + 1}
          count={tickets.length}
          code={ticket.code}
          qrSize={220}
          dataAttributes={{ "data-testid": "order-ticket", "data-ticket-id": ticket.ticketId }}
        >
          <Typography dir="auto" lang={langOfShown(ticket.ticketTypeName)} sx={{ fontWeight: 600 }}>
            {ticket.ticketTypeName}
          </Typography>
          {ticket.holderName && (
            <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {ticketsMessages.fields.holder}: {ticket.holderName}
            </Typography>
          )}
          {ticket.status !== "valid" && (
            <Typography color="text.secondary">{ticketsMessages.statuses[ticket.status]}</Typography>
          )}
          {ticket.status === "valid" && (
            <WalletLinks order={order} link={link} ticketId={ticket.ticketId} ticketName={salesMessages.ticketOf(index + 1, tickets.length)} />
          )}
        </QrTicketCard>
      ))}
    </QrTicketGrid>
  );
}

/** The paid order's tickets as the print sheets lay them out. */
function printableTickets(order: OrderTicketsResult, orderId: string): PrintableTicket[] {
  const priceOf = new Map(order.items.map((item) => [item.ticketTypeName, item.unitPrice]));
  return order.tickets.map((ticket) => ({
    ticketId: ticket.ticketId,
    code: ticket.code,
    eventTitle: order.eventTitle,
    venue: order.venue ?? "",
    startsAtMillis: order.startsAt ? Date.parse(order.startsAt) : Number.NaN,
    timeZone: order.timeZone ?? DEFAULT_TIME_ZONE,
    ticketTypeName: ticket.ticketTypeName,
    holderName: ticket.holderName,
    price: priceOf.get(ticket.ticketTypeName) ?? 0,
    currency: order.currency,
    orderId,
    orderReference: order.reference,
  }));
}

/** Keep the paid order: in a calendar, on paper (or as a PDF), or sent on. */
function OrderActions({ order, link }: { order: OrderTicketsResult; link: OrderLink }) {
  const [calendarFailed, setCalendarFailed] = useState(false);
  const startsAt = order.startsAt;
  const addToCalendar = () => {
    if (!startsAt) return;
    setCalendarFailed(false);
    calendarFile({
      uid: `${link.orderId}@bawwaba`,
      title: order.eventTitle,
      startsAtMillis: Date.parse(startsAt),
      endsAtMillis: order.endsAt ? Date.parse(order.endsAt) : undefined,
      venue: order.venue,
      description: extras.calendarNote(order.reference && formatOrderReference(order.reference)),
      url: `${window.location.origin}${pathInLanguage(ROUTES.myTickets, displayLocale().language)}`,
    }).then(
      (file) => downloadTextFile(`${order.reference ?? link.orderId}.ics`, file, "text/calendar"),
      (error: unknown) => {
        console.error("Could not make the calendar file", error);
        setCalendarFailed(true);
      },
    );
  };
  const share = () => {
    const url = `${window.location.origin}${pathInLanguage(orderLinkPath({ ...link, eventId: order.eventId }), displayLocale().language)}`;
    // Closed by the buyer or refused by the browser: nothing to undo, the link is on the page to copy.
    navigator.share({ title: order.eventTitle, url }).catch(() => {});
  };
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {startsAt && (
          <Button variant="outlined" startIcon={<EventAvailable />} onClick={addToCalendar} sx={{ minHeight: 44 }} data-testid="add-to-calendar">
            {extras.addToCalendar}
          </Button>
        )}
        {typeof navigator.share === "function" && (
          <Button variant="outlined" startIcon={<Share />} onClick={share} sx={{ minHeight: 44 }}>
            {extras.share}
          </Button>
        )}
      </Stack>
      {startsAt && <PrintTicketsButton tickets={printableTickets(order, link.orderId)} />}
      {calendarFailed && <Alert severity="error">{extras.calendarFailed}</Alert>}
      {/* The invoice's page, a chunk of its own, by the same private link (common/src/invoiceLink.ts). */}
      <Link
        component={RouterLink}
        to={invoiceLinkPath(link)}
        data-testid="invoice-link"
        sx={{ alignSelf: "flex-start", minHeight: 44, display: "inline-flex", alignItems: "center" }}
      >
        {extras.invoice}
      </Link>
    </Stack>
  );
}

/** The ways on from every order page: the shop, and all of the buyer's orders. */
function BuyerLinks() {
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
      <Button component={RouterLink} to={ROUTES.buyTickets} sx={{ minHeight: 44 }}>
        {text.backToShop}
      </Button>
      <Button component={RouterLink} to={ROUTES.myTickets} sx={{ minHeight: 44 }}>
        {arPublic.shell.myTickets}
      </Button>
    </Stack>
  );
}

export function OrderPage({ link }: { link: OrderLink }) {
  const { state, retry } = useOrderTickets(link);
  const paidEventId = state.status === "ready" && state.order.status === "paid" ? state.order.eventId : undefined;
  useEffect(() => {
    // Bought: the checkout of this event starts afresh next time.
    if (paidEventId) checkoutDraftOf(tabStorage, paidEventId).write(emptyCheckout);
  }, [paidEventId]);

  if (state.status === "loading") return <FullPageSpinner />;
  if (state.status === "error") {
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Alert severity="error" sx={{ alignSelf: "stretch" }} data-testid="order-error">
          {state.message}
        </Alert>
        {state.invalidLink ? (
          <Button component={RouterLink} to={ROUTES.buyTickets} variant="outlined">
            {text.backToShop}
          </Button>
        ) : (
          <Button onClick={retry} variant="contained">
            {ticketsMessages.load.retry}
          </Button>
        )}
      </Stack>
    );
  }

  const { order } = state;
  const ended = order.status !== "pending" && order.status !== "paid";
  return (
    <Stack spacing={2}>
      <Alert
        severity={STATUS_SEVERITY[order.status]}
        variant="outlined"
        icon={false}
        data-testid="order-status"
        data-status={order.status}
        aria-live="polite"
      >
        <AlertTitle component="h2" sx={{ fontWeight: 700, fontSize: 20 }}>
          {text.statuses[order.status]}
        </AlertTitle>
        <Summary order={order} />
        {order.status === "pending" && <Pending order={order} />}
        {ended && order.endReason && (
          <Typography sx={{ mt: 1 }} data-testid="order-end-reason">
            {order.endReason}
          </Typography>
        )}
      </Alert>
      {order.status === "paid" && (
        <>
          <Tickets order={order} link={link} />
          <OrderActions order={order} link={link} />
          <PrivateLink link={link} eventId={order.eventId} />
        </>
      )}
      {ended && (
        <Button
          component={RouterLink}
          to={{ pathname: ROUTES.buyTickets, search: shopEventSearch(order.eventId) }}
          variant="contained"
          sx={{ alignSelf: "flex-start", minHeight: 48 }}
        >
          {text.buyAgain}
        </Button>
      )}
      <BuyerLinks />
    </Stack>
  );
}
