// Naming the guest of one ticket (assignTicket), optionally with a new code
// that makes the old one worthless at the gate. Mount with `key={ticket.id}`.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { TextInput } from "../../../components/fields/TextInput";
import Typography from "@mui/material/Typography";
import { assignTicketMessages, ticketsMessages } from "@bawwaba/common";
import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { callErrorMessage } from "../../../lib/callErrorMessage";
import { assignTicket } from "../api";
import { parseGuest } from "../model/assignForm";
import { toPrintable } from "../model/printable";
import { ticketPath } from "../../../lib/ticketIds";
import { ticketLabel } from "../../../lib/ticketLabel";
import type { TicketEventInfo, TicketView } from "../../../data/ticketViews";
import { PrintTicketsButton } from "../../../components/print/PrintTicketsButton";
import { TicketQrCode } from "../../../components/TicketQrCode";
import { WhatsAppShareButton } from "./WhatsAppShareButton";

const { fields } = ticketsMessages;

const { assign } = assignTicketMessages;

interface AssignTicketFormProps {
  ticket: TicketView;
  event: TicketEventInfo;
  onAssigned: (ticket: TicketView) => void;
}

export function AssignTicketForm({ ticket, event, onAssigned }: AssignTicketFormProps) {
  const [holderName, setHolderName] = useState(ticket.holderName ?? "");
  const [holderPhone, setHolderPhone] = useState(ticket.holderPhone ?? "");
  const [reissue, setReissue] = useState(false);
  const [touched, setTouched] = useState({ holderName: false, holderPhone: false });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [assigned, setAssigned] = useState<{ ticket: TicketView; holderName: string; reissued: boolean }>();

  const parsed = parseGuest({ holderName, holderPhone });
  const errors = parsed.ok ? {} : parsed.errors;
  const shown = {
    holderName: touched.holderName ? errors.holderName : undefined,
    holderPhone: touched.holderPhone ? errors.holderPhone : undefined,
  };

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setTouched({ holderName: true, holderPhone: true });
    if (!parsed.ok || submitting) return;
    setSubmitting(true);
    setError(undefined);
    const { holderName: name, holderPhone: phone } = parsed.guest;
    try {
      const result = await assignTicket({ ticketId: ticket.id, holderName: name, holderPhone: phone, reissue });
      const updated: TicketView = {
        ...ticket,
        holderName: name,
        holderPhone: phone,
        code: result.code,
        generation: result.generation,
        status: result.status,
      };
      setAssigned({ ticket: updated, holderName: name, reissued: reissue });
      setReissue(false);
      onAssigned(updated);
    } catch (failure) {
      console.error("Could not assign the ticket", failure);
      setError(callErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  const printable = assigned && toPrintable(assigned.ticket, event);

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {assign.picked} <bdi dir="ltr">{ticketLabel(ticket)}</bdi> · {ticket.ticketTypeName}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(formEvent) => void submit(formEvent)}>
        <TextInput
          label={assign.guestName}
          value={holderName}
          required
          onChange={(change) => setHolderName(change.target.value)}
          onBlur={() => setTouched((previous) => ({ ...previous, holderName: true }))}
          error={Boolean(shown.holderName)}
          helperText={shown.holderName}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextInput
          label={assign.guestPhone}
          value={holderPhone}
          onChange={(change) => setHolderPhone(change.target.value)}
          onBlur={() => setTouched((previous) => ({ ...previous, holderPhone: true }))}
          error={Boolean(shown.holderPhone)}
          helperText={shown.holderPhone}
          type="tel"
          autoComplete="off"
          slotProps={{ htmlInput: { dir: "ltr", inputMode: "tel" } }}
        />
        <FormControlLabel
          control={<Checkbox checked={reissue} onChange={(change) => setReissue(change.target.checked)} />}
          label={assign.reissue}
        />
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
          sx={{ alignSelf: "flex-start" }}
        >
          {submitting ? assign.submitting : assign.submit}
        </Button>
      </Stack>

      {assigned && printable && (
        <Alert severity="success" role="status" data-testid="assign-success" icon={false}>
          <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
            <Typography sx={{ fontWeight: 600 }}>{assign.done(assigned.holderName)}</Typography>
            {assigned.reissued && <Typography>{assign.doneReissued}</Typography>}
            <TicketQrCode code={assigned.ticket.code} size={200} caption={`${fields.holder}: ${assigned.holderName}`} />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              <WhatsAppShareButton ticket={printable} phone={assigned.ticket.holderPhone} />
              <PrintTicketsButton tickets={[printable]} />
            </Stack>
            <Link component={RouterLink} to={ticketPath(ticket.id)}>
              {assign.viewHistory}
            </Link>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
