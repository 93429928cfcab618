import Chip, { type ChipProps } from "@mui/material/Chip";
import { type OrderStatus, salesEditorMessages } from "@bawwaba/common";

// Filled colours with white text pass WCAG AA; the orange "warning" would not.
const CHIP_LOOK: Record<OrderStatus, Pick<ChipProps, "color" | "variant">> = {
  paid: { color: "success", variant: "filled" },
  pending: { color: "primary", variant: "outlined" },
  cancelled: { color: "default", variant: "outlined" },
  refunded: { color: "error", variant: "outlined" },
  expired: { color: "default", variant: "outlined" },
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      label={salesEditorMessages.orderStatuses[status]}
      data-testid="order-status"
      data-status={status}
      {...CHIP_LOOK[status]}
    />
  );
}
