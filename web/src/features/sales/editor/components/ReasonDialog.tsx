// Confirming a correction that needs only a reason: void a ticket, cancel or
// refund the order. The reason is checked as the function checks it. A void
// or a refund shows first what money goes back (RefundSummary).
import { useState } from "react";
import { parseReason } from "../model/correctionForms";
import type { RefundSubject } from "../model/refund";
import { CorrectionDialog } from "./CorrectionDialog";
import { ReasonField } from "./ReasonField";
import { RefundSummary } from "./RefundSummary";

export interface ReasonDialogProps {
  title: string;
  body: string;
  confirmLabel: string;
  submitting: boolean;
  /** The function's refusal, in Arabic. */
  error?: string;
  /** What the correction gives back, when it may give money back (a void, a refund; not a cancellation). */
  refund?: RefundSubject;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Render it only while open: its draft belongs to one correction. */
export function ReasonDialog({ title, body, confirmLabel, submitting, error, refund, onConfirm, onClose }: ReasonDialogProps) {
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
      {refund && <RefundSummary {...refund} />}
      <ReasonField value={reason} error={reasonError} autoFocus onChange={setReason} onBlur={() => reason.trim() !== "" && setShowErrors(true)} />
    </CorrectionDialog>
  );
}
