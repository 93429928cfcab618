// The device's offline queue as the page shares it: one queue per page, used
// by the scanner and by the staff bar's sign-out (app/useStaffSignOut.ts,
// through the scanner page's chunk, loaded only when needed): sign-out sends
// the account's unsent scans first, or asks; an account signing in sends the
// scans it left queued here.
// Scans go out only under the account that made them (model/offlineQueue.ts).
import { deviceStorage } from "../../lib/deviceStorage";
import { withTimeout } from "../../lib/withTimeout";
import { redeemQueuedScanAs } from "./api";
import { OfflineQueue, queuedBy, type SendScan } from "./model/offlineQueue";

/** How often queued scans are tried again while any wait. */
const QUEUE_RETRY_MS = 10_000;

let shared: OfflineQueue | undefined;

/** This page's view of the device's queue; kept in step with the other tabs' (their `storage` events). */
export function deviceQueue(): OfflineQueue {
  if (!shared) {
    const queue = new OfflineQueue(deviceStorage);
    window.addEventListener("storage", (event) => {
      if (event.key === null || event.key.startsWith("bawwaba.scanner.")) queue.reload();
    });
    shared = queue;
  }
  return shared;
}

/** How many scans `uid` has queued on this device. */
export function unsentScansOf(uid: string): number {
  return queuedBy(deviceQueue().snapshot().queued, uid).length;
}

/**
 * Sends `uid`'s queued scans while it runs: at once, when the browser comes
 * back online, and every few seconds while any wait (an "online" browser may
 * still fail to reach the server). `watch` wraps the sending (the scanner's
 * ServerPause). Returns how to stop.
 */
export function keepSendingQueuedScans(uid: string, watch: (send: SendScan) => SendScan = (send) => send): () => void {
  const queue = deviceQueue();
  const send = watch(redeemQueuedScanAs(uid));
  const sendQueued = () => {
    if (navigator.onLine && unsentScansOf(uid) > 0) void queue.flush(send, uid);
  };
  sendQueued();
  window.addEventListener("online", sendQueued);
  const timer = setInterval(sendQueued, QUEUE_RETRY_MS);
  return () => {
    window.removeEventListener("online", sendQueued);
    clearInterval(timer);
  };
}

/** Sends `uid`'s queued scans now, waiting at most `timeoutMs`; answers how many are still unsent. */
export async function sendQueuedScansNow(uid: string, timeoutMs: number): Promise<number> {
  if (navigator.onLine && unsentScansOf(uid) > 0) {
    await withTimeout(deviceQueue().flush(redeemQueuedScanAs(uid), uid), timeoutMs, () => new Error("The queued scans are still being sent")).catch(
      (error: unknown) => console.warn("Could not send every queued scan", error),
    );
  }
  return unsentScansOf(uid);
}
