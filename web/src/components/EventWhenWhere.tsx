// When (in the event's own time zone) and where an event takes place: the
// Gregorian date and time, and under it the Umm al-Qura date unless the
// organiser turned it off (common/src/dateFormat.ts hijriDateIfShown), a
// line of its own so neither date's digits and words reorder the other's.
import CalendarMonth from "@mui/icons-material/CalendarMonth";
import Place from "@mui/icons-material/Place";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";
import { DEFAULT_TIME_ZONE, formatDateTime, hijriDateIfShown, langOfShown } from "@bawwaba/common";
import type { ReactNode } from "react";

interface EventWhenWhereProps {
  /** A stored event, or an answer's ISO time read with `instant`. */
  event: { startsAt: { toMillis(): number }; timeZone?: string; venue: string };
  /** The venue drawn as a link by the page that wants one (the order page: a map). */
  venueLink?: (venue: string) => ReactNode;
  sx?: SxProps<Theme>;
}

/** An ISO 8601 instant as the `startsAt` EventWhenWhere reads. */
export const instant = (iso: string) => ({ toMillis: () => Date.parse(iso) });

export function EventWhenWhere({ event, venueLink, sx }: EventWhenWhereProps) {
  const millis = event.startsAt.toMillis();
  const timeZone = event.timeZone ?? DEFAULT_TIME_ZONE;
  const hijri = hijriDateIfShown(millis, timeZone);
  return (
    <Stack spacing={0.5} sx={[{ color: "text.secondary" }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <CalendarMonth fontSize="small" aria-hidden />
        <div>
          <Typography variant="body2" data-testid="event-date">
            {formatDateTime(millis, timeZone)}
          </Typography>
          {hijri && (
            <Typography variant="body2" data-testid="event-hijri-date">
              {hijri}
            </Typography>
          )}
        </div>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Place fontSize="small" aria-hidden />
        {venueLink ? venueLink(event.venue) : <Typography variant="body2" dir="auto" lang={langOfShown(event.venue)}>
            {event.venue}
          </Typography>}
      </Stack>
    </Stack>
  );
}
