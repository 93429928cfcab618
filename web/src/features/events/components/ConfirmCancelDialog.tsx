// Cancelling is final (the rules never let a cancelled event back), so it is asked twice.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { eventsAdminMessages } from "@bawwaba/common";
import { useId } from "react";

export interface ConfirmCancelDialogProps {
  /** The title of the event to cancel; the dialog is open while set. */
  eventTitle?: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmCancelDialog({ eventTitle, onConfirm, onClose }: ConfirmCancelDialogProps) {
  const messages = eventsAdminMessages.confirmCancel;
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={eventTitle !== undefined} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{messages.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{messages.body(eventTitle ?? "")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {messages.keep}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {messages.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
