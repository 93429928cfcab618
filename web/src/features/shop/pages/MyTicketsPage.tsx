// `/my-tickets`: every order of the buyer's verified phone, on any device
// (listMyOrders). Signed out, the page signs the buyer in with their phone
// first. Events to come come first, soonest first; each order opens its
// private page with the QR codes.
import ConfirmationNumber from "@mui/icons-material/ConfirmationNumber";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { arPublic, buyerMessages as m, orderLinkPath, type MyOrder } from "@bawwaba/common";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../auth/access";
import { EventWhenWhere } from "../../../components/EventWhenWhere";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { priceLabel } from "../../../lib/priceLabel";
import { useNow } from "../../../lib/useNow";
import { LoadedPhoneSignIn, VerifiedPhone } from "../buyer/BuyerPhone";
import { useBuyerSession, type BuyerSession } from "../buyer/useBuyerSession";
import { useMyOrders } from "../buyer/useMyOrders";

const order = arPublic.shop.order;

/** An ISO instant as the `startsAt` EventWhenWhere reads. */
const instant = (iso: string) => ({ toMillis: () => Date.parse(iso) });

function OrderCard({ listed }: { listed: MyOrder }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: "none" }} data-testid="my-order" data-order-id={listed.orderId}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
        {listed.eventTitle}
      </Typography>
      {listed.startsAt && listed.venue !== undefined && (
        <EventWhenWhere
          event={{ startsAt: instant(listed.startsAt) as never, venue: listed.venue, timeZone: listed.timeZone }}
          sx={{ mt: 0.5 }}
        />
      )}
      <Typography sx={{ mt: 1 }} data-testid="my-order-status" data-status={listed.status}>
        {order.statuses[listed.status]} · {order.summary(listed.ticketCount, priceLabel(listed.total, listed.currency))}
      </Typography>
      <Button
        component={RouterLink}
        to={orderLinkPath(listed)}
        variant={listed.status === "paid" ? "contained" : "outlined"}
        startIcon={<ConfirmationNumber />}
        sx={{ mt: 1.5, minHeight: 48 }}
      >
        {m.myTickets.open}
      </Button>
    </Paper>
  );
}

function OrderList({ heading, orders }: { heading: string; orders: MyOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <section>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {orders.map((listed) => (
          <OrderCard key={listed.orderId} listed={listed} />
        ))}
      </Stack>
    </section>
  );
}

function MyOrders({ session }: { session: BuyerSession }) {
  const { state, retry } = useMyOrders(session);
  const now = useNow();
  let body;
  if (state.status === "loading") body = <FullPageSpinner />;
  else if (state.status === "error") {
    body = (
      <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
        <Alert severity="error" sx={{ alignSelf: "stretch" }}>
          {state.message}
        </Alert>
        <Button variant="contained" onClick={retry} sx={{ minHeight: 44 }}>
          {m.myTickets.retry}
        </Button>
      </Stack>
    );
  } else if (state.orders.length === 0) {
    body = <Typography data-testid="my-orders-empty">{m.myTickets.empty}</Typography>;
  } else {
    // The server sorted them: events to come first. Split where they turn to the past.
    const isPast = (listed: MyOrder) => Date.parse(listed.endsAt ?? listed.startsAt ?? listed.createdAt) < now;
    body = (
      <Stack spacing={3}>
        <OrderList heading={m.myTickets.upcoming} orders={state.orders.filter((listed) => !isPast(listed))} />
        <OrderList heading={m.myTickets.past} orders={state.orders.filter(isPast)} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{m.myTickets.intro}</Typography>
      <VerifiedPhone session={session} />
      {body}
    </Stack>
  );
}

export default function MyTicketsPage({ routePath }: PageProps) {
  const session = useBuyerSession();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      {session.phone ? (
        <MyOrders session={session} />
      ) : (
        <Stack spacing={2}>
          <Typography>{m.myTickets.signInIntro}</Typography>
          <LoadedPhoneSignIn session={session} />
        </Stack>
      )}
      <Button component={RouterLink} to={ROUTES.buyTickets} sx={{ mt: 3, minHeight: 44 }}>
        {m.myTickets.browse}
      </Button>
    </Container>
  );
}
