// What the last write of an events page did (useEventCommand): a success
// read out politely, a failure as an alert; either can be dismissed.
import Alert from "@mui/material/Alert";
import type { Feedback } from "../hooks/useEventCommand";

export function CommandFeedback({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  if (!feedback) return null;
  return (
    <Alert severity={feedback.severity} role={feedback.severity === "error" ? "alert" : "status"} onClose={onClose}>
      {feedback.message}
    </Alert>
  );
}
