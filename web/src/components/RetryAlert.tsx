// Something failed to load: what, and the way to try again, beside it.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { ticketsMessages } from "@bawwaba/common";

export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {ticketsMessages.load.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
