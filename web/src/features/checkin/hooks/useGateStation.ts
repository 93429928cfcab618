// The gate at work: every scan (camera, keyboard scanner or typed) goes
// through checkIn one at a time, and its verdict is shown, heard and felt.
// Scans admitted offline are sent once the server can be reached: when the
// page opens, when the browser comes back online, and every few seconds while
// any wait (an "online" browser may still fail to reach the server); only
// those of the account signed in (queuedScans.ts).
import type { GateListView } from "@bawwaba/common";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { preloadFunctions } from "../../../lib/callFunction";
import { redeemScan } from "../api";
import { signalVerdict } from "../feedback";
import { AdmittedTickets } from "../model/admittedTickets";
import { checkIn, loadOfflineVerdict, newScanId } from "../model/checkIn";
import type { GateEvent } from "../model/gateEvents";
import { queuedBy, restoreQueuedAdmissions } from "../model/offlineQueue";
import { deviceQueue, keepSendingQueuedScans } from "../queuedScans";
import { RepeatedReadFilter } from "../model/repeatedReads";
import { ServerPause } from "../model/serverPause";
import type { Verdict } from "../model/verdict";
import { deviceStorage } from "../../../lib/deviceStorage";
import { useKeyRing } from "./useKeyRing";

/** How long the full-screen verdict stays up: long enough to read at a glance, short enough for the next in line. */
const VERDICT_SHOWN_MS = 1_500;

export interface ShownVerdict {
  /** Counts up: a new verdict is a new overlay even when it reads the same. */
  id: number;
  verdict: Verdict;
  /** When the decoded text arrived (performance.now() time). */
  receivedAt: number;
  /** When the scan was made (epoch ms), to word times relative to it. */
  scannedAt: number;
  /** The event's zone, for the first entry's time. */
  timeZone: string;
}

/**
 * `gateList`: the event's gate list kept on the device, for verdicts made
 * offline; `uid`: the account signed in, whose scans are queued and sent.
 */
export function useGateStation(event: GateEvent | undefined, gate: string | undefined, gateList: GateListView | undefined, uid: string | undefined) {
  const [device] = useState(() => {
    const serverPause = new ServerPause();
    const queue = deviceQueue();
    const admitted = new AdmittedTickets(deviceStorage);
    // Scans kept through a sign-out are admissions the server has not heard of yet.
    restoreQueuedAdmissions(queue.snapshot().queued, admitted);
    return {
      queue,
      admitted,
      cameraReads: new RepeatedReadFilter(),
      serverPause,
      sendScan: serverPause.watch(redeemScan),
    };
  });
  const { queued, conflicts } = useSyncExternalStore(device.queue.subscribe, device.queue.snapshot);
  const ownQueued = uid ? queuedBy(queued, uid).length : 0;
  const keys = useKeyRing();
  const [shown, setShown] = useState<ShownVerdict>();
  const [overlayOpen, setOverlayOpen] = useState(false);

  // Scans run one after the other, with the settings of the moment they run.
  const chain = useRef(Promise.resolve());
  const lastId = useRef(0);
  const current = useRef({ event, gate, keyRing: keys.keyRing, gateList, uid });
  useLayoutEffect(() => {
    current.current = { event, gate, keyRing: keys.keyRing, gateList, uid };
  });

  useEffect(preloadFunctions, []);
  // The device's own verdict, ready before the network goes.
  useEffect(() => {
    loadOfflineVerdict().catch((error: unknown) => console.warn("Could not preload the offline verdict", error));
  }, []);

  useEffect(() => {
    if (!uid) return;
    return keepSendingQueuedScans(uid, (send) => device.serverPause.watch(send));
  }, [device, uid]);

  useEffect(() => {
    if (!overlayOpen) return;
    const timer = setTimeout(() => setOverlayOpen(false), VERDICT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [overlayOpen, shown]);

  /** Checks `code` at the gate; `receivedAt` is when it was read (performance.now() time). */
  const scan = useCallback(
    (code: string, receivedAt: number) => {
      chain.current = chain.current
        .then(async () => {
          const { event, gate, keyRing, gateList, uid } = current.current;
          if (!event || !uid) return;
          const scannedAt = Date.now();
          const verdict = await checkIn(
            { scanId: newScanId(), code, eventId: event.id, gate },
            {
              online: navigator.onLine && !device.serverPause.isPaused(),
              send: device.sendScan,
              keyRing,
              admitted: device.admitted,
              gateList,
              queue: device.queue,
              uid,
              now: scannedAt,
            },
          );
          signalVerdict(verdict.result);
          setShown({ id: ++lastId.current, verdict, receivedAt, scannedAt, timeZone: event.timeZone });
          setOverlayOpen(true);
        })
        .catch((error: unknown) => console.error("The scan could not be checked", error));
    },
    [device],
  );

  /** A camera read: sent unless it is the same code still in view. */
  const readFromCamera = useCallback(
    (code: string, receivedAt: number) => {
      if (device.cameraReads.isNewScan(code, Date.now())) scan(code, receivedAt);
    },
    [device, scan],
  );

  const closeOverlay = useCallback(() => setOverlayOpen(false), []);

  return {
    scan,
    readFromCamera,
    shown,
    overlayOpen,
    closeOverlay,
    queued: ownQueued,
    /** Scans other accounts left queued here: sent when they sign in on this device again. */
    othersQueued: queued.length - ownQueued,
    conflicts,
    dismissConflict: (scanId: string) => device.queue.dismissConflict(scanId),
    keys,
  };
}
