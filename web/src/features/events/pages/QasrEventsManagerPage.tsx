// `/qasr-events-manager`: the events held at the Qasr, with a calendar of
// their dates; choosing a day narrows the list to that day.
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { eventsAdminMessages, formatDate, isQasrEvent, QASR_DEFAULTS } from "@bawwaba/common";
import { useState } from "react";
import type { PageProps } from "../../../components/lazyPage";
import { EventsManager } from "../components/EventsManager";
import { QasrCalendar } from "../components/QasrCalendar";
import { countEventsByDate, currentMonth, eventDateKey } from "../model/eventDates";
import { utcMillisOf } from "../model/monthGrid";

const labels = eventsAdminMessages.calendar;

export default function QasrEventsManagerPage({ routePath }: PageProps) {
  const [month, setMonth] = useState(() => currentMonth());
  const [selectedDate, setSelectedDate] = useState<string>();
  return (
    <EventsManager
      routePath={routePath}
      scope={isQasrEvent}
      newEventDefaults={QASR_DEFAULTS}
      newEventLabel={eventsAdminMessages.newQasrEvent}
      emptyMessage={selectedDate ? labels.noEventsOnDay : eventsAdminMessages.emptyQasrList}
      listFilter={selectedDate ? (event) => eventDateKey(event) === selectedDate : undefined}
      renderHeader={(events) => (
        <>
          <QasrCalendar
            month={month}
            onMonthChange={setMonth}
            eventCounts={countEventsByDate(events)}
            selectedDate={selectedDate}
            onSelectDate={setSelectedDate}
          />
          {selectedDate && (
            <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {labels.filteredBy(formatDate(utcMillisOf(selectedDate), "UTC"))}
              </Typography>
              <Button size="small" onClick={() => setSelectedDate(undefined)}>
                {labels.clearFilter}
              </Button>
            </Stack>
          )}
        </>
      )}
    />
  );
}
