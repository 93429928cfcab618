// The events manager's dialogs about one event (its codes, its questions,
// its waiting lists): titled, labelled by their title, full screen on
// phones. The dialog's content and actions are its own.
import Dialog from "@mui/material/Dialog";
import DialogTitle from "@mui/material/DialogTitle";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId, type ReactNode } from "react";

interface EventDialogProps {
  title: string;
  onClose: () => void;
  /** How wide on a larger screen: "lg" for tables. */
  maxWidth?: "md" | "lg";
  /** Its DialogContent and DialogActions. */
  children: ReactNode;
}

export function EventDialog({ title, onClose, maxWidth = "md", children }: EventDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: "anywhere" }}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
