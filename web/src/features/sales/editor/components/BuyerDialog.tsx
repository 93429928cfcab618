// Correcting the order's buyer: name, phone and e-mail checked with
// correctBuyer's own schema, and the required reason.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { ar, changesBuyer, type Buyer } from "@bawwaba/common";
import { useId, useState, type FormEvent } from "react";
import { fieldErrorProps } from "../../../../components/fieldErrorProps";
import {
  buyerDraft,
  parseBuyerCorrection,
  type BuyerDraft,
  type BuyerErrors,
  type BuyerField,
} from "../model/correctionForms";
import { ReasonField } from "./ReasonField";

const { dialogs } = ar.salesEditor;
const messages = dialogs.correctBuyer;

interface BuyerDialogProps {
  buyer: Buyer;
  submitting: boolean;
  error?: string;
  onConfirm: (buyer: Buyer, reason: string) => void;
  onClose: () => void;
}

/** Render it only while open: its draft belongs to one correction. */
export function BuyerDialog({ buyer, submitting, error, onConfirm, onClose }: BuyerDialogProps) {
  const titleId = useId();
  const bodyId = useId();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, phone: true, email: true, reason: true });
    if (parsed.ok && !unchanged && !submitting) onConfirm(parsed.buyer, parsed.reason);
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
      <DialogTitle id={titleId}>{messages.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={bodyId}>{messages.body}</DialogContentText>
          <TextField
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
          <TextField
            label={messages.phone}
            value={draft.phone}
            fullWidth
            onChange={(change) => set("phone")(change.target.value)}
            onBlur={touch("phone")}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: "tel", dir: "ltr" } }}
            {...fieldErrorProps(shown, "phone")}
          />
          <TextField
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
        <Button type="submit" variant="contained" loading={submitting} data-testid="correction-confirm">
          {messages.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
