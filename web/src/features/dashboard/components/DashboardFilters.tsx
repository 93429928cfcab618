// Which event (or all of them) and which period the dashboard shows.
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { dashboardMessages, formatDate, ticketListsMessages } from "@bawwaba/common";
import { ChoiceSelect } from "../../../components/ChoiceSelect";
import { SelectField } from "../../../components/fields/SelectField";
import { WallClockField } from "../../../components/fields/WallClockField";
import { PERIOD_KINDS, type PeriodChoice } from "../model/period";
import type { DashboardEvent } from "../model/types";

const texts = dashboardMessages.filters;
/** The event picker's value for "all events". */
const ALL_EVENTS = "";

interface DashboardFiltersProps {
  events: DashboardEvent[];
  eventId: string | null;
  period: PeriodChoice;
  /** False when the custom days are the wrong way round. */
  rangeValid: boolean;
  onEvent: (eventId: string | null) => void;
  /** The part of the period that changed. */
  onPeriod: (change: Partial<PeriodChoice>) => void;
}

export function DashboardFilters({ events, eventId, period, rangeValid, onEvent, onPeriod }: DashboardFiltersProps) {
  const chosen = events.find((event) => event.id === eventId);
  return (
    <Stack component="form" aria-label={texts.label} spacing={2} onSubmit={(submit) => submit.preventDefault()}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <SelectField
          label={texts.event}
          value={chosen?.id ?? ALL_EVENTS}
          onChange={(change) => onEvent(change.target.value || null)}
          sx={{ flex: 2, minWidth: 0 }}
          htmlSelect={{ "data-testid": "dashboard-event" }}
        >
          <option value={ALL_EVENTS}>{texts.allEvents}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {ticketListsMessages.picker.eventOption(event.title, formatDate(event.startsAtMillis, event.timeZone))}
            </option>
          ))}
        </SelectField>
        <ChoiceSelect
          label={texts.period}
          choices={PERIOD_KINDS}
          labels={texts.periods}
          value={period.kind}
          onChange={(kind) => kind && onPeriod({ kind })}
          testId="dashboard-period"
        />
      </Stack>
      {period.kind === "custom" && (
        <Stack direction="row" spacing={2}>
          {(["from", "to"] as const).map((bound) => (
            <Box key={bound} sx={{ flex: 1, minWidth: 0 }}>
              <WallClockField
                kind="date"
                label={texts[bound]}
                value={period[bound]}
                onChange={(value) => onPeriod({ [bound]: value })}
                error={!rangeValid}
                helperText={!rangeValid && bound === "from" ? texts.badRange : undefined}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
