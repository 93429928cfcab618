// Naming or renaming a staff member: the name checked beside its field as the
// functions check it (staffForm.ts parseStaffName), then renameStaff.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { MAX_PERSON_NAME_LENGTH, staffMessages } from "@bawwaba/common";
import { useId, useState, type FormEvent } from "react";
import { TextInput } from "../../../components/fields/TextInput";
import { ltr } from "../../../lib/bidi";
import { parseStaffName } from "../model/staffForm";
import type { StaffMember } from "../model/types";

const messages = staffMessages.rename;

export interface RenameStaffDialogProps {
  /** The person to name; the dialog is open while set. */
  member?: StaffMember;
  onSave: (member: StaffMember, displayName: string) => void;
  onClose: () => void;
}

export function RenameStaffDialog({ member, onSave, onClose }: RenameStaffDialogProps) {
  const titleId = useId();
  const [typed, setTyped] = useState(member?.displayName ?? "");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = parseStaffName(typed);
    if (!name.ok) return setError(name.error);
    if (member) onSave(member, name.displayName);
  };

  return (
    <Dialog
      open={member !== undefined}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: "form", onSubmit: submit, noValidate: true, "data-testid": "rename-dialog" } as object }}
    >
      <DialogTitle id={titleId}>{messages.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: "anywhere", mb: 2 }}>{member && messages.body(ltr(member.email))}</DialogContentText>
        <TextInput
          label={staffMessages.form.name}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          error={error !== undefined}
          helperText={error}
          required
          fullWidth
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { "data-testid": "rename-name", maxLength: MAX_PERSON_NAME_LENGTH + 20 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{staffMessages.cancel}</Button>
        <Button type="submit" variant="contained" data-testid="rename-save">
          {messages.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
