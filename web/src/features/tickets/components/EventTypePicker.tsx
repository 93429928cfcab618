// Choosing an event, then one of its ticket types (or all of them).
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { arPublic, formatDate } from "@bawwaba/common";
import type { ManagedEvent } from "../../../data/managedEvents";

// "All" is the empty value of either list.
const ALL = "";

interface EventTypePickerProps {
  events: ManagedEvent[];
  eventId?: string;
  ticketTypeId?: string;
  /** Gets "" for "all events". */
  onEvent: (eventId: string) => void;
  onType: (ticketTypeId: string | undefined) => void;
  /** Offers "all types" (the empty choice) instead of requiring one. */
  allowAllTypes?: boolean;
  /** Offers "all events" (the empty choice) under this label instead of requiring one. */
  allEventsLabel?: string;
  /** Shows what is left of each type (capacity minus sold). */
  showRemaining?: boolean;
}

export function EventTypePicker(props: EventTypePickerProps) {
  const { events, eventId, ticketTypeId, onEvent, onType, allowAllTypes, allEventsLabel, showRemaining } = props;
  const { picker } = arPublic.tickets;
  const event = events.find((candidate) => candidate.id === eventId);
  const type = event?.ticketTypes.find((candidate) => candidate.id === ticketTypeId);

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <TextField
        select
        label={picker.event}
        // An id from the URL that is not (or not yet) listed shows as no choice.
        value={event?.id ?? ALL}
        onChange={(change) => onEvent(change.target.value)}
        sx={{ flex: 2, minWidth: 0 }}
        slotProps={{
          select: { displayEmpty: Boolean(allEventsLabel), MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } },
          inputLabel: { shrink: Boolean(allEventsLabel) || undefined },
        }}
      >
        {allEventsLabel && <MenuItem value={ALL}>{allEventsLabel}</MenuItem>}
        {events.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id} sx={{ whiteSpace: "normal" }}>
            {picker.eventOption(candidate.title, formatDate(candidate.startsAtMillis, candidate.timeZone))}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={picker.type}
        value={type?.id ?? ALL}
        disabled={!event}
        onChange={(change) => onType(change.target.value || undefined)}
        sx={{ flex: 1, minWidth: 0 }}
        // "All types" is the empty value: shown as a choice, not as an empty field.
        slotProps={{ select: { displayEmpty: allowAllTypes }, inputLabel: { shrink: allowAllTypes || undefined } }}
      >
        {allowAllTypes && <MenuItem value={ALL}>{picker.allTypes}</MenuItem>}
        {event?.ticketTypes.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id} sx={{ whiteSpace: "normal" }}>
            {showRemaining
              ? `${candidate.name} (${picker.remaining(Math.max(candidate.capacity - candidate.sold, 0), candidate.capacity)})`
              : candidate.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
