// A Yousr Pay payment's status, coloured as the payer and the console read it.
import Chip from "@mui/material/Chip";
import { paymentsMessages, type YousrPaymentStatus } from "@bawwaba/common";

const COLORS: Record<YousrPaymentStatus, "default" | "success" | "error" | "warning"> = {
  open: "default",
  approved: "success",
  declined: "error",
  refunded: "warning",
  closed: "default",
};

export function PaymentStatusChip({ status }: { status: YousrPaymentStatus }) {
  return (
    <Chip
      size="small"
      label={paymentsMessages.statuses[status]}
      color={COLORS[status]}
      variant={status === "open" ? "outlined" : "filled"}
      data-testid="payment-status"
      data-status={status}
    />
  );
}
