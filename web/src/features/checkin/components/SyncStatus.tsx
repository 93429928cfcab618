// Whether the gate is working offline, how many scans wait to be sent (and
// how many other accounts left here, sent only when they sign in again), and
// whether this device could verify tickets on its own at all.
import CloudOff from "@mui/icons-material/CloudOff";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { checkinMessages } from "@bawwaba/common";

const texts = checkinMessages.sync;

interface SyncStatusProps {
  online: boolean;
  queued: number;
  /** Scans of other accounts kept on this device (model/offlineQueue.ts). */
  othersQueued: number;
  /** No public key on the device: offline, every ticket would be refused. */
  noKeys: boolean;
}

export function SyncStatus({ online, queued, othersQueued, noKeys }: SyncStatusProps) {
  return (
    <Stack spacing={1}>
      {(!online || queued > 0) && (
        <Alert
          severity={online ? "info" : "warning"}
          icon={online ? undefined : <CloudOff />}
          role="status"
          data-testid="sync-banner"
          data-online={String(online)}
          data-queued={queued}
        >
          {!online && texts.offline} {queued > 0 && texts.queued(queued)}
        </Alert>
      )}
      {othersQueued > 0 && (
        <Alert severity="info" data-testid="others-scans" data-count={othersQueued}>
          {texts.othersQueued(othersQueued)}
        </Alert>
      )}
      {noKeys && <Alert severity="error">{texts.noKeys}</Alert>}
    </Stack>
  );
}
