// A batch of generated single-use codes, as one row of the list: what its
// codes look like, how many, what they do and when, when it was made, the
// button that pauses or resumes all of them, and the one that downloads them. No uses shown: a listener per code
// would be up to 1,000 (api.ts).
import Download from "@mui/icons-material/Download";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDateTime, promoCodeMessages } from "@bawwaba/common";
import type { ManagedEvent } from "../../../../data/managedEvents";
import { batchExample, type PromoCodeBatchView } from "../model/promoCodeBatches";
import { describePromoCodeTerms, promoCodeStateAt } from "../model/promoCodeTerms";
import { downloadBatchCsv } from "./downloadBatchCsv";
import { PromoCodeStateChip } from "./PromoCodeStateChip";

const m = promoCodeMessages.manager;

interface PromoCodeBatchRowProps {
  batch: PromoCodeBatchView;
  event: ManagedEvent;
  now: number;
  /** Pauses (false) or resumes (true) every code of the batch. */
  onSetActive: (active: boolean) => void;
  /** True while a change runs: one at a time. */
  busy: boolean;
}

export function PromoCodeBatchRow({ batch, event, now, onSetActive, busy }: PromoCodeBatchRowProps) {
  const terms = describePromoCodeTerms(batch, event);
  const example = batchExample(batch);
  // Paused only when every code of it is; the file says each code's state.
  const active = batch.codes.some((code) => code.active);
  const state = promoCodeStateAt({ ...batch, active }, now);
  const action = active ? m.pause : m.resume;
  return (
    <Paper component="li" variant="outlined" data-testid="promo-code-batch" data-batch-id={batch.batchId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1 }}>
        {/* Codes read left to right, like what buyers type. */}
        <Typography component="h3" variant="h6" dir="ltr" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {example}
        </Typography>
        <PromoCodeStateChip state={state} />
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          aria-label={m.batch.actionOn(action, example)}
          onClick={() => onSetActive(!active)}
          // At the row's far end, whichever way the page reads; the download beside it.
          sx={{ marginInlineStart: "auto" }}
        >
          {action}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Download />}
          aria-label={m.batch.downloadOf(example)}
          onClick={() => downloadBatchCsv(batch, event)}
        >
          {m.batch.download}
        </Button>
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{m.batch.size(batch.codes.length)}</Typography>
      {terms.effect && <Typography>{terms.effect}</Typography>}
      <Typography variant="body2">{terms.appliesTo}</Typography>
      {terms.conditions.map((condition) => (
        <Typography key={condition} variant="body2" color="text.secondary">
          {condition}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary">
        {m.batch.createdAt(formatDateTime(batch.createdAtMillis, event.timeZone))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {m.batch.singleUse}
      </Typography>
    </Paper>
  );
}
