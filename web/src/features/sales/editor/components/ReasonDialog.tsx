// Confirming a correction that needs only a reason: void a ticket, cancel or
// refund the order. The reason is checked as the function checks it.
import { useState } from "react";
import { parseReason } from "../model/correctionForms";
import { CorrectionDialog } from "./CorrectionDialog";
import { ReasonField } from "./ReasonField";

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
  const [reason, setReason] = useState("");
  const [showErrors, setShowErrors] = useState(false);
  const parsed = parseReason(reason);
  const reasonError = showErrors && !parsed.ok ? parsed.error : undefined;

  const submit = () => {
    setShowErrors(true);
    if (parsed.ok && !submitting) onConfirm(parsed.reason);
  };

  return (
    <CorrectionDialog
      title={title}
      body={body}
      confirmLabel={confirmLabel}
      confirmColor="error"
      submitting={submitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReasonField value={reason} error={reasonError} autoFocus onChange={setReason} onBlur={() => reason.trim() !== "" && setShowErrors(true)} />
    </CorrectionDialog>
  );
}
