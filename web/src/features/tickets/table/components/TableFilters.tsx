// The search box, the filters and the order of /tickets-table. Every choice
// goes straight to the URL; the search on submit, so each letter typed does
// not query 100,000 tickets.
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../../components/fields/TextInput";
import { SALES_CHANNELS, TICKET_STATUSES, ticketsTableMessages } from "@bawwaba/common";
import { parseTicketSearch } from "@bawwaba/common/ticketSearch";
import { useState, type FormEvent } from "react";
import { ChoiceSelect } from "../../../../components/ChoiceSelect";
import type { ManagedEvent } from "../../../../data/managedEvents";
import { EventTypePicker } from "../../components/EventTypePicker";
import { PromoCodeFilter } from "./PromoCodeFilter";
import { searchDraftOf, withSent, withUrlText } from "../model/searchDraft";
import { TICKET_SORTS, type FilterChange, type TicketTableFilter } from "../model/tableFilter";

const { search, filters, sorts, sortCheckInHint, sortByNameHint, statuses, channels } = ticketsTableMessages;

interface TableFiltersProps {
  filter: TicketTableFilter;
  events: ManagedEvent[];
  onChange: (change: FilterChange) => void;
  onReset: () => void;
}

export function TableFilters({ filter, events, onChange, onReset }: TableFiltersProps) {
  const [draft, setDraft] = useState(() => searchDraftOf(filter.text));
  const [tooShort, setTooShort] = useState(false);
  const byName = filter.search.kind === "name" || filter.search.kind === "word";
  // The URL's search changed: adjusted while drawing, as React advises for state that follows a prop.
  if (filter.text !== draft.urlText) setDraft(withUrlText(draft, filter.text));
  const typed = draft.typed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const short = parseTicketSearch(typed).kind === "too_short";
    setTooShort(short);
    if (short) return;
    setDraft((current) => withSent(current, typed));
    onChange({ text: typed });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack component="form" role="search" onSubmit={submit} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <TextInput
            label={search.label}
            placeholder={search.placeholder}
            value={typed}
            onChange={(change) => setDraft((current) => ({ ...current, typed: change.target.value }))}
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
          <ChoiceSelect
            label={filters.status}
            choices={TICKET_STATUSES}
            labels={statuses}
            value={filter.status}
            onChange={(status) => onChange({ status })}
            allLabel={filters.allStatuses}
          />
          <ChoiceSelect
            label={filters.channel}
            choices={SALES_CHANNELS}
            labels={channels}
            value={filter.channel}
            onChange={(channel) => onChange({ channel })}
            allLabel={filters.allChannels}
          />
          <PromoCodeFilter key={filter.promoCode ?? ""} value={filter.promoCode} onChange={(promoCode) => onChange({ promoCode })} />
          <ChoiceSelect
            label={filters.sort}
            choices={TICKET_SORTS}
            labels={sorts}
            value={filter.sort}
            onChange={(sort) => onChange({ sort })}
            disabled={byName}
            helperText={byName ? sortByNameHint : filter.sort === "latest_check_in" ? sortCheckInHint : undefined}
          />
        </Stack>
        <Button
          onClick={() => {
            setDraft((current) => ({ ...current, typed: "" }));
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
