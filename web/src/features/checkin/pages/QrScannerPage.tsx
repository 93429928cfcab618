// `/qr-scanner`: the gate. Choose the event and the gate once per device,
// then scan with the camera, a keyboard scanner or by typing; every scan gets
// a full-screen verdict with sound. Works through network loss: the page is
// cached by the service worker, the device verifies codes itself against the
// event's gate list kept on it, and sends its scans once back online.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { arPublic, checkinMessages, DEFAULT_TIME_ZONE, shopMessages } from "@bawwaba/common";
import { useCallback } from "react";
import { useSession } from "../../../auth/AuthProvider";
import { FullPageSpinner } from "../../../components/FullPageSpinner";
import type { PageProps } from "../../../components/lazyPage";
import { PageHeading } from "../../../components/PageHeading";
import { useNow } from "../../../lib/useNow";
import { AdmissionCounts } from "../components/AdmissionCounts";
import { CameraScanner } from "../components/CameraScanner";
import { ConflictsList } from "../components/ConflictsList";
import { GateReadiness } from "../components/GateReadiness";
import { LastVerdict } from "../components/LastVerdict";
import { ManualEntry } from "../components/ManualEntry";
import { ScannerSetup } from "../components/ScannerSetup";
import { SyncStatus } from "../components/SyncStatus";
import { VerdictOverlay } from "../components/VerdictOverlay";
import { useGateEvents } from "../hooks/useGateEvents";
import { useGateList } from "../hooks/useGateList";
import { useGateStation } from "../hooks/useGateStation";
import { useKeyboardWedge } from "../hooks/useKeyboardWedge";
import { useOnline } from "../hooks/useOnline";
import { useScannerSettings } from "../hooks/useScannerSettings";
import { useServiceWorker } from "../hooks/useServiceWorker";

const texts = checkinMessages;

// For the staff bar's sign-out (app/useStaffSignOut.ts), which loads this chunk only when the account has scans queued here.
export { keepSendingQueuedScans, sendQueuedScansNow, unsentScansOf } from "../queuedScans";

/**
 * On a phone one column, setup first and the camera under it; from md on
 * two: the camera and manual entry beside the setup and counts. Each column
 * dissolves into the page's single column on a phone (display: contents),
 * where `order` interleaves them.
 */
const COLUMN = { display: { xs: "contents", md: "flex" }, flexDirection: "column", gap: 2, minWidth: 0 } as const;

export default function QrScannerPage({ routePath }: PageProps) {
  const { settings, setEventId, setGate } = useScannerSettings();
  const { events, failed } = useGateEvents();
  const now = useNow();
  const online = useOnline();
  const event = events?.find((candidate) => candidate.id === settings.eventId);
  const gateList = useGateList(event?.id);
  const worker = useServiceWorker();
  const { user } = useSession();
  const station = useGateStation(event, settings.gate.trim() || undefined, gateList?.view, user?.uid);
  useKeyboardWedge(station.scan);

  const timeZoneOf = useCallback(
    (eventId: string) => events?.find((candidate) => candidate.id === eventId)?.timeZone ?? DEFAULT_TIME_ZONE,
    [events],
  );
  const noKeys = station.keys.keyRing.size === 0 && (station.keys.fresh || !online);

  if (!events) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
        {failed ? <Alert severity="error">{shopMessages.loadError}</Alert> : <FullPageSpinner />}
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHeading title={arPublic.pages[routePath] ?? arPublic.appName} />
      <Box
        sx={{
          display: { xs: "flex", md: "grid" },
          flexDirection: "column",
          gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
          // Columns keep their own heights side by side; on a phone every block is full width.
          alignItems: { xs: "stretch", md: "start" },
          gap: 2,
        }}
      >
        <Box sx={COLUMN}>
          <Paper variant="outlined" sx={{ p: 2, order: 1 }}>
            <ScannerSetup
              events={events}
              eventId={settings.eventId}
              gate={settings.gate}
              onEvent={setEventId}
              onGate={setGate}
            />
          </Paper>
          {event && (
            <Box sx={{ order: 2 }}>
              <GateReadiness
                online={online}
                appCached={worker.offlineReady}
                hasKeys={station.keys.keyRing.size > 0}
                gateList={gateList}
                updateWaiting={worker.updateWaiting}
                onUpdate={worker.update}
              />
            </Box>
          )}
          {(!online || station.queued > 0 || station.othersQueued > 0 || noKeys) && (
            <Box sx={{ order: 2 }}>
              <SyncStatus online={online} queued={station.queued} othersQueued={station.othersQueued} noKeys={noKeys} />
            </Box>
          )}
          {station.conflicts.length > 0 && (
            <Box sx={{ order: 3 }}>
              <ConflictsList conflicts={station.conflicts} onDismiss={station.dismissConflict} timeZoneOf={timeZoneOf} now={now} />
            </Box>
          )}
          {event && (
            <Box sx={{ order: 4 }}>
              <AdmissionCounts eventId={event.id} />
            </Box>
          )}
        </Box>
        <Box sx={COLUMN}>
          {event ? (
            <>
              <Box sx={{ order: 5 }}>
                <CameraScanner onRead={station.readFromCamera} />
              </Box>
              {station.shown && !station.overlayOpen && (
                <Box sx={{ order: 6 }}>
                  <LastVerdict shown={station.shown} />
                </Box>
              )}
              <Paper variant="outlined" sx={{ p: 2, order: 7 }}>
                <ManualEntry onSubmit={station.scan} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {texts.keyboardScanner}
                </Typography>
              </Paper>
            </>
          ) : (
            <Alert severity={settings.eventId ? "warning" : "info"} sx={{ order: 5 }}>
              {events.length === 0 ? texts.setup.noEvents : settings.eventId ? texts.setup.eventGone : texts.setup.chooseEvent}
            </Alert>
          )}
        </Box>
      </Box>
      {station.shown && station.overlayOpen && (
        <VerdictOverlay key={station.shown.id} shown={station.shown} onClose={station.closeOverlay} />
      )}
    </Container>
  );
}
