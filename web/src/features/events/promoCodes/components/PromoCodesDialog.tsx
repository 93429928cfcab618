// An event's promo and access codes, in a dialog of the events manager: the
// list (live) with each code's pause or resume and each batch's download, and
// the form for a new code or a batch of single-use codes. Full screen on
// phones. Its own chunk: most visits to the events pages never open it.
import Add from "@mui/icons-material/Add";
import LibraryAdd from "@mui/icons-material/LibraryAdd";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { promoCodeMessages } from "@bawwaba/common";
import { useId, useState } from "react";
import type { ManagedEvent } from "../../../../data/managedEvents";
import { callErrorMessage } from "../../../../lib/callErrorMessage";
import { CommandFeedback } from "../../components/CommandFeedback";
import { EventDialog } from "../../components/EventDialog";
import { useEventCommand } from "../../hooks/useEventCommand";
import { setPromoCodeActive } from "../api";
import { usePromoCodes } from "../hooks/usePromoCodes";
import type { PromoCodeBatchView } from "../model/promoCodeBatches";
import type { PromoCodeFormMode } from "../model/promoCodeDraft";
import type { PromoCodeView } from "../model/promoCodeTerms";
import { PromoCodeForm } from "./PromoCodeForm";
import { PromoCodeList } from "./PromoCodeList";

const m = promoCodeMessages.manager;

export interface PromoCodesDialogProps {
  event: ManagedEvent;
  onClose: () => void;
}

export function PromoCodesDialog({ event, onClose }: PromoCodesDialogProps) {
  const formHeadingId = useId();
  const { entries, loadError } = usePromoCodes(event.id);
  const command = useEventCommand(callErrorMessage);
  /** The form open, for one code or a batch; null when closed. */
  const [creating, setCreating] = useState<PromoCodeFormMode | null>(null);

  const setActive = (code: PromoCodeView, active: boolean) =>
    void command.run(
      () => setPromoCodeActive(event.id, { code: code.code }, active),
      active ? m.resumedDone(code.label) : m.pausedDone(code.label),
    );
  // A sponsor's allocation withdrawn (or given back) at once: every code of the batch.
  const setBatchActive = (batch: PromoCodeBatchView, active: boolean) =>
    void command.run(
      () => setPromoCodeActive(event.id, { batchId: batch.batchId }, active),
      active ? m.batch.resumedDone(batch.codes.length) : m.batch.pausedDone(batch.codes.length),
    );

  return (
    <EventDialog title={m.title(event.title)} onClose={onClose}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <CommandFeedback feedback={command.feedback} onClose={command.clearFeedback} />
          {loadError && (
            <Alert severity="error" role="alert">
              {loadError}
            </Alert>
          )}
          {!entries && !loadError && <CircularProgress aria-label={m.list} sx={{ alignSelf: "center" }} />}
          {entries?.length === 0 && <Typography color="text.secondary">{m.empty}</Typography>}
          {entries && entries.length > 0 && (
            <PromoCodeList entries={entries} event={event} onSetActive={setActive} onSetBatchActive={setBatchActive} busy={command.busy} />
          )}
          {creating ? (
            <Stack component="section" spacing={2} aria-labelledby={formHeadingId}>
              <Typography component="h3" variant="h6" id={formHeadingId} sx={{ fontWeight: 700 }}>
                {creating === "batch" ? m.newBatch : m.newCode}
              </Typography>
              <PromoCodeForm
                // A new draft for each mode: a code's text is not a batch's prefix.
                key={creating}
                event={event}
                mode={creating}
                onCancel={() => setCreating(null)}
                onCreated={(message) => {
                  setCreating(null);
                  command.notify(message);
                }}
              />
            </Stack>
          ) : (
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
              <Button startIcon={<Add />} onClick={() => setCreating("single")}>
                {m.newCode}
              </Button>
              <Button startIcon={<LibraryAdd />} onClick={() => setCreating("batch")}>
                {m.newBatch}
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{m.close}</Button>
      </DialogActions>
    </EventDialog>
  );
}
