// Confirming a correction that needs only a reason: void a ticket, cancel or
// refund the order. The reason is checked as the function checks it; the
// function's own refusal shows above the buttons.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { ar } from "@bawwaba/common";
import { useId, useState, type FormEvent } from "react";
import { parseReason } from "../model/correctionForms";
import { ReasonField } from "./ReasonField";

const { dialogs } = ar.salesEditor;

export interface ReasonDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  submitting: boolean;
  /** The function's refusal, in Arabic. */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Render it only while open: its draft belongs to one correction. */
export function ReasonDialog({ title, body, confirmLabel, submitting, error, onConfirm, onClose }: ReasonDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const [reason, setReason] = useState("");
  const [showErrors, setShowErrors] = useState(false);
  const parsed = parseReason(reason);
  const reasonError = showErrors && !parsed.ok ? parsed.error : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (parsed.ok && !submitting) onConfirm(parsed.reason);
  };

  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: "form", onSubmit: submit, noValidate: true, "data-testid": "correction-dialog" } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={bodyId}>{body}</DialogContentText>
          <ReasonField value={reason} error={reasonError} autoFocus onChange={setReason} onBlur={() => reason.trim() !== "" && setShowErrors(true)} />
          {error && (
            <Alert severity="error" role="alert" data-testid="correction-error">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} disabled={submitting}>
          {dialogs.cancel}
        </Button>
        <Button type="submit" color="error" variant="contained" loading={submitting} data-testid="correction-confirm">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
