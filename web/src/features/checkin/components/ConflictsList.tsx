// Scans admitted offline that the server, once reached, did not accept: the
// holder got in, and a supervisor should know (the ticket had also entered
// at another gate, or was voided). Each stays until marked as reviewed.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { checkinMessages } from "@bawwaba/common";
import { ltr } from "../../../lib/bidi";
import { ticketIdOf, type Settlement } from "../model/offlineQueue";
import { verdictDetails, verdictOfAnswer, whenText } from "../model/verdict";

const texts = checkinMessages.conflicts;

interface ConflictsListProps {
  conflicts: readonly Settlement[];
  onDismiss: (scanId: string) => void;
  /** The zone of an event's times. */
  timeZoneOf: (eventId: string) => string;
  now: number;
}

function ConflictItem({ conflict, onDismiss, timeZoneOf, now }: { conflict: Settlement } & Omit<ConflictsListProps, "conflicts">) {
  const { scan } = conflict;
  const timeZone = timeZoneOf(scan.eventId);
  const ticketId = ticketIdOf(scan.code);
  const lines =
    "answer" in conflict
      ? [
          texts.answer(checkinMessages.verdict.titles[conflict.answer.result]),
          ...verdictDetails(verdictOfAnswer(conflict.answer), now, timeZone),
        ]
      : [texts.refused(conflict.refusal)];
  return (
    <Alert
      severity="warning"
      data-testid="conflict"
      action={
        <Button color="inherit" onClick={() => onDismiss(scan.scanId)} sx={{ minHeight: 44 }}>
          {texts.dismiss}
        </Button>
      }
    >
      {ticketId && <AlertTitle>{texts.ticket(ltr(ticketId))}</AlertTitle>}
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary">
        {texts.scannedAt(whenText(scan.scannedAt, now, timeZone), scan.gate)}
      </Typography>
    </Alert>
  );
}

export function ConflictsList({ conflicts, ...rest }: ConflictsListProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="conflicts-heading" sx={{ p: 2, borderColor: "warning.main" }}>
      <Typography id="conflicts-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {texts.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {texts.intro}
      </Typography>
      <Stack spacing={1}>
        {conflicts.map((conflict) => (
          <ConflictItem key={conflict.scan.scanId} conflict={conflict} {...rest} />
        ))}
      </Stack>
    </Paper>
  );
}
