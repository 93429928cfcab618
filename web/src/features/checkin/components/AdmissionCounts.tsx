// How many have entered the event out of the tickets sold, and through which
// gate, live from the admission shards and the inventory shards.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { checkinMessages } from "@bawwaba/common";
import { useLiveCounts } from "../hooks/useLiveCounts";

const texts = checkinMessages.counts;

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: 32, lineHeight: 1.2 }}>{value ?? "…"}</Typography>
    </Box>
  );
}

export function AdmissionCounts({ eventId }: { eventId: string }) {
  const { admissions, sold, failed } = useLiveCounts(eventId);
  if (failed) return <Alert severity="warning">{texts.unavailable}</Alert>;
  const admitted = admissions?.total;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="admission-counts-heading"
      sx={{ p: 2 }}
      data-testid="admission-counts"
      data-admitted={admitted}
      data-sold={sold}
    >
      <Typography id="admission-counts-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {texts.heading}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }} aria-live="polite">
        <Figure label={texts.admitted} value={admitted} />
        <Figure label={texts.sold} value={sold} />
      </Stack>
      <LinearProgress
        variant="determinate"
        value={admitted === undefined || !sold ? 0 : Math.min(100, (admitted / sold) * 100)}
        aria-label={admitted === undefined || sold === undefined ? texts.heading : texts.admittedOfSold(admitted, sold)}
        sx={{ height: 8, borderRadius: 4, my: 1.5 }}
      />
      {admissions && admissions.byGate.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {texts.byGate}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap" }} data-testid="gate-counts">
            {admissions.byGate.map(({ gate, admitted: atGate }) => (
              <Chip key={gate} label={texts.gateAdmitted(gate, atGate)} />
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
