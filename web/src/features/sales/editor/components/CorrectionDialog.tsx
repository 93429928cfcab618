// The frame every correction of the sales editor shares: a form in a dialog
// with its title and explanation, the fields, the function's refusal above
// the buttons, "cancel" and the confirming button; it cannot be closed while
// the correction is on its way.
import Alert from "@mui/material/Alert";
import Button, { type ButtonProps } from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { salesEditorMessages } from "@bawwaba/common";
import { useId, type FormEvent, type ReactNode } from "react";

const { dialogs } = salesEditorMessages;

interface CorrectionDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  /** Red for what cannot be undone (a void, a cancellation, a refund). */
  confirmColor?: ButtonProps["color"];
  submitting: boolean;
  /** The function's refusal, in Arabic. */
  error?: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The correction's fields. */
  children: ReactNode;
}

export function CorrectionDialog({
  title,
  body,
  confirmLabel,
  confirmColor = "primary",
  submitting,
  error,
  onSubmit,
  onClose,
  children,
}: CorrectionDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
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
          {children}
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
        <Button type="submit" color={confirmColor} variant="contained" loading={submitting} data-testid="correction-confirm">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
