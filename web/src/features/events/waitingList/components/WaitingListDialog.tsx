// An event's waiting lists, in a dialog of the events manager: each public
// ticket type's list, live, with pause/resume and the removal of an entry
// (after a confirmation). Full screen on phones. Its own chunk: most visits
// to the events pages never open it.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { waitingListMessages } from "@bawwaba/common";
import { Fragment, useId, useState } from "react";
import type { ManagedEvent, ManagedTicketType } from "../../../../data/managedEvents";
import { callErrorMessage } from "../../../../lib/callErrorMessage";
import { CommandFeedback } from "../../components/CommandFeedback";
import { EventDialog } from "../../components/EventDialog";
import { useEventCommand } from "../../hooks/useEventCommand";
import { removeWaitingListEntry, setWaitingListPaused } from "../api";
import type { WaitingListRow } from "../model/waitingListRows";
import { TypeWaitingList } from "./TypeWaitingList";

const m = waitingListMessages.manager;

export interface WaitingListDialogProps {
  event: ManagedEvent;
  onClose: () => void;
}

export function WaitingListDialog({ event, onClose }: WaitingListDialogProps) {
  const confirmTitleId = useId();
  const command = useEventCommand(callErrorMessage);
  const [toRemove, setToRemove] = useState<{ type: ManagedTicketType; row: WaitingListRow }>();
  // Hidden types are sold with a code or by staff: they have no list.
  const types = event.ticketTypes.filter((type) => !type.hidden);

  const pause = (type: ManagedTicketType, paused: boolean) =>
    void command.run(
      () => setWaitingListPaused({ eventId: event.id, ticketTypeId: type.id, paused }),
      paused ? m.paused(type.name) : m.resumed(type.name),
    );

  const remove = () => {
    if (!toRemove) return;
    const { type, row } = toRemove;
    setToRemove(undefined);
    void command.run(() => removeWaitingListEntry({ eventId: event.id, ticketTypeId: type.id, entryId: row.id }), m.removed(row.name));
  };

  return (
    <EventDialog title={m.title(event.title)} onClose={onClose} maxWidth="lg">
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {m.intro}
          </Typography>
          <CommandFeedback feedback={command.feedback} onClose={command.clearFeedback} />
          {types.length === 0 && <Typography color="text.secondary">{m.noTypes}</Typography>}
          {types.map((type, index) => (
            <Fragment key={type.id}>
              {index > 0 && <Divider />}
              <TypeWaitingList eventId={event.id} type={type} busy={command.busy} onPause={pause} onRemove={(of, row) => setToRemove({ type: of, row })} />
            </Fragment>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {m.close}
        </Button>
      </DialogActions>

      <Dialog open={toRemove !== undefined} onClose={() => setToRemove(undefined)} aria-labelledby={confirmTitleId} maxWidth="xs">
        <DialogTitle id={confirmTitleId} sx={{ overflowWrap: "anywhere" }}>
          {toRemove && m.confirmTitle(toRemove.row.name)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{m.confirmBody}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToRemove(undefined)} sx={{ minHeight: 44 }}>
            {m.cancel}
          </Button>
          <Button color="error" variant="contained" onClick={remove} sx={{ minHeight: 44 }} data-testid="confirm-remove-entry">
            {m.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </EventDialog>
  );
}
