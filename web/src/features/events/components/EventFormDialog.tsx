// The event form in a dialog: full screen on phones, a wide sheet on laptops.
// Submitting validates first and writes nothing while any field is refused.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { eventsAdminMessages } from "@bawwaba/common";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { saveEvent } from "../api";
import { useEventCommand } from "../hooks/useEventCommand";
import { useEventDraft } from "../hooks/useEventDraft";
import { draftFromEvent, newEventDraft, type NewEventDefaults } from "../model/eventDraft";
import { canRemoveTicketTypes } from "../model/statusActions";
import type { ManagedEvent } from "../../../data/managedEvents";
import { EventForm } from "./EventForm";

const labels = eventsAdminMessages.form;

export interface EventFormDialogProps {
  open: boolean;
  /** The event to edit; absent to create one. */
  event?: ManagedEvent;
  defaults: NewEventDefaults;
  /** What a new ticket type's VAT rate starts at, as the form shows it (eventDraft.ts newTypeVatRate). */
  newTypeVatRate: string;
  onClose: () => void;
  /** After a successful save, with the message to show on the page. */
  onSaved: (message: string) => void;
}

export function EventFormDialog({ open, event, defaults, newTypeVatRate, onClose, onSaved }: EventFormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{event ? labels.editTitle : labels.createTitle}</DialogTitle>
      {/* Mounted only while open, so that each opening starts from the stored event. */}
      {open && <EventFormBody event={event} defaults={defaults} newTypeVatRate={newTypeVatRate} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function EventFormBody({ event, defaults, newTypeVatRate, onClose, onSaved }: Omit<EventFormDialogProps, "open">) {
  const [initial] = useState(() => (event ? draftFromEvent(event) : newEventDraft(defaults, newTypeVatRate)));
  const form = useEventDraft(initial, !event || canRemoveTicketTypes(event.status), newTypeVatRate);
  const { busy, feedback, run } = useEventCommand();
  const [submitted, setSubmitted] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  // After a refused submit, take keyboard and screen-reader users to the first message.
  useEffect(() => {
    if (submitted === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitted]);

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const value = form.validate();
    setSubmitted((count) => count + 1);
    if (!value) return;
    const ticketTypeIds = form.draft.ticketTypes.map((type) => type.id);
    const message = event ? eventsAdminMessages.done.updated : eventsAdminMessages.done.created;
    if (await run(() => saveEvent({ existing: event, value, ticketTypeIds }), message)) onSaved(message);
  }

  const invalid = Object.keys(form.errors).length > 0;
  return (
    <>
      <DialogContent dividers>
        <form id={formId} ref={formRef} noValidate onSubmit={submit}>
          {invalid && (
            <Alert severity="error" sx={{ mb: 3 }}>
              {labels.fixErrors}
            </Alert>
          )}
          {feedback?.severity === "error" && (
            <Alert severity="error" role="alert" sx={{ mb: 3 }}>
              {feedback.message}
            </Alert>
          )}
          <EventForm
            draft={form.draft}
            errors={form.errors}
            onFieldChange={form.setField}
            onTypeChange={form.setTypeField}
            onAddType={form.addType}
            onRemoveType={form.removeType}
          />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{labels.close}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {busy ? labels.saving : labels.save}
        </Button>
      </DialogActions>
    </>
  );
}
