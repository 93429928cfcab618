// Signing out with scans of this account still queued (app/useStaffSignOut.ts):
// while they are being sent, a progress; when they could not be, the person
// decides: stay signed in so that they are sent, or sign out and keep them on
// the device for this account (sent only when it signs in here again; until
// then their tickets could be used at another gate). Never dropped silently.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import { signOutScansMessages } from "@bawwaba/common";
import { useId } from "react";

const texts = signOutScansMessages;

export interface UnsentScansPrompt {
  /** This account's scans still queued. */
  count: number;
  /** They are being sent now; the person is asked only if some are left. */
  sending: boolean;
}

export interface UnsentScansDialogProps {
  /** Open while set. */
  prompt?: UnsentScansPrompt;
  onStay: () => void;
  onSignOut: () => void;
}

export default function UnsentScansDialog({ prompt, onStay, onSignOut }: UnsentScansDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const asking = prompt !== undefined && !prompt.sending;
  return (
    <Dialog
      open={prompt !== undefined}
      // Sending cannot be interrupted; asked, closing is staying.
      onClose={asking ? onStay : undefined}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="xs"
      data-testid="unsent-scans-dialog"
    >
      <DialogTitle id={titleId}>{prompt && (asking ? texts.title : texts.sending(prompt.count))}</DialogTitle>
      <DialogContent>
        {asking ? (
          <>
            <DialogContentText id={bodyId} sx={{ mb: 1.5 }}>
              {texts.body(prompt.count)}
            </DialogContentText>
            <DialogContentText>{texts.keepNote}</DialogContentText>
          </>
        ) : (
          <LinearProgress id={bodyId} aria-label={prompt && texts.sending(prompt.count)} />
        )}
      </DialogContent>
      {asking && (
        <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexDirection: "column", alignItems: "stretch", gap: 1 }}>
          <Button variant="contained" onClick={onStay} autoFocus>
            {texts.stay}
          </Button>
          <Button color="warning" onClick={onSignOut}>
            {texts.keep}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
