// Choosing an event, then one of its ticket types (or all of them).
import Stack from "@mui/material/Stack";
import { formatDate, ticketListsMessages } from "@bawwaba/common";
import { SelectField } from "../../../components/fields/SelectField";
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
  const { picker } = ticketListsMessages;
  const event = events.find((candidate) => candidate.id === eventId);
  const type = event?.ticketTypes.find((candidate) => candidate.id === ticketTypeId);

  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <SelectField
        label={picker.event}
        // An id from the URL that is not (or not yet) listed shows as no choice.
        value={event?.id ?? ALL}
        onChange={(change) => onEvent(change.target.value)}
        sx={{ flex: 2, minWidth: 0 }}
      >
        {allEventsLabel ? <option value={ALL}>{allEventsLabel}</option> : !event && <option value={ALL} disabled />}
        {events.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {picker.eventOption(candidate.title, formatDate(candidate.startsAtMillis, candidate.timeZone))}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={picker.type}
        value={type?.id ?? ALL}
        disabled={!event}
        onChange={(change) => onType(change.target.value || undefined)}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {/* "All types" is the empty value: shown as a choice, not as an empty field. */}
        {allowAllTypes ? <option value={ALL}>{picker.allTypes}</option> : !type && <option value={ALL} disabled />}
        {event?.ticketTypes.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {showRemaining
              ? `${candidate.name} (${picker.remaining(Math.max(candidate.capacity - candidate.sold, 0), candidate.capacity)})`
              : candidate.name}
          </option>
        ))}
      </SelectField>
    </Stack>
  );
}
