// The event and ticket type choice of a tickets page with its loading, error
// and empty states: what /qr-codes, /qasr-assign-ticket and the bulk page share.
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PickedEventType } from "../hooks/usePickedEventType";
import { EventTypePicker } from "./EventTypePicker";

interface EventTypeChoiceProps {
  choice: PickedEventType;
  /** Shown when the page offers no event at all. */
  emptyText: string;
  allowAllTypes?: boolean;
  showRemaining?: boolean;
}

export function EventTypeChoice({ choice, emptyText, allowAllTypes, showRemaining }: EventTypeChoiceProps) {
  const { loadError, events, eventId, ticketTypeId, setEvent, setType } = choice;
  if (loadError) {
    return (
      <Alert severity="error" role="alert">
        {loadError}
      </Alert>
    );
  }
  if (!events) return <FullPageSpinner />;
  if (events.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <EventTypePicker
      events={events}
      eventId={eventId}
      ticketTypeId={ticketTypeId}
      onEvent={setEvent}
      onType={setType}
      allowAllTypes={allowAllTypes}
      showRemaining={showRemaining}
    />
  );
}
