import Chip, { type ChipProps } from "@mui/material/Chip";
import { eventsAdminMessages, type EventStatus } from "@bawwaba/common";

// Colours chosen for contrast with their label text (the orange "warning" fails WCAG AA).
const CHIP_LOOK: Record<EventStatus, Pick<ChipProps, "color" | "variant">> = {
  draft: { color: "default", variant: "filled" },
  published: { color: "success", variant: "filled" },
  closed: { color: "default", variant: "outlined" },
  cancelled: { color: "error", variant: "filled" },
};

export function EventStatusChip({ status }: { status: EventStatus }) {
  return <Chip size="small" label={eventsAdminMessages.statuses[status]} {...CHIP_LOOK[status]} />;
}
