// The webhook log: the latest payment notifications the shop received, with
// what each did (applied, duplicate, ignored, rejected, refunded) and why.
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { ar, type PaymentEventOutcome } from "@bawwaba/common";
import type { PaymentEventView } from "../model/types";
import { ConsoleDetail, consoleTime } from "./consoleText";

const { eventColumns: columns, eventTypes, outcomes } = ar.payments.console;

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

function WideTable({ events }: { events: PaymentEventView[] }) {
  const headers = [columns.time, columns.provider, columns.type, columns.order, columns.outcome, columns.reason];
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {headers.map((label) => (
              <TableCell key={label} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} data-testid="payment-event" data-order-id={event.orderId}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{consoleTime(event.receivedAtMillis)}</TableCell>
              <TableCell>{event.provider}</TableCell>
              <TableCell>{typeText(event)}</TableCell>
              <TableCell sx={{ fontFamily: "monospace" }}>{event.orderId ?? "—"}</TableCell>
              <TableCell>
                <OutcomeChip outcome={event.outcome} />
              </TableCell>
              <TableCell>{event.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PhoneCards({ events }: { events: PaymentEventView[] }) {
  return (
    <Stack spacing={1.5}>
      {events.map((event) => (
        <Card key={event.id} variant="outlined" sx={{ p: 1.5 }} data-testid="payment-event" data-order-id={event.orderId}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {event.provider} · {typeText(event)}
            </Typography>
            <OutcomeChip outcome={event.outcome} />
          </Stack>
          <ConsoleDetail label={columns.time} value={consoleTime(event.receivedAtMillis)} />
          <ConsoleDetail label={columns.order} value={event.orderId} />
          <ConsoleDetail label={columns.reason} value={event.reason} />
        </Card>
      ))}
    </Stack>
  );
}

export function PaymentEventsLog({ events }: { events: PaymentEventView[] }) {
  const wide = useMediaQuery(useTheme().breakpoints.up("md"));
  return wide ? <WideTable events={events} /> : <PhoneCards events={events} />;
}
