// The buyer's waiting lists on /my-tickets (listMyWaitingListOffers): an open
// offer first and prominent, with the time left counting down and the way to
// buy with it; each list's event, type, quantity and status; leaving a list
// the buyer still waits on. Nothing at all for a buyer on no list.
import ShoppingCartCheckout from "@mui/icons-material/ShoppingCartCheckout";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { buyerMessages, DEFAULT_TIME_ZONE, formatDateTime, langOfShown, waitingListMessages, type MyWaitingListEntry } from "@bawwaba/common";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { CallError } from "../../../lib/callFunction";
import { useNow } from "../../../lib/useNow";
import { leaveWaitingList } from "../api";
import type { BuyerSession } from "../buyer/useBuyerSession";
import { clockOf } from "./offerCheckout";
import { useMyWaitingList } from "./useMyWaitingList";

const m = waitingListMessages.myTickets;
// In the event's zone, as its checkout, its order page and the offer's e-mail say it.
const when = (iso: string, entry: MyWaitingListEntry) => formatDateTime(Date.parse(iso), entry.timeZone ?? DEFAULT_TIME_ZONE);

interface EntryCardProps {
  entry: MyWaitingListEntry;
  now: number;
  leaving: boolean;
  onLeave: (entry: MyWaitingListEntry) => void;
}

function EntryCard({ entry, now, leaving, onLeave }: EntryCardProps) {
  const { offer } = entry;
  const left = offer ? Date.parse(offer.expiresAt) - now : 0;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, listStyle: "none", ...(offer && { borderColor: "success.main", borderWidth: 2 }) }}
      data-testid="my-waiting-entry"
      data-status={entry.status}
    >
      <Typography component="h3" variant="h6" dir="auto" lang={langOfShown(entry.eventTitle)} sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
        {entry.eventTitle}
      </Typography>
      <Typography sx={{ mt: 0.5, overflowWrap: "anywhere" }}>{m.wanted(entry.ticketTypeName, entry.quantity)}</Typography>
      <Typography sx={{ mt: 0.5, fontWeight: 700 }} color={offer ? "success.main" : "text.primary"} data-testid="my-waiting-status">
        {m.statuses[entry.status]}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {m.joinedAt(when(entry.joinedAt, entry))}
      </Typography>
      {offer && left > 0 && (
        <Alert severity="success" icon={false} sx={{ mt: 1.5 }} data-testid="my-waiting-offer">
          <Typography sx={{ fontWeight: 700 }}>{m.held(offer.quantity, when(offer.expiresAt, entry))}</Typography>
          <Typography sx={{ mt: 0.5 }}>
            {m.timeLeft}{" "}
            <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, fontSize: "1.25rem", fontVariantNumeric: "tabular-nums" }} data-testid="my-waiting-countdown">
              {clockOf(left)}
            </Box>
          </Typography>
          <Button
            component={RouterLink}
            to={offer.link}
            variant="contained"
            color="success"
            startIcon={<ShoppingCartCheckout />}
            sx={{ mt: 1.5, minHeight: 48 }}
            data-testid="my-waiting-buy"
          >
            {m.buy}
          </Button>
        </Alert>
      )}
      {entry.status === "waiting" && (
        <Button
          variant="outlined"
          color="inherit"
          disabled={leaving}
          aria-label={m.leaveLabel(entry.ticketTypeName, entry.eventTitle)}
          onClick={() => onLeave(entry)}
          sx={{ mt: 1.5, minHeight: 44 }}
          data-testid="my-waiting-leave"
        >
          {m.leave}
        </Button>
      )}
    </Paper>
  );
}

export function MyWaitingList({ session }: { session: BuyerSession }) {
  const { state, reload } = useMyWaitingList(session);
  const now = useNow(1000);
  const [leaving, setLeaving] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: "success" | "error"; message: string }>();

  const leave = async (entry: MyWaitingListEntry) => {
    setLeaving(true);
    setOutcome(undefined);
    try {
      const idToken = await session.idToken();
      if (idToken === null) throw new CallError("unauthenticated", buyerMessages.mustVerify);
      await leaveWaitingList({ eventId: entry.eventId, ticketTypeId: entry.ticketTypeId }, idToken);
      setOutcome({ severity: "success", message: m.left });
      reload();
    } catch (error) {
      console.error("Could not leave the waiting list", error);
      setOutcome({ severity: "error", message: callErrorMessage(error) });
    } finally {
      setLeaving(false);
    }
  };

  if (state.status === "loading") return null;
  if (state.status === "error") {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={reload} sx={{ minHeight: 44 }}>
            {m.retry}
          </Button>
        }
      >
        {state.message}
      </Alert>
    );
  }
  if (state.entries.length === 0 && !outcome) return null;
  return (
    <Stack component="section" spacing={1} data-testid="my-waiting-lists">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {m.heading}
      </Typography>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === "error" ? "alert" : "status"} onClose={() => setOutcome(undefined)}>
          {outcome.message}
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {state.entries.map((entry) => (
          <EntryCard key={`${entry.eventId}/${entry.ticketTypeId}`} entry={entry} now={now} leaving={leaving} onLeave={(one) => void leave(one)} />
        ))}
      </Stack>
    </Stack>
  );
}
