// Whether a code (or a batch) can be used now, and if not why: paused, not
// started, ended (common promoCodeState).
import Chip from "@mui/material/Chip";
import { promoCodeMessages, type PromoCodeState } from "@bawwaba/common";

const LOOK: Record<PromoCodeState, { color: "success" | "info" | "default"; variant: "filled" | "outlined" }> = {
  usable: { color: "success", variant: "filled" },
  paused: { color: "default", variant: "outlined" },
  not_started: { color: "info", variant: "outlined" },
  ended: { color: "default", variant: "filled" },
};

export function PromoCodeStateChip({ state }: { state: PromoCodeState }) {
  return <Chip size="small" label={promoCodeMessages.manager.states[state]} {...LOOK[state]} />;
}
