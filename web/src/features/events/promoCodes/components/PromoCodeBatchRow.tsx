// A batch of generated single-use codes, as one row of the list: what its
// codes look like, how many, what they do and when, when it was made, and
// the button that downloads its codes. No uses shown: a listener per code
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
}

export function PromoCodeBatchRow({ batch, event, now }: PromoCodeBatchRowProps) {
  const terms = describePromoCodeTerms(batch, event);
  const example = batchExample(batch);
  // Paused only when every code of it is; the file says each code's state.
  const state = promoCodeStateAt({ ...batch, active: batch.codes.some((code) => code.active) }, now);
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
          startIcon={<Download />}
          aria-label={m.batch.downloadOf(example)}
          onClick={() => downloadBatchCsv(batch, event)}
          // At the row's far end, whichever way the page reads.
          sx={{ marginInlineStart: "auto" }}
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
