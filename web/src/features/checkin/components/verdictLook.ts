// How each verdict looks: its colours (green go, yellow look closer, red
// stop, with text dark or light enough to read on them) and its icon.
import Block from "@mui/icons-material/Block";
import CheckCircle from "@mui/icons-material/CheckCircle";
import CloudOff from "@mui/icons-material/CloudOff";
import EventBusy from "@mui/icons-material/EventBusy";
import GppBad from "@mui/icons-material/GppBad";
import WarningAmber from "@mui/icons-material/WarningAmber";
import type { SvgIconComponent } from "@mui/icons-material";
import { amber, green, red } from "@mui/material/colors";
import type { VerdictResult, VerdictTone } from "../model/verdict";

export const TONE_COLORS: Record<VerdictTone, { background: string; text: string }> = {
  success: { background: green[800], text: "#fff" },
  warning: { background: amber[400], text: "rgba(0, 0, 0, 0.87)" },
  error: { background: red[700], text: "#fff" },
};

export const VERDICT_ICONS: Record<VerdictResult, SvgIconComponent> = {
  accepted: CheckCircle,
  already_used: WarningAmber,
  invalid: GppBad,
  void: Block,
  wrong_event: EventBusy,
  error: CloudOff,
};
