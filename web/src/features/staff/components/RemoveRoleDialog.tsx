// Confirming the removal of a role: the person becomes a plain user.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { staffMessages } from "@bawwaba/common";
import { useId } from "react";
import { ltr } from "../../../lib/bidi";
import { roleLabel } from "../model/staffList";
import type { StaffMember } from "../model/types";

const messages = staffMessages.remove;

export interface RemoveRoleDialogProps {
  /** The person whose role would go; the dialog is open while set. */
  member?: StaffMember;
  onConfirm: (member: StaffMember) => void;
  onClose: () => void;
}

export function RemoveRoleDialog({ member, onConfirm, onClose }: RemoveRoleDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={member !== undefined} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{messages.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ overflowWrap: "anywhere" }}>
          {member && messages.body(ltr(member.email), roleLabel(member.role))}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{staffMessages.cancel}</Button>
        <Button color="error" variant="contained" onClick={() => member && onConfirm(member)} data-testid="remove-confirm">
          {messages.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
