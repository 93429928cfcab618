// Step one of a sale: the events on sale in the page's scope, with what is
// left of each ticket type, and a search box once there are many.
import Search from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import { salesMessages } from "@bawwaba/common";
import { useState } from "react";
import { EventOnSaleCard } from "../../../components/EventOnSaleCard";
import type { StoredEvent } from "../../../data/eventsWithTypes";
import { matchesSearch, SEARCH_FROM_EVENTS } from "../model/eventSearch";

interface EventPickerProps {
  events: StoredEvent[];
  now: number;
  onChoose: (eventId: string) => void;
}

export function EventPicker({ events, now, onChoose }: EventPickerProps) {
  const [query, setQuery] = useState("");
  const shown = events.filter((event) => matchesSearch(event, query));
  return (
    <Stack spacing={2}>
      {(events.length >= SEARCH_FROM_EVENTS || query !== "") && (
        <TextInput
          type="search"
          label={salesMessages.search}
          helperText={salesMessages.searchHint}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {shown.length === 0 && <Alert severity="info">{salesMessages.noMatch(query.trim())}</Alert>}
      {shown.map((event) => (
        <EventOnSaleCard
          key={event.id}
          event={event}
          now={now}
          exactRemaining
          action={
            <Button
              variant="contained"
              size="large"
              fullWidth
              data-testid={`sale-event-${event.id}`}
              onClick={() => onChoose(event.id)}
              sx={{ minHeight: 48 }}
            >
              {salesMessages.chooseEvent}
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
