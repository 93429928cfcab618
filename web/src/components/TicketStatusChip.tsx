import Chip, { type ChipProps } from "@mui/material/Chip";
import { ticketsMessages, type TicketStatus } from "@bawwaba/common";

// Filled colours with white text pass WCAG AA; the orange "warning" would not.
const CHIP_LOOK: Record<TicketStatus, Pick<ChipProps, "color" | "variant">> = {
  valid: { color: "success", variant: "filled" },
  checked_in: { color: "primary", variant: "filled" },
  void: { color: "default", variant: "outlined" },
};

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return (
    <Chip size="small" label={ticketsMessages.statuses[status]} data-status={status} {...CHIP_LOOK[status]} />
  );
}
