// The search box, the filters and the order of /tickets-table. Every choice
// goes straight to the URL; the search on submit, so each letter typed does
// not query 100,000 tickets.
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { ar, SALES_CHANNELS, TICKET_STATUSES } from "@bawwaba/common";
import { parseTicketSearch } from "@bawwaba/common/ticketSearch";
import { useState, type FormEvent } from "react";
import type { ManagedEvent } from "../../../events/model/types";
import { EventTypePicker } from "../../components/EventTypePicker";
import { TICKET_SORTS, type FilterChange, type TicketTableFilter } from "../model/tableFilter";

const { search, filters, sorts, sortCheckInHint, sortByNameHint, statuses, channels } = ar.ticketsTable;
const ALL = "";

interface TableFiltersProps {
  filter: TicketTableFilter;
  events: ManagedEvent[];
  onChange: (change: FilterChange) => void;
  onReset: () => void;
}

export function TableFilters({ filter, events, onChange, onReset }: TableFiltersProps) {
  const [typed, setTyped] = useState(filter.text);
  const [tooShort, setTooShort] = useState(false);
  const byName = filter.search.kind === "name";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const short = parseTicketSearch(typed).kind === "too_short";
    setTooShort(short);
    if (!short) onChange({ text: typed });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack component="form" role="search" onSubmit={submit} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <TextField
            label={search.label}
            placeholder={search.placeholder}
            value={typed}
            onChange={(change) => setTyped(change.target.value)}
            error={tooShort}
            helperText={tooShort ? search.tooShort : search.hint}
            slotProps={{ htmlInput: { "data-testid": "tickets-search", enterKeyHint: "search" } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1, flexShrink: 0 }}>
            {search.submit}
          </Button>
        </Stack>
        <EventTypePicker
          events={events}
          eventId={filter.eventId}
          ticketTypeId={filter.ticketTypeId}
          onEvent={(eventId) => onChange({ eventId: eventId || undefined })}
          onType={(ticketTypeId) => onChange({ ticketTypeId })}
          allEventsLabel={filters.allEvents}
          allowAllTypes
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            select
            label={filters.status}
            value={filter.status ?? ALL}
            onChange={(change) => onChange({ status: TICKET_STATUSES.find((status) => status === change.target.value) })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 0 }}
          >
            <MenuItem value={ALL}>{filters.allStatuses}</MenuItem>
            {TICKET_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {statuses[status]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={filters.channel}
            value={filter.channel ?? ALL}
            onChange={(change) => onChange({ channel: SALES_CHANNELS.find((channel) => channel === change.target.value) })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 0 }}
          >
            <MenuItem value={ALL}>{filters.allChannels}</MenuItem>
            {SALES_CHANNELS.map((channel) => (
              <MenuItem key={channel} value={channel}>
                {channels[channel]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={filters.sort}
            value={filter.sort}
            onChange={(change) => onChange({ sort: TICKET_SORTS.find((sort) => sort === change.target.value) })}
            disabled={byName}
            helperText={byName ? sortByNameHint : filter.sort === "latest_check_in" ? sortCheckInHint : undefined}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {TICKET_SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {sorts[sort]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Button
          onClick={() => {
            setTyped("");
            setTooShort(false);
            onReset();
          }}
          sx={{ alignSelf: "flex-start" }}
        >
          {filters.reset}
        </Button>
      </Stack>
    </Paper>
  );
}
