// The webhook log: the latest payment notifications the shop received, with
// what each did (applied, duplicate, ignored, rejected, refunded) and why.
import Chip from "@mui/material/Chip";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type PaymentEventOutcome, paymentsConsoleMessages } from "@bawwaba/common";
import { DetailLine } from "../../../components/DetailLine";
import { RecordCard, ResponsiveRecords } from "../../../components/ResponsiveRecords";
import { viewerTime } from "../../../lib/viewerTime";
import type { PaymentEventView } from "../model/types";

const { eventColumns: columns, eventTypes, outcomes } = paymentsConsoleMessages.console;

const HEADERS = [columns.time, columns.provider, columns.type, columns.order, columns.outcome, columns.reason];

const OUTCOME_COLORS: Record<PaymentEventOutcome, "success" | "default" | "warning" | "error"> = {
  applied: "success",
  duplicate: "default",
  ignored: "default",
  rejected: "error",
  refunded: "warning",
};

function OutcomeChip({ outcome }: { outcome: PaymentEventOutcome }) {
  return <Chip size="small" label={outcomes[outcome]} color={OUTCOME_COLORS[outcome]} data-outcome={outcome} />;
}

const typeText = (event: PaymentEventView) => (event.type ? eventTypes[event.type] : "—");

function WideRow({ event }: { event: PaymentEventView }) {
  return (
    <TableRow data-testid="payment-event" data-order-id={event.orderId}>
      <TableCell sx={{ whiteSpace: "nowrap" }}>{viewerTime(event.receivedAtMillis)}</TableCell>
      <TableCell>{event.provider}</TableCell>
      <TableCell>{typeText(event)}</TableCell>
      <TableCell sx={{ fontFamily: "monospace" }}>{event.orderId ?? "—"}</TableCell>
      <TableCell>
        <OutcomeChip outcome={event.outcome} />
      </TableCell>
      <TableCell>{event.reason}</TableCell>
    </TableRow>
  );
}

function PhoneCard({ event }: { event: PaymentEventView }) {
  return (
    <RecordCard
      title={
        <Typography sx={{ fontWeight: 700 }}>
          {event.provider} · {typeText(event)}
        </Typography>
      }
      status={<OutcomeChip outcome={event.outcome} />}
      data-testid="payment-event"
      data-order-id={event.orderId}
    >
      <DetailLine label={columns.time} value={viewerTime(event.receivedAtMillis)} />
      <DetailLine label={columns.order} value={event.orderId} />
      <DetailLine label={columns.reason} value={event.reason} />
    </RecordCard>
  );
}

export function PaymentEventsLog({ events }: { events: PaymentEventView[] }) {
  return (
    <ResponsiveRecords
      records={events}
      headers={HEADERS}
      row={(event) => <WideRow key={event.id} event={event} />}
      card={(event) => <PhoneCard key={event.id} event={event} />}
    />
  );
}
