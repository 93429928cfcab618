// When (in the event's own time zone) and where an event takes place.
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Place from "@mui/icons-material/Place";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";
import { DEFAULT_TIME_ZONE, formatDateTime, type EventDoc } from "@bawwaba/common";

interface EventWhenWhereProps {
  event: Pick<EventDoc, "startsAt" | "timeZone" | "venue">;
  sx?: SxProps<Theme>;
}

export function EventWhenWhere({ event, sx }: EventWhenWhereProps) {
  return (
    <Stack spacing={0.5} sx={[{ color: "text.secondary" }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <CalendarMonth fontSize="small" aria-hidden />
        <Typography variant="body2">
          {formatDateTime(event.startsAt.toMillis(), event.timeZone ?? DEFAULT_TIME_ZONE)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Place fontSize="small" aria-hidden />
        <Typography variant="body2">{event.venue}</Typography>
      </Stack>
    </Stack>
  );
}
