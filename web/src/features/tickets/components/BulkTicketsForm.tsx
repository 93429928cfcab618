// Starting a bulk job: how many tickets of the chosen type, and an optional
// label. The request id stays the same while the same submission is retried
// (after a timeout, say), so the function starts one job, not two.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import { bulkTicketsMessages, MAX_BULK_LABEL_LENGTH, ticketListsMessages } from "@bawwaba/common";
import { useRef, useState, type FormEvent } from "react";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import type { ManagedTicketType } from "../../../data/managedEvents";
import { startBulkJob } from "../api";
import { nextAttempt, type RequestAttempt } from "../../../lib/requestAttempt";
import { bulkCountLimit, bulkLabelError, parseBulkCount } from "../model/bulkForm";

const { bulk } = bulkTicketsMessages;

interface BulkTicketsFormProps {
  eventId: string;
  type: ManagedTicketType;
  onStarted: (jobId: string) => void;
}

export function BulkTicketsForm({ eventId, type, onStarted }: BulkTicketsFormProps) {
  const [countText, setCountText] = useState("");
  const [label, setLabel] = useState("");
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const attempt = useRef<RequestAttempt | undefined>(undefined);

  const remaining = Math.max(type.capacity - type.sold, 0);
  const remainingText = ticketListsMessages.picker.remaining(remaining, type.capacity);
  const count = parseBulkCount(countText, { name: type.name, remaining });
  const labelError = bulkLabelError(label);
  const countError = touched && !count.ok ? count.error : undefined;

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setTouched(true);
    if (!count.ok || labelError || submitting) return;
    const input = { eventId, ticketTypeId: type.id, count: count.count, label: label.trim() || undefined };
    const key = JSON.stringify(input);
    attempt.current = nextAttempt(attempt.current, key);
    setSubmitting(true);
    setError(undefined);
    try {
      const { jobId } = await startBulkJob({ ...input, requestId: attempt.current.requestId });
      // Done: the same values submitted again are a new job.
      attempt.current = undefined;
      setCountText("");
      setLabel("");
      setTouched(false);
      onStarted(jobId);
    } catch (failure) {
      console.error("Could not start the bulk job", failure);
      setError(callErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(formEvent) => void submit(formEvent)}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextInput
          label={bulk.count}
          value={countText}
          required
          onChange={(change) => setCountText(change.target.value)}
          onBlur={() => setTouched((previous) => previous || countText.trim() !== "")}
          error={Boolean(countError)}
          helperText={countError ?? `${bulk.countHelp(bulkCountLimit(remaining))} · ${remainingText}`}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: "numeric", dir: "ltr", "data-testid": "bulk-count" } }}
          sx={{ flex: 1 }}
        />
        <TextInput
          label={bulk.label}
          value={label}
          onChange={(change) => setLabel(change.target.value)}
          error={Boolean(labelError)}
          helperText={labelError ?? `${bulk.labelHelp} (${label.trim().length}/${MAX_BULK_LABEL_LENGTH})`}
          autoComplete="off"
          sx={{ flex: 2 }}
        />
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        loading={submitting}
        loadingPosition="start"
        disabled={remaining === 0}
        sx={{ alignSelf: "flex-start" }}
      >
        {submitting ? bulk.submitting : bulk.submit}
      </Button>
    </Stack>
  );
}
