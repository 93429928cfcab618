// The console's payments, newest first: a table on a wide screen, a card per
// payment on a phone. Each has its actions: replay the last notification
// (once one was sent) and force a decline (while the payer has not decided).
import Replay from "@mui/icons-material/Replay";
import Block from "@mui/icons-material/Block";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { paymentsConsoleMessages } from "@bawwaba/common";
import { DetailLine } from "../../../components/DetailLine";
import { RecordCard, ResponsiveRecords } from "../../../components/ResponsiveRecords";
import { priceLabel } from "../../../lib/priceLabel";
import { viewerTime } from "../../../lib/viewerTime";
import type { PaymentView } from "../model/types";
import { PaymentStatusChip } from "./PaymentStatusChip";

const { columns, deliveries, httpStatus, replay, forceDecline } = paymentsConsoleMessages.console;

const HEADERS = [columns.status, columns.amount, columns.order, columns.created, columns.deliveries, columns.lastDelivery, columns.actions];

interface PaymentsListProps {
  payments: PaymentView[];
  busyId: string | null;
  onReplay: (payment: PaymentView) => void;
  onForceDecline: (payment: PaymentView) => void;
}

type PaymentRowProps = Omit<PaymentsListProps, "payments"> & { payment: PaymentView };

function Actions({ payment, busyId, onReplay, onForceDecline }: PaymentRowProps) {
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
      <bdi>{httpStatus(lastDelivery.httpStatus)}</bdi> · <bdi>{viewerTime(lastDelivery.atMillis)}</bdi>
    </>
  );
}

function WideRow(props: PaymentRowProps) {
  const { payment } = props;
  return (
    <TableRow data-testid="payment-row" data-payment-id={payment.id} data-order-id={payment.orderId}>
      <TableCell>
        <PaymentStatusChip status={payment.status} />
      </TableCell>
      <TableCell dir="auto" sx={{ whiteSpace: "nowrap", fontWeight: 600 }}>
        {priceLabel(payment.amount, payment.currency)}
      </TableCell>
      <TableCell sx={{ fontFamily: "monospace", maxWidth: 120, overflowWrap: "anywhere" }}>{payment.orderId}</TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>{viewerTime(payment.createdAtMillis)}</TableCell>
      <TableCell>{deliveries(payment.deliveries)}</TableCell>
      <TableCell>
        <LastDelivery payment={payment} />
      </TableCell>
      <TableCell>
        <Actions {...props} />
      </TableCell>
    </TableRow>
  );
}

function PhoneCard(props: PaymentRowProps) {
  const { payment } = props;
  return (
    <RecordCard
      title={
        <Typography dir="auto" sx={{ fontWeight: 700 }}>
          {priceLabel(payment.amount, payment.currency)}
        </Typography>
      }
      status={<PaymentStatusChip status={payment.status} />}
      data-testid="payment-row"
      data-payment-id={payment.id}
      data-order-id={payment.orderId}
    >
      <DetailLine label={columns.order} value={payment.orderId} />
      <DetailLine label={columns.created} value={viewerTime(payment.createdAtMillis)} />
      <DetailLine label={columns.deliveries} value={deliveries(payment.deliveries)} />
      <DetailLine label={columns.lastDelivery} value={<LastDelivery payment={payment} />} />
      <Box sx={{ mt: 1 }}>
        <Actions {...props} />
      </Box>
    </RecordCard>
  );
}

export function PaymentsList({ payments, ...actions }: PaymentsListProps) {
  return (
    <ResponsiveRecords
      records={payments}
      headers={HEADERS}
      row={(payment) => <WideRow key={payment.id} payment={payment} {...actions} />}
      card={(payment) => <PhoneCard key={payment.id} payment={payment} {...actions} />}
    />
  );
}
