// The signed-in buyer's orders on /my-tickets (listMyOrders): events to come
// first, soonest first, each opening its private page with the QR codes;
// above them, the waiting lists the buyer is on, with any offer to buy now.
// Its own chunk, loaded once a buyer is signed in (pages/MyTicketsPage.tsx).
import ConfirmationNumber from "@mui/icons-material/ConfirmationNumber";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { buyerMessages as m, langOfShown, orderLinkPath, orderPageMessages, type MyOrder } from "@bawwaba/common";
import { Link as RouterLink } from "react-router-dom";
import { EventWhenWhere, instant } from "../../../components/EventWhenWhere";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import { priceLabel } from "../../../lib/priceLabel";
import { useNow } from "../../../lib/useNow";
import { VerifiedPhone } from "./BuyerPhone";
import type { BuyerSession } from "./useBuyerSession";
import { useMyOrders } from "./useMyOrders";
import { MyWaitingList } from "../waitingList/MyWaitingList";

const order = orderPageMessages.order;

function OrderCard({ listed }: { listed: MyOrder }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: "none" }} data-testid="my-order" data-order-id={listed.orderId}>
      <Typography component="h3" variant="h6" dir="auto" lang={langOfShown(listed.eventTitle)} sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
        {listed.eventTitle}
      </Typography>
      {listed.startsAt && listed.venue !== undefined && (
        <EventWhenWhere
          event={{ startsAt: instant(listed.startsAt), venue: listed.venue, timeZone: listed.timeZone }}
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

export function MyOrders({ session }: { session: BuyerSession }) {
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
      <MyWaitingList session={session} />
      {body}
    </Stack>
  );
}
