// The console's payments, newest first: a table on a wide screen, a card per
// payment on a phone. Each has its actions: replay the last notification
// (once one was sent) and force a decline (while the payer has not decided).
import Replay from "@mui/icons-material/Replay";
import Block from "@mui/icons-material/Block";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
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
import { ar } from "@bawwaba/common";
import { priceLabel } from "../../../lib/priceLabel";
import type { PaymentView } from "../model/types";
import { ConsoleDetail, consoleTime } from "./consoleText";
import { PaymentStatusChip } from "./PaymentStatusChip";

const { columns, deliveries, httpStatus, replay, forceDecline } = ar.payments.console;

interface PaymentsListProps {
  payments: PaymentView[];
  busyId: string | null;
  onReplay: (payment: PaymentView) => void;
  onForceDecline: (payment: PaymentView) => void;
}

type ActionsProps = Omit<PaymentsListProps, "payments"> & { payment: PaymentView };

function Actions({ payment, busyId, onReplay, onForceDecline }: ActionsProps) {
  const busy = busyId !== null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<Replay />}
        disabled={busy || payment.deliveries === 0}
        onClick={() => onReplay(payment)}
        data-testid="replay-webhook"
        sx={{ minHeight: 40, whiteSpace: "nowrap" }}
      >
        {replay}
      </Button>
      {payment.status === "open" && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<Block />}
          disabled={busy}
          onClick={() => onForceDecline(payment)}
          data-testid="force-decline"
          sx={{ minHeight: 40, whiteSpace: "nowrap" }}
        >
          {forceDecline}
        </Button>
      )}
    </Stack>
  );
}

/** "HTTP 200 · <time>": each part isolated, or the Latin status and the Arabic date would reorder each other. */
function LastDelivery({ payment }: { payment: PaymentView }) {
  const { lastDelivery } = payment;
  if (!lastDelivery) return <>—</>;
  return (
    <>
      <bdi>{httpStatus(lastDelivery.httpStatus)}</bdi> · <bdi>{consoleTime(lastDelivery.atMillis)}</bdi>
    </>
  );
}

function WideTable(props: PaymentsListProps) {
  const headers = [columns.status, columns.amount, columns.order, columns.created, columns.deliveries, columns.lastDelivery, columns.actions];
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
          {props.payments.map((payment) => (
            <TableRow key={payment.id} data-testid="payment-row" data-payment-id={payment.id} data-order-id={payment.orderId}>
              <TableCell>
                <PaymentStatusChip status={payment.status} />
              </TableCell>
              <TableCell dir="auto" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
                {priceLabel(payment.amount, payment.currency)}
              </TableCell>
              <TableCell sx={{ fontFamily: "monospace", maxWidth: 120, overflowWrap: "anywhere" }}>{payment.orderId}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{consoleTime(payment.createdAtMillis)}</TableCell>
              <TableCell>{deliveries(payment.deliveries)}</TableCell>
              <TableCell>
                <LastDelivery payment={payment} />
              </TableCell>
              <TableCell>
                <Actions payment={payment} {...props} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PhoneCards(props: PaymentsListProps) {
  return (
    <Stack spacing={1.5}>
      {props.payments.map((payment) => (
        <Card
          key={payment.id}
          variant="outlined"
          sx={{ p: 1.5 }}
          data-testid="payment-row"
          data-payment-id={payment.id}
          data-order-id={payment.orderId}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 0.5 }}>
            <Typography dir="auto" sx={{ fontWeight: 700 }}>
              {priceLabel(payment.amount, payment.currency)}
            </Typography>
            <PaymentStatusChip status={payment.status} />
          </Stack>
          <ConsoleDetail label={columns.order} value={payment.orderId} />
          <ConsoleDetail label={columns.created} value={consoleTime(payment.createdAtMillis)} />
          <ConsoleDetail label={columns.deliveries} value={deliveries(payment.deliveries)} />
          <ConsoleDetail label={columns.lastDelivery} value={<LastDelivery payment={payment} />} />
          <Box sx={{ mt: 1 }}>
            <Actions payment={payment} {...props} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

export function PaymentsList(props: PaymentsListProps) {
  const wide = useMediaQuery(useTheme().breakpoints.up("md"));
  return wide ? <WideTable {...props} /> : <PhoneCards {...props} />;
}
