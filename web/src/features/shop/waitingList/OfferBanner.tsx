// The top of a checkout opened from a waiting-list offer's link: the sign-in
// when the buyer's phone is not verified yet, then the tickets held for them
// and until when, with the time left counting down; or, when the offer cannot
// be used (run out, bought, another phone's, refused at payment), why, and
// the way back to the event. Its own chunk, loaded only for such a link.
import { BackIcon } from "../../../components/BackIcon";
import HourglassTop from "@mui/icons-material/HourglassTop";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDateTime, shopEventSearch, waitingListMessages } from "@bawwaba/common";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../auth/access";
import { useNow } from "../../../lib/useNow";
import { LoadedPhoneSignIn } from "../buyer/BuyerPhone";
import type { BuyerSession } from "../buyer/useBuyerSession";
import { clockOf } from "./offerCheckout";
import type { CheckoutOffer } from "./useCheckoutOffer";

const m = waitingListMessages.shop.offer;
const errors = waitingListMessages.errors;
/** The purchase's refusals that mean the offer is of no more use. */
const OFFER_ENDED = new Set<string>([errors.offerExpired, errors.offerUsed, errors.offerNotFound]);

export interface OfferBannerProps {
  offer: CheckoutOffer;
  session: BuyerSession;
  event: { id: string; timeZone: string };
  typeName: string | undefined;
  /** The purchase's refusal, if any: one that ends the offer shows here. */
  refusal: string | undefined;
}

function BackToEvent({ eventId }: { eventId: string }) {
  return (
    <Button component={RouterLink} to={`${ROUTES.buyTickets}${shopEventSearch(eventId)}`} startIcon={<BackIcon />} sx={{ mt: 1, minHeight: 44 }} data-testid="offer-back-to-event">
      {m.backToEvent}
    </Button>
  );
}

function Ended({ message, eventId }: { message: string; eventId: string }) {
  return (
    <Alert severity="warning" data-testid="offer-ended">
      <AlertTitle>{m.heading}</AlertTitle>
      {message}
      <Box>
        <BackToEvent eventId={eventId} />
      </Box>
    </Alert>
  );
}

export function OfferBanner({ offer, session, event, typeName, refusal }: OfferBannerProps) {
  const now = useNow(1000);
  if (refusal && OFFER_ENDED.has(refusal)) return <Ended message={refusal} eventId={event.id} />;
  switch (offer.status) {
    case "none":
      return null;
    case "signIn":
      return (
        <Alert severity="info" icon={false} data-testid="offer-sign-in">
          <AlertTitle>{m.heading}</AlertTitle>
          <Stack spacing={1.5}>
            <Typography>{m.signIn}</Typography>
            <LoadedPhoneSignIn session={session} autoFocus={false} />
          </Stack>
        </Alert>
      );
    case "loading":
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{m.loading}</Typography>
        </Stack>
      );
    case "gone":
      return <Ended message={m.gone} eventId={event.id} />;
    case "error":
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={offer.retry} sx={{ minHeight: 44 }}>
              {m.retry}
            </Button>
          }
        >
          {offer.message}
        </Alert>
      );
    case "ready": {
      const { terms } = offer;
      const left = terms.expiresAtMillis - now;
      if (left <= 0) return <Ended message={errors.offerExpired} eventId={event.id} />;
      return (
        <Alert severity="success" icon={<HourglassTop />} data-testid="offer-held">
          <AlertTitle>{m.heading}</AlertTitle>
          <Typography sx={{ fontWeight: 700 }}>{m.held(terms.quantity, typeName ?? "")}</Typography>
          <Typography>{m.until(formatDateTime(terms.expiresAtMillis, event.timeZone))}</Typography>
          <Typography sx={{ mt: 1 }}>
            {m.timeLeft}{" "}
            <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, fontSize: "1.25rem", fontVariantNumeric: "tabular-nums" }} data-testid="offer-countdown">
              {clockOf(left)}
            </Box>
          </Typography>
        </Alert>
      );
    }
  }
}
