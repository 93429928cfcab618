// Correcting the order's buyer: name, phone and e-mail checked with
// correctBuyer's own schema, and the required reason.
import { TextInput } from "../../../../components/fields/TextInput";
import { changesBuyer, type Buyer, salesEditorMessages } from "@bawwaba/common";
import { useState } from "react";
import { fieldErrorProps } from "../../../../components/fieldErrorProps";
import {
  buyerDraft,
  parseBuyerCorrection,
  type BuyerDraft,
  type BuyerErrors,
  type BuyerField,
} from "../model/correctionForms";
import { CorrectionDialog } from "./CorrectionDialog";
import { ReasonField } from "./ReasonField";

const messages = salesEditorMessages.dialogs.correctBuyer;

export interface BuyerDialogProps {
  buyer: Buyer;
  submitting: boolean;
  error?: string;
  onConfirm: (buyer: Buyer, reason: string) => void;
  onClose: () => void;
}

/** Render it only while open: its draft belongs to one correction. */
export function BuyerDialog({ buyer, submitting, error, onConfirm, onClose }: BuyerDialogProps) {
  const [draft, setDraft] = useState<BuyerDraft>(() => buyerDraft(buyer));
  const [touched, setTouched] = useState<Partial<Record<BuyerField, boolean>>>({});
  const parsed = parseBuyerCorrection(draft);
  const unchanged = parsed.ok && !changesBuyer(buyer, parsed.buyer);
  const errors: BuyerErrors = parsed.ok ? (unchanged ? { name: messages.unchanged } : {}) : parsed.errors;
  const shown = Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched[field as BuyerField]),
  ) as BuyerErrors;

  const set = (field: BuyerField) => (value: string) => setDraft((previous) => ({ ...previous, [field]: value }));
  const touch = (field: BuyerField) => () => setTouched((previous) => ({ ...previous, [field]: true }));

  const submit = () => {
    setTouched({ name: true, phone: true, email: true, reason: true });
    if (parsed.ok && !unchanged && !submitting) onConfirm(parsed.buyer, parsed.reason);
  };

  return (
    <CorrectionDialog
      title={messages.title}
      body={messages.body}
      confirmLabel={messages.confirm}
      submitting={submitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        label={messages.name}
        value={draft.name}
        required
        fullWidth
        autoFocus
        onChange={(change) => set("name")(change.target.value)}
        onBlur={touch("name")}
        autoComplete="off"
        {...fieldErrorProps(shown, "name")}
      />
      <TextInput
        label={messages.phone}
        value={draft.phone}
        fullWidth
        onChange={(change) => set("phone")(change.target.value)}
        onBlur={touch("phone")}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: "tel", dir: "ltr" } }}
        {...fieldErrorProps(shown, "phone")}
      />
      <TextInput
        label={messages.email}
        value={draft.email}
        fullWidth
        onChange={(change) => set("email")(change.target.value)}
        onBlur={touch("email")}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: "email", dir: "ltr" } }}
        {...fieldErrorProps(shown, "email")}
      />
      <ReasonField
        value={draft.reason}
        error={shown.reason}
        onChange={set("reason")}
        onBlur={() => draft.reason.trim() !== "" && touch("reason")()}
      />
    </CorrectionDialog>
  );
}
