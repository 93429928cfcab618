// What the console's phone cards and tables share: a labelled detail line and
// times as the staff member's own clock reads them.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatShortDateTime } from "@bawwaba/common";
import type { ReactNode } from "react";

const viewerTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const consoleTime = (millis: number) => formatShortDateTime(millis, viewerTimeZone);

export function ConsoleDetail({ label, value }: { label: string; value?: ReactNode }) {
  if (!value) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
      <Box component="span" sx={{ color: "text.secondary" }}>
        {label}:{" "}
      </Box>
      {value}
    </Typography>
  );
}
