// Whether this gate can carry on with no network: the app cached on the
// device, the keys that verify codes, and the event's gate list (voided
// tickets, entries at every gate) with how old it is. A new version of the
// app is offered here, to install between two scans.
import CloudDone from "@mui/icons-material/CloudDone";
import CloudSync from "@mui/icons-material/CloudSync";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { checkinMessages } from "@bawwaba/common";
import { useNow } from "../../../lib/useNow";
import type { GateListState } from "../hooks/useGateList";

const texts = checkinMessages.readiness;
/** The list's age is shown in seconds: refresh it every second. */
const AGE_TICK_MS = 1_000;

interface GateReadinessProps {
  online: boolean;
  appCached: boolean;
  hasKeys: boolean;
  gateList: GateListState | undefined;
  updateWaiting: boolean;
  onUpdate: () => void;
}

export function GateReadiness({ online, appCached, hasKeys, gateList, updateWaiting, onUpdate }: GateReadinessProps) {
  const now = useNow(AGE_TICK_MS);
  const syncedAt = gateList?.syncedAtMillis;
  const ready = appCached && hasKeys && syncedAt !== undefined;
  const age = syncedAt === undefined ? undefined : texts.age(now - syncedAt);
  const listLine =
    age === undefined ? texts.noList : !online ? texts.listAge(age) : gateList?.live ? texts.listLive : texts.listUpdated(age);
  return (
    <Stack spacing={1}>
      <Alert
        severity={ready ? (online ? "success" : "warning") : "info"}
        icon={ready ? <CloudDone /> : <CloudSync />}
        role="status"
        data-testid="gate-readiness"
        data-ready={String(ready)}
        data-app-cached={String(appCached)}
        data-has-keys={String(hasKeys)}
        data-list-synced={String(syncedAt !== undefined)}
        data-list-live={String(Boolean(gateList?.live))}
        data-revoked={gateList?.view.revoked.size ?? 0}
        data-admitted={gateList?.view.admitted.size ?? 0}
      >
        <strong>{ready ? texts.ready : texts.preparing}</strong>
        <br />
        <span data-testid="gate-list-age">{listLine}</span>
      </Alert>
      {updateWaiting && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onUpdate}>
              {texts.update}
            </Button>
          }
        >
          {texts.updateReady}
        </Alert>
      )}
    </Stack>
  );
}
