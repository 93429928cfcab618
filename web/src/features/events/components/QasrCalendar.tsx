// A month of Qasr dates: days with events stand out; choosing a day filters
// the list below to it (choosing it again shows every event). Weeks start on
// Saturday and, in RTL, run from right to left.
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { eventsAdminMessages, formatDate, formatMonth, weekdayName } from "@bawwaba/common";
import { useId } from "react";
import { addMonths, monthWeeks, utcMillisOf, weekdayOrder, type MonthKey } from "../model/monthGrid";

const labels = eventsAdminMessages.calendar;

interface QasrCalendarProps {
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
  /** How many events start on each "YYYY-MM-DD". */
  eventCounts: ReadonlyMap<string, number>;
  selectedDate?: string;
  onSelectDate: (date: string | undefined) => void;
}

export function QasrCalendar({ month, onMonthChange, eventCounts, selectedDate, onSelectDate }: QasrCalendarProps) {
  const titleId = useId();
  const sevenColumns = { display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 0.5 };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="subtitle2" color="text.secondary">
        {labels.title}
      </Typography>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        {/* In RTL the past is to the right: "previous" points right. */}
        <IconButton aria-label={labels.previousMonth} onClick={() => onMonthChange(addMonths(month, -1))}>
          <ChevronRight />
        </IconButton>
        <Typography id={titleId} component="p" variant="h6" aria-live="polite" sx={{ fontWeight: 700 }}>
          {formatMonth(utcMillisOf(month), "UTC")}
        </Typography>
        <IconButton aria-label={labels.nextMonth} onClick={() => onMonthChange(addMonths(month, 1))}>
          <ChevronLeft />
        </IconButton>
      </Stack>
      <Box sx={sevenColumns} aria-hidden="true">
        {weekdayOrder().map((weekday) => (
          <Typography key={weekday} variant="caption" color="text.secondary" sx={{ textAlign: "center", py: 0.5 }}>
            {weekdayName(weekday)}
          </Typography>
        ))}
      </Box>
      <Box sx={sevenColumns}>
        {monthWeeks(month)
          .flat()
          .map((day) => {
            // Days of the neighbouring months stay empty: the arrows go there.
            if (!day.inMonth) return <Box key={day.date} />;
            const count = eventCounts.get(day.date) ?? 0;
            const selected = day.date === selectedDate;
            const dateLabel = formatDate(utcMillisOf(day.date), "UTC");
            return (
              <ButtonBase
                key={day.date}
                data-date={day.date}
                aria-pressed={selected}
                aria-label={count > 0 ? `${dateLabel}: ${labels.eventsOn(count)}` : dateLabel}
                onClick={() => onSelectDate(selected ? undefined : day.date)}
                sx={{
                  flexDirection: "column",
                  minHeight: { xs: 44, sm: 56 },
                  borderRadius: 2,
                  border: 2,
                  borderColor: selected ? "primary.main" : "transparent",
                  bgcolor: count > 0 ? "primary.main" : "transparent",
                  color: count > 0 ? "primary.contrastText" : "text.primary",
                  fontWeight: count > 0 ? 700 : 400,
                  outlineOffset: 2,
                  "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.dark", outlineStyle: "solid" },
                  ...(selected && count > 0 && { boxShadow: "inset 0 0 0 2px white" }),
                }}
              >
                <span>{day.day}</span>
                {count > 1 && (
                  <Typography component="span" variant="caption" sx={{ lineHeight: 1 }}>
                    {`×${count}`}
                  </Typography>
                )}
              </ButtonBase>
            );
          })}
      </Box>
    </Paper>
  );
}
