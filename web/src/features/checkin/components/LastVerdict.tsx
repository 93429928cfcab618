// The last verdict, once its overlay has closed: for the operator who looked
// away, and for a supervisor walking by.
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { checkinMessages } from "@bawwaba/common";
import type { ShownVerdict } from "../hooks/useGateStation";
import { verdictDetails, verdictTone } from "../model/verdict";
import { TONE_COLORS, VERDICT_ICONS } from "./verdictLook";

export function LastVerdict({ shown }: { shown: ShownVerdict }) {
  const { verdict, scannedAt, timeZone } = shown;
  const colors = TONE_COLORS[verdictTone(verdict.result)];
  const Icon = VERDICT_ICONS[verdict.result];
  const details = verdictDetails(verdict, scannedAt, timeZone);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: "flex", gap: 1.5, alignItems: "center" }} data-testid="last-verdict">
      <Box sx={{ bgcolor: colors.background, color: colors.text, borderRadius: 2, p: 1, display: "flex" }}>
        <Icon aria-hidden />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {checkinMessages.verdict.last}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{checkinMessages.verdict.titles[verdict.result]}</Typography>
        {details.map((line) => (
          <Typography key={line} variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
