// The event's codes, one card each: the code, what it does and to which
// types, its uses, its limits, and whether it can be used now (paused, not
// started, ended), with the button that pauses or resumes it. A batch of
// generated single-use codes is one card (PromoCodeBatchRow).
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { promoCodeMessages } from "@bawwaba/common";
import type { ManagedEvent } from "../../../../data/managedEvents";
import { useNow } from "../../../../lib/useNow";
import { describePromoCode, promoCodeStateAt, type PromoCodeView } from "../model/promoCodeTerms";
import type { PromoCodeBatchView, PromoCodeEntry } from "../model/promoCodeBatches";
import { PromoCodeBatchRow } from "./PromoCodeBatchRow";
import { PromoCodeStateChip } from "./PromoCodeStateChip";

const m = promoCodeMessages.manager;

interface PromoCodeListProps {
  entries: PromoCodeEntry[];
  event: ManagedEvent;
  onSetActive: (code: PromoCodeView, active: boolean) => void;
  onSetBatchActive: (batch: PromoCodeBatchView, active: boolean) => void;
  /** True while a change runs: one at a time. */
  busy: boolean;
}

export function PromoCodeList({ entries, event, onSetActive, onSetBatchActive, busy }: PromoCodeListProps) {
  // A window that opens or closes while the dialog is open shows without a reload.
  const now = useNow();
  return (
    <Stack component="ul" spacing={1.5} aria-label={m.list} sx={{ m: 0, p: 0, listStyle: "none" }}>
      {entries.map((entry) => {
        if (entry.kind === "batch") {
          return (
            <PromoCodeBatchRow
              key={`batch:${entry.batch.batchId}`}
              batch={entry.batch}
              event={event}
              now={now}
              onSetActive={(active) => onSetBatchActive(entry.batch, active)}
              busy={busy}
            />
          );
        }
        const { code } = entry;
        const terms = describePromoCode(code, event);
        const action = code.active ? m.pause : m.resume;
        return (
          <Paper component="li" variant="outlined" key={code.code} data-testid="promo-code" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1 }}>
              {/* A code reads left to right, like what buyers type. */}
              <Typography component="h3" variant="h6" dir="ltr" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
                {code.label}
              </Typography>
              <PromoCodeStateChip state={promoCodeStateAt(code, now)} />
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                aria-label={m.actionOn(action, code.label)}
                onClick={() => onSetActive(code, !code.active)}
                // At the row's far end, whichever way the page reads.
                sx={{ marginInlineStart: "auto" }}
              >
                {action}
              </Button>
            </Stack>
            {terms.effect && <Typography sx={{ fontWeight: 600 }}>{terms.effect}</Typography>}
            <Typography variant="body2">{terms.appliesTo}</Typography>
            <Typography variant="body2">{terms.uses}</Typography>
            {terms.conditions.map((condition) => (
              <Typography key={condition} variant="body2" color="text.secondary">
                {condition}
              </Typography>
            ))}
          </Paper>
        );
      })}
    </Stack>
  );
}
