import Chip, { type ChipProps } from "@mui/material/Chip";
import { eventsAdminMessages, isEventOver, type EventStatus } from "@bawwaba/common";

type ShownStatus = EventStatus | "ended";

// Colours chosen for contrast with their label text (the orange "warning" fails WCAG AA).
const CHIP_LOOK: Record<ShownStatus, Pick<ChipProps, "color" | "variant">> = {
  draft: { color: "default", variant: "filled" },
  published: { color: "success", variant: "filled" },
  ended: { color: "default", variant: "outlined" },
  closed: { color: "default", variant: "outlined" },
  cancelled: { color: "error", variant: "filled" },
};

/** A published event that is over shows as ended: it is on sale nowhere (isEventOver). */
export function EventStatusChip({ event, now }: { event: { status: EventStatus; endsAtMillis?: number }; now: number }) {
  const shown: ShownStatus = event.status === "published" && isEventOver(event, now) ? "ended" : event.status;
  const label = shown === "ended" ? eventsAdminMessages.ended : eventsAdminMessages.statuses[shown];
  return <Chip size="small" label={label} data-status={shown} {...CHIP_LOOK[shown]} />;
}
